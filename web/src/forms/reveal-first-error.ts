// After a refused submit, the first field with an error is brought into view and focused, so an error under a field
// the page has scrolled past (an empty bot name at the top of a long settings page) is seen and read out.
import type { FormEvent } from 'react';

/** Use as the second argument of a Mantine form's onSubmit: it runs once the refused values' errors are shown. */
export function revealFirstError(_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>): void {
  const form = event?.currentTarget;
  if (!form) return;
  // Mantine marks the fields on its next render.
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}
