import { useLocation } from "react-router";
import { useEffect } from "react";

export const STICKY_HEADER_AFTER_PX = 50;
export const BACK_TO_TOP_AFTER_PX = 300;
const FADE_OFFSET_PX = 120;

/** Pages this document has shown (the first is the one the server sent). */
let pagesShown = 0;

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Headings the chat button may not cover as a page opens. */
const HEADINGS = "main h1, main h2, main h3, main .eyebrow";

/**
 * At the top of a page the chat button waits, hidden (app.css), while a heading lies under it (on a
 * phone a section's heading often ends at the fold, behind the button); the first scroll brings it
 * back, as does reaching it by keyboard. It stays while Lexi is open.
 */
function placeChatButton(y: number) {
  const launcher = document.querySelector<HTMLElement>(".chat-launcher");
  if (!launcher) return;
  const box = launcher.getBoundingClientRect();
  const coversHeading =
    y === 0 &&
    launcher.getAttribute("aria-expanded") !== "true" &&
    [...document.querySelectorAll(HEADINGS)].some((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      return [...range.getClientRects()].some(
        (line) => line.left < box.right && line.right > box.left && line.top < box.bottom && line.bottom > box.top,
      );
    });
  launcher.dataset.tucked = String(coversHeading);
}

/**
 * Behaviour that needs the running bundle: sticky header look, back-to-top button and fade-ups
 * below the fold. Nothing here hides content before it runs. (A new page's scroll to the top is
 * React Router's <ScrollRestoration>; app.css makes it glide.)
 */
export function PageEffects() {
  const location = useLocation();

  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    const header = document.querySelector<HTMLElement>(".site-header");
    const backToTop = document.querySelector<HTMLAnchorElement>(".back-to-top");
    let frame = 0;
    const markScroll = (y: number) => {
      header?.setAttribute("data-sticky", String(y > STICKY_HEADER_AFTER_PX));
      backToTop?.setAttribute("data-visible", String(y > BACK_TO_TOP_AFTER_PX));
    };
    const update = () => {
      frame = 0;
      markScroll(window.scrollY);
      placeChatButton(window.scrollY);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onBackToTop = (event: MouseEvent) => {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      document.getElementById("main")?.focus({ preventScroll: true });
    };
    // The chat button is placed by the effect below, which runs on this first page too.
    markScroll(window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    backToTop?.addEventListener("click", onBackToTop);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      backToTop?.removeEventListener("click", onBackToTop);
    };
  }, []);

  useEffect(() => {
    // A new page shown at the top (no scroll to report) has its own headings.
    placeChatButton(window.scrollY);
    // The heading face, fetched after the first page of the visit loaded, takes over from the next page on.
    if (pagesShown++ && document.fonts?.check("650 1em Fraunces"))
      document.documentElement.classList.remove("heading-font-later");
    if (prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add("is-visible");
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: `0px 0px -${FADE_OFFSET_PX}px 0px` },
    );
    // Only what is below the fold now is armed; what the visitor already sees never flickers.
    // Every position is read before any class is added: a read after a write would make the
    // browser recompute the page's style once per element.
    const belowTheFold = [...document.querySelectorAll<HTMLElement>("[data-fade]:not(.is-visible)")].filter(
      (element) => element.getBoundingClientRect().top > window.innerHeight,
    );
    for (const element of belowTheFold) {
      element.classList.add("fade-armed");
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [location.key]);

  return null;
}
