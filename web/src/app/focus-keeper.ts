// Keeps the keyboard's place through a control's busy moment. A focused button that starts loading (Mantine's
// `loading` disables it) or a field disabled while its request runs loses focus to the page's body, and a keyboard
// or screen-reader user would start again from the top. The keeper notes the control that was focused when it was
// disabled and focuses it again when it is enabled, unless focus went somewhere else meanwhile or it left the page.
import { useEffect } from 'react';

export function keepFocusThroughDisabling(doc: Document): () => void {
  let focused: Element | null = doc.activeElement;
  let waiting: HTMLElement | null = null;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
    waiting = null;
  };
  const lost = () => doc.activeElement === null || doc.activeElement === doc.body;
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof HTMLElement)) continue;
      if (target.hasAttribute('disabled')) {
        // Browsers move focus off a disabled control at their next update, not always before this runs.
        if (target === focused) waiting = target;
      } else if (target === waiting) {
        waiting = null;
        if (target.isConnected && lost()) target.focus({ preventScroll: true });
      }
    }
  });
  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}

/** Installs the keeper on the console's document for as long as the app is mounted. */
export function useFocusKeeper(): void {
  useEffect(() => keepFocusThroughDisabling(document), []);
}
