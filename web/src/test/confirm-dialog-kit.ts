// The checks every question before a step that cannot be taken back passes (app/ConfirmDialog): it is an alertdialog
// described by its message with the safe answer focused, and Escape or the safe answer close it, focus back where the
// owner asked from. The caller checks that nothing was done.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export interface ConfirmQuestion {
  user: UserEvent;
  /** Asks the question from the page as it stands; returns the element focus goes back to. */
  ask: () => Promise<HTMLElement>;
  /** The question's accessible name (its title). */
  name: string;
  /** Its accessible description: the message, with what it lists. */
  description: string;
  /** The safe answer. */
  keep: string;
}

/** An `ask` that presses a button of the page. */
export const pressing = (user: UserEvent, button: () => HTMLElement) => async () => {
  const asker = button();
  await user.click(asker);
  return asker;
};

export async function expectAsksSafely({ user, ask, name, description, keep }: ConfirmQuestion) {
  const answers = [() => user.keyboard('{Escape}'), (question: HTMLElement) => user.click(within(question).getByRole('button', { name: keep }))];
  for (const answer of answers) {
    const asker = await ask();
    const question = await screen.findByRole('alertdialog', { name });
    expect(question).toHaveAccessibleDescription(description);
    await waitFor(() => expect(within(question).getByRole('button', { name: keep })).toHaveFocus());
    await answer(question);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name })).not.toBeInTheDocument());
    await waitFor(() => expect(asker).toHaveFocus());
  }
}

/** Presses an answer of the question named `name`, once it shows. */
export async function answerQuestion(user: UserEvent, name: string, answer: string) {
  await user.click(within(await screen.findByRole('alertdialog', { name })).getByRole('button', { name: answer }));
}

/** `expectAsksSafely`, then `kept` checks that nothing was done, and the question is asked once more and confirmed. */
export async function keepThenConfirm(question: ConfirmQuestion & { kept: () => void; confirm: string }) {
  await expectAsksSafely(question);
  question.kept();
  await question.ask();
  await answerQuestion(question.user, question.name, question.confirm);
}
