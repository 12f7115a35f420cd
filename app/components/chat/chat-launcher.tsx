import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { useSiteSettings } from "~/components/layout/use-site-settings";

const ChatWidget = lazy(() => import("./chat-widget.client"));

/**
 * The floating chat button. Without JavaScript it is a link to the contact page; with it, it
 * opens Lexi, whose code is fetched only on that first open.
 */
export function ChatLauncher({ apiBase, socketUrl }: { apiBase: string; socketUrl: string }) {
  const { assistantName } = useSiteSettings();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const launcherRef = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  return (
    <>
      <a
        ref={launcherRef}
        href="/contact"
        className="chat-launcher"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setLoaded(true);
          setOpen((was) => !was);
        }}
      >
        <Icon name={open ? "X" : "MessageCircle"} size={26} />
        <span className="visually-hidden">
          {open ? `Close chat with ${assistantName}` : `Chat with ${assistantName}`}
        </span>
      </a>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatWidget
            open={open}
            assistantName={assistantName}
            apiBase={apiBase}
            socketUrl={socketUrl}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
