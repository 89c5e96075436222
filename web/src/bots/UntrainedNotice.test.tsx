// The "untrained changes" notice trains where the owner is: Train now starts the run and follows it to its end (the
// progress, then "Trained"), a failed run says why and offers it again, a run already under way is followed, and the
// link to the Q&A list stays.
import { screen, waitFor } from '@testing-library/react';
import { BotFaq_StartTrainingDocument, BotFaq_TrainingProgressDocument, type BotFaq_StartTrainingMutation } from '../__generated__/graphql';
import { failure, mockOperation, type MockResult } from '../test/factories';
import { aJob } from '../test/faq-page-kit';
import { renderPage, type Mocks } from '../test/render';
import { UntrainedNotice } from './UntrainedNotice';

const started = (): MockResult<BotFaq_StartTrainingMutation> => ({ data: { startTraining: { __typename: 'StartTrainingPayload', job: aJob({ progress: 0.25 }) } } });
const startMock = (result: MockResult<BotFaq_StartTrainingMutation> | (() => MockResult<BotFaq_StartTrainingMutation>) = started) =>
  mockOperation(BotFaq_StartTrainingDocument, { input: { botId: 'bot-1' } }, { result });
const progressMock = (job: ReturnType<typeof aJob>, delay = 0) => mockOperation(BotFaq_TrainingProgressDocument, { botId: 'bot-1' }, { result: { data: { trainingProgress: job } }, delay });

/**
 * How long a followed run takes to end: long enough that the checks of its progress run before it ends, even on a
 * machine busy with other suites (100 ms was not, once, in CI).
 */
const RUN_TIME = 1_000;

function renderNotice(mocks: Mocks, onClose = jest.fn()) {
  return { onClose, ...renderPage(<UntrainedNotice botId="bot-1" onClose={onClose} />, { mocks }) };
}

describe('the untrained changes notice', () => {
  it('trains the bot from where the owner is: the progress, then trained, then dismissed', async () => {
    const start = jest.fn(started);
    const { user, onClose } = renderNotice([startMock(start), progressMock(aJob({ state: 'SUCCESS', progress: 1, finishedAt: '2026-11-29T06:00:00.000Z' }), RUN_TIME)]);
    expect(screen.getByText('The Q&A list has untrained changes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Q&A list to train' })).toHaveAttribute('href', '/dashboard/bot/bot-1/faq');
    await user.click(screen.getByRole('button', { name: 'Train now' }));
    expect(await screen.findByRole('progressbar', { name: 'Training progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Training')).toBeInTheDocument();
    expect(await screen.findByText('Trained')).toBeInTheDocument();
    expect(screen.getByText('The bot answers with your changes now.')).toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says why a run failed and starts it again on Retry', async () => {
    const start = jest.fn(started);
    const { user } = renderNotice([
      startMock(start),
      progressMock(aJob({ state: 'FAILURE', progress: 0.5, message: 'NOT_TRAINED' })),
      startMock(start),
      progressMock(aJob({ state: 'SUCCESS', progress: 1 })),
    ]);
    await user.click(screen.getByRole('button', { name: 'Train now' }));
    expect(await screen.findByText('Training failed')).toBeInTheDocument();
    expect(screen.getByText('The bot has nothing to answer from yet: train the Q&A list, or upload AutoFAQ answers or knowledge files.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Trained')).toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('follows a run someone else started instead, saying so', async () => {
    const { user } = renderNotice([startMock(failure('TRAINING_IN_PROGRESS')), progressMock(aJob({ state: 'SUCCESS', progress: 1 }), RUN_TIME)]);
    await user.click(screen.getByRole('button', { name: 'Train now' }));
    expect(await screen.findByText('Training is already running for this chatbot.')).toBeInTheDocument();
    expect(screen.queryByText('Training could not start')).not.toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Training progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(await screen.findByText('Trained')).toBeInTheDocument();
  });

  it('keeps the notice and its button when training cannot start, saying why', async () => {
    const { user } = renderNotice([startMock(failure('NOT_FOUND'))]);
    await user.click(screen.getByRole('button', { name: 'Train now' }));
    expect(await screen.findByText('Training could not start')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Train now' })).toBeEnabled());
    expect(screen.getByText('The Q&A list has untrained changes')).toBeInTheDocument();
  });
});
