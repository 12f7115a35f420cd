import { useEffect } from "react";
import { Toaster, toast as showToast } from "sonner";
import type { Toast } from "~/utils/toast.server";

/** The toast layer (sonner): pause on hover, swipe or drag away, close button, auto-close. */
export default function Toasts({ toast }: { toast: Toast }) {
  useEffect(() => {
    const options = { id: toast.id, duration: toast.duration, position: toast.position } as const;
    if (toast.type === "success") showToast.success(toast.text, options);
    else showToast.error(toast.text, options);
  }, [toast]);
  return <Toaster closeButton richColors position={toast.position} />;
}
