// Steps the two creation wizards' tests share.
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Presses Start over and confirms it, after checking that the question's safe answer has the focus. */
export async function confirmStartOver(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Start over' }));
  const dialog = await screen.findByRole('dialog', { name: 'Start over?' });
  expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Start over' }));
}
