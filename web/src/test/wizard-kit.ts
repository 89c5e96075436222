// Steps the two creation wizards' tests share.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { keepThenConfirm, pressing } from './confirm-dialog-kit';

/**
 * Presses Start over and keeps the draft, by Escape and by "Keep editing" (the question is an alertdialog with that
 * answer focused, and focus goes back to Start over); `kept` checks the draft is still there. Then starts over.
 */
export async function confirmStartOver(user: ReturnType<typeof userEvent.setup>, kept: () => void) {
  await keepThenConfirm({
    user,
    ask: pressing(user, () => screen.getByRole('button', { name: 'Start over' })),
    name: 'Start over?',
    description: 'Everything typed so far will be cleared.',
    keep: 'Keep editing',
    kept,
    confirm: 'Start over',
  });
}
