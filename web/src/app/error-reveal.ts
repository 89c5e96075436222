// After a refused submit, the first field with an error is brought into view and focused, so an error under a field
// the page has scrolled past, or one a screen reader would not otherwise reach, is seen and read out. One listener
// for every form of the console (as the focus keeper is one observer): a form only has to mark its fields invalid,
// as Mantine's fields do, whether its own checks refused the values or the server did a moment later.
import { useEffect } from 'react';

const INVALID = '[aria-invalid="true"], [data-invalid="true"], [data-error="true"]';
const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';
/** How long after a submit an error the server sends back still takes focus. */
const SERVER_ANSWER_MS = 15_000;

function firstInvalidField(root: HTMLElement): HTMLElement | null {
  for (const marked of root.querySelectorAll<HTMLElement>(INVALID)) {
    const field = marked.matches(FOCUSABLE) ? marked : marked.querySelector<HTMLElement>(FOCUSABLE);
    if (field && !field.hasAttribute('disabled')) return field;
  }
  return null;
}

function focusField(field: HTMLElement): void {
  const view = field.ownerDocument.defaultView;
  const still = view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  field.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  field.focus({ preventScroll: true });
}

const nextFrame = (run: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : setTimeout(run, 0));

/**
 * For a refusal that is not a form's submit (a wizard's Next): once the refused fields are marked, on the next frame,
 * the first of them inside `root` is brought into view and focused.
 */
export function revealFirstInvalid(root: HTMLElement): void {
  nextFrame(() => {
    const field = firstInvalidField(root);
    if (field && field.ownerDocument.activeElement !== field) focusField(field);
  });
}

function isField(element: Element | null): boolean {
  return element instanceof HTMLElement && element.matches('input, textarea, select, [contenteditable="true"]');
}

export function revealErrorsAfterSubmit(doc: Document): () => void {
  let pending: { form: HTMLFormElement; until: number } | null = null;

  const reveal = () => {
    if (!pending || Date.now() > pending.until || !pending.form.isConnected) {
      pending = null;
      return;
    }
    const field = firstInvalidField(pending.form);
    if (!field) return;
    pending = null;
    if (doc.activeElement !== field) focusField(field);
  };

  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    pending = { form: event.target, until: Date.now() + SERVER_ANSWER_MS };
    // The form's own checks mark their fields on the render that follows the submit.
    nextFrame(reveal);
  };
  // Once the user is typing in a field again, an error arriving later is not a reason to move them.
  const onFocusIn = (event: FocusEvent) => {
    if (pending && isField(event.target as Element | null)) pending = null;
  };
  const observer = new MutationObserver(() => {
    if (pending) reveal();
  });

  doc.addEventListener('submit', onSubmit);
  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { subtree: true, attributes: true, attributeFilter: ['aria-invalid', 'data-invalid', 'data-error'] });
  return () => {
    doc.removeEventListener('submit', onSubmit);
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}

/** Installs the revealer on the console's document for as long as the app is mounted. */
export function useErrorReveal(): void {
  useEffect(() => revealErrorsAfterSubmit(document), []);
}
