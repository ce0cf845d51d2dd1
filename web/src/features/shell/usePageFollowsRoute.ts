import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** index.html's title, which the login screen and loading keep. */
const APP_TITLE = "Refugio · Gestión de la protectora";

/**
 * What a screen reader and the browser's tab learn of a new page. The tab's title is the page's
 * h1 ('Personas · Refugio'), kept as the h1 appears or changes. And when the link that led to another
 * page went with the old one, the focus goes to the new page's main instead of staying lost.
 */
export function usePageFollowsRoute(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    const element = main.current;
    if (!element) return;
    const update = () => {
      const heading = element.querySelector("h1")?.textContent?.trim();
      const title = heading ? `${heading} · Refugio` : APP_TITLE;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = APP_TITLE;
    };
  }, [main]);
  useEffect(() => {
    const first = shownPath.current === null;
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // The app's first page (after loading or logging in) starts from the top, as any page does.
    if (first) return;
    const frame = requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) main.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, main]);
}
