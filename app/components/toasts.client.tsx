import { useEffect } from "react";
import { Toaster, toast as showToast } from "sonner";
import type { Toast } from "~/http/toast.server";

/** Toasts open below the sticky header (app.css --site-header-height), never over the navigation. */
const belowHeader = { top: "calc(var(--site-header-height) + 12px)" };

/** The toast layer (sonner): pause on hover, swipe or drag away, close button, auto-close. */
export default function Toasts({ toast }: { toast: Toast }) {
  useEffect(() => {
    const options = { id: toast.id, duration: toast.duration, position: toast.position } as const;
    if (toast.type === "success") showToast.success(toast.text, options);
    else showToast.error(toast.text, options);
  }, [toast]);
  return <Toaster closeButton richColors position={toast.position} offset={belowHeader} mobileOffset={belowHeader} />;
}
