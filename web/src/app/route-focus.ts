// After a client-side move to another page, focus goes to the new page's h1, so a screen reader says where the user
// arrived instead of staying silent on the link they left (WCAG 2.4.3). Not on the first load (the reader starts at the
// top by itself), not when only the query or hash changes (a pager or a filter keeps the user where they work), and not
// after a redirect (a `replace` that finishes the arrival, as a bot's address opening its overview).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { routePath } from './DocumentTitle';

/** How long a page may take to show its h1 (its code loads lazily) before the main region is focused instead. */
const HEADING_WAIT_MS = 5_000;

const focusable = (element: HTMLElement) => {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
};

/**
 * Focuses the h1 inside `main` as soon as it is on the page, or `main` itself when none came in time. Stops when the
 * user moved focus meanwhile (they are already somewhere). Returns a function that stops waiting.
 */
export function focusPageHeading(doc: Document): () => void {
  const startedOn = doc.activeElement;
  const userMovedOn = () => doc.activeElement !== startedOn && doc.activeElement !== doc.body && doc.activeElement !== null;
  const heading = () => doc.querySelector<HTMLElement>('main h1');
  const found = heading();
  if (found) {
    focusable(found);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const arrived = heading();
    if (!arrived) return;
    stop();
    if (!userMovedOn()) focusable(arrived);
  });
  const timer = setTimeout(() => {
    stop();
    const main = doc.querySelector<HTMLElement>('main');
    if (main && !userMovedOn()) focusable(main);
  }, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}

/** Moves focus to the page's heading after each move to another path (see the top of this file). */
export function useFocusOnRouteChange(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const path = routePath(pathname);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = path;
    if (previous === null || previous === path || navigationType === 'REPLACE') return;
    return focusPageHeading(document);
  }, [path, navigationType]);
}
