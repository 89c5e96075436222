// A failed prompt optimisation says why in the console's language: the kept code's words, not the code.
import { act, screen } from '@testing-library/react';
import { BotAutoQa_OptimizationDocument, type BotAutoQa_OptimizationFragment } from '../../__generated__/graphql';
import i18n from '../../i18n';
import { mockOperation } from '../../test/factories';
import { renderPage } from '../../test/render';
import { OptimizationPanel } from './OptimizationPanel';

const failedJob: BotAutoQa_OptimizationFragment = {
  __typename: 'PromptOptimization',
  id: 'opt-1',
  state: 'failure',
  progress: 0.3,
  step: 'baseline',
  message: 'llm_timeout',
  rowCount: 12,
  beforeScore: null,
  afterScore: null,
  proposedPrompt: null,
  decision: 'pending',
  createdAt: '2026-11-22T04:00:00.000Z',
  finishedAt: '2026-11-22T04:01:00.000Z',
};

it("says why an optimisation failed in the console's language", async () => {
  renderPage(<OptimizationPanel botId="bot-1" llmConfigured onApplied={() => undefined} />, {
    mocks: [
      mockOperation(BotAutoQa_OptimizationDocument, { botId: 'bot-1' }, {
        result: { data: { promptOptimization: { __typename: 'PromptOptimizationStatus', botId: 'bot-1', optimization: failedJob, dailyLimit: 3, usedToday: 1 } } },
        maxUsageCount: 10,
      }),
    ],
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Optimization failed');
  expect(alert).toHaveTextContent('The language model took too long to answer. Please try again later.');
  await act(() => i18n.changeLanguage('cn'));
  expect(await screen.findByText('语言模型响应超时，请稍后再试。')).toBeInTheDocument();
});
