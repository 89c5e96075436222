import { screen, within } from '@testing-library/react';
import { Dashboard_ChatbotsDocument, type Dashboard_ChatbotsQuery } from '../../__generated__/graphql';
import { mockOperation, type MockResult } from '../../test/factories';
import { renderPage } from '../../test/render';
import { DashboardPage } from './DashboardPage';

const aBot: Dashboard_ChatbotsQuery['chatbots'][number] = {
  __typename: 'Chatbot',
  id: 'bot-1',
  name: 'Support bot',
  description: 'Answers support questions',
  language: 'jp',
  package: 'pro',
  createdAt: '2026-11-22T04:49:47.000Z',
  questionsThisWeek: 12,
};

function chatbotsMock(result: MockResult<Dashboard_ChatbotsQuery>) {
  return mockOperation(Dashboard_ChatbotsDocument, {}, { result });
}

describe('dashboard bot list', () => {
  it('lists each bot with its language, package, questions this week and creation time in Taipei', async () => {
    renderPage(<DashboardPage />, { mocks: [chatbotsMock({ data: { chatbots: [aBot] } })] });
    const row = (await screen.findByRole('link', { name: 'Support bot' })).closest('tr')!;
    expect(within(row).getByText('Answers support questions')).toBeInTheDocument();
    expect(within(row).getByText('Japanese')).toBeInTheDocument();
    expect(within(row).getByText('Pro')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-22 12:49')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Questions this week' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support bot' })).toHaveAttribute('href', '/dashboard/bot/bot-1/detail');
  });

  it('offers to create the first bot when there is none', async () => {
    renderPage(<DashboardPage />, { mocks: [chatbotsMock({ data: { chatbots: [] } })] });
    expect(await screen.findByRole('heading', { name: 'No chatbots yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create chatbot' })).toHaveAttribute('href', '/dashboard/bot/create');
  });

  it('shows the failure with a retry that loads the list again', async () => {
    const { user } = renderPage(<DashboardPage />, {
      mocks: [
        mockOperation(Dashboard_ChatbotsDocument, {}, { error: new TypeError('Failed to fetch') }),
        chatbotsMock({ data: { chatbots: [aBot] } }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data. Please refresh the page');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Support bot' })).toBeInTheDocument();
  });
});
