import { useNavigate } from "react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast } from "~/http/toast.server";

const Toasts = lazy(() => import("./toasts.client"));

/**
 * A form's outcome. The server renders it as a status region, so it reads without JavaScript;
 * once the bundle runs it becomes a toast (loaded on demand) and the region hides.
 */
export function FlashToast({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  // The latest toast stays with the toast layer (which times it out) after the page moves on.
  const [shown, setShown] = useState<Toast | null>(null);
  if (hydrated && toast && toast.id !== shown?.id) setShown(toast);

  return (
    <>
      {toast && !(hydrated && shown?.id === toast.id) ? (
        <div className={`flash flash--${toast.type}`} role={toast.type === "error" ? "alert" : "status"}>
          <div className="container">
            <p>{toast.text}</p>
          </div>
        </div>
      ) : null}
      {toast?.redirectTo ? (
        <RedirectAfter key={toast.id} to={toast.redirectTo} ms={toast.redirectAfterMs ?? 0} />
      ) : null}
      {shown ? (
        <Suspense fallback={null}>
          <Toasts toast={shown} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Goes to `to` after `ms`: a meta refresh in the server's HTML, a timer once hydrated. */
function RedirectAfter({ to, ms }: { to: string; ms: number }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  useEffect(() => {
    // Nothing waits for the navigation: the router shows its own failure.
    const timer = setTimeout(() => void navigate(to), ms);
    return () => clearTimeout(timer);
  }, [to, ms, navigate]);
  return hydrated ? null : <meta httpEquiv="refresh" content={`${Math.round(ms / 1000)};url=${to}`} />;
}
