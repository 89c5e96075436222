// The checks every kind of form dialog passes for its discard question (forms/GuardedModal): untouched, Escape closes
// it at once; changed, Escape asks in an alertdialog with "Keep editing" focused, keeping edits leaves the change and
// puts focus back in the form, and "Discard changes" closes the dialog.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export interface GuardedDialog {
  user: UserEvent;
  /** The dialog's accessible name (its title). */
  name: string;
  /** Opens the dialog from the page as it stands and returns it once its form shows. */
  open: () => Promise<HTMLElement>;
  /** Changes the form as the owner would; returns the check that the change is still there. */
  change: (dialog: HTMLElement) => Promise<() => void>;
}

const DISCARD = 'Discard your changes?';

async function expectGone(name: string) {
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

export async function expectAsksBeforeDiscarding({ user, name, open, change }: GuardedDialog) {
  await open();
  await user.keyboard('{Escape}');
  await expectGone(name);

  const dialog = await open();
  const kept = await change(dialog);
  const place = document.activeElement;
  await user.keyboard('{Escape}');
  const asking = await screen.findByRole('alertdialog', { name: DISCARD });
  await waitFor(() => expect(within(asking).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
  await user.click(within(asking).getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name })).toBe(dialog);
  kept();
  // Back where the owner was when that place is in the form and can take focus, else on the form's first field.
  if (place && dialog.contains(place) && !place.matches(':disabled')) expect(place).toHaveFocus();
  else expect(dialog).toContainElement(document.activeElement as HTMLElement);

  await user.keyboard('{Escape}');
  await user.click(within(await screen.findByRole('alertdialog', { name: DISCARD })).getByRole('button', { name: 'Discard changes' }));
  await expectGone(name);
}

/** Whether the browser would ask before unloading the page now (a changed form holds the page, forms/leave-guard.tsx). */
export function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
