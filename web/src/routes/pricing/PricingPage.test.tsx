import { screen, waitFor, within } from '@testing-library/react';
import { Pricing_ChangePlanDocument, Pricing_PlansDocument, type Pricing_ChangePlanMutation, type Pricing_PlansQuery } from '../../__generated__/graphql';
import { anAccount, failure, mockOperation, type MockResult } from '../../test/factories';
import { keepThenConfirm, pressing } from '../../test/confirm-dialog-kit';
import { renderPage } from '../../test/render';
import { PricingPage } from './PricingPage';

const me = { ...anAccount(), qaGroupLimit: 500, qaGroupCount: 12 };
const plan = (code: string, name: string, botLimit: number, integrations: string[]): Pricing_PlansQuery['plans'][number] => ({
  __typename: 'Plan',
  code,
  name,
  botLimit,
  qaGroupLimit: botLimit * 100,
  integrations,
  dailyOptimizationLimit: botLimit,
});
const plans = [plan('free', 'Free', 3, ['api', 'web']), plan('pro', 'Pro', 20, ['api', 'web', 'line', 'fb', 'third_party']), plan('gold', 'Gold', 50, ['api'])];

const plansMock = (planSelfService = true) => mockOperation(Pricing_PlansDocument, {}, { result: { data: { plans, planSelfService, me } } });
const changeMock = (code: string, result: () => MockResult<Pricing_ChangePlanMutation>) => mockOperation(Pricing_ChangePlanDocument, { input: { plan: code } }, { result });

describe('pricing page', () => {
  it('lists every plan with its limits and channel names, marks the current one and offers the others', async () => {
    renderPage(<PricingPage />, { mocks: [plansMock()] });
    const free = await screen.findByRole('region', { name: 'Free' });
    expect(within(free).getByText('Current plan')).toBeInTheDocument();
    expect(within(free).queryByRole('button')).not.toBeInTheDocument();
    const pro = screen.getByRole('region', { name: 'Pro' });
    expect(within(pro).getByText('Bots: 20')).toBeInTheDocument();
    expect(within(pro).getByText('Q&A groups: 2,000')).toBeInTheDocument();
    expect(within(pro).getByText('Prompt optimisations a day: 20')).toBeInTheDocument();
    expect(['Third party', 'Facebook', 'LINE'].every((name) => within(pro).queryByText(name))).toBe(true);
    expect(within(pro).getByRole('button', { name: 'Switch to Pro' })).toBeInTheDocument();
    // A plan the console has no translation for keeps its stored name.
    expect(screen.getByRole('region', { name: 'Gold' })).toBeInTheDocument();
  });

  it('switches the plan and says so', async () => {
    const upgraded = { ...me, botLimit: 20, plan: { __typename: 'Plan' as const, code: 'pro', name: 'Pro' } };
    const { user } = renderPage(<PricingPage />, {
      mocks: [plansMock(), changeMock('pro', () => ({ data: { changePlan: { __typename: 'ChangePlanPayload', account: upgraded } } }))],
    });
    await user.click(await screen.findByRole('button', { name: 'Switch to Pro' }));
    expect(await screen.findByText('You are now on the Pro plan')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Pro' })).getByText('Current plan')).toBeInTheDocument());
  });

  it('words a refused downgrade from its counts: what to delete first', async () => {
    const usage = { bot_count: 4, bot_limit: 1, qa_group_count: 2500, qa_group_limit: 2000, bots_above_plan: 2 };
    const { user } = renderPage(<PricingPage />, { mocks: [mockOperation(Pricing_PlansDocument, {}, { result: { data: { plans, planSelfService: true, me: { ...me, plan: { __typename: 'Plan', code: 'pro', name: 'Pro' } } } } }), changeMock('free', () => failure('PLAN_LIMITS_EXCEEDED', { usage }))] });
    await user.click(await screen.findByRole('button', { name: 'Switch to Free' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot switch to Free');
    expect(alert).toHaveTextContent('You have 4 bots; the Free plan allows 1. Delete 3 bots first.');
    expect(alert).toHaveTextContent('You have 2,500 Q&A groups; the Free plan allows 2,000. Delete 500 Q&A groups first.');
    expect(alert).toHaveTextContent('2 bots are on a pricing package above the Free plan.');
  });

  it('asks before a plan that leaves out switched-on channels in an alertdialog naming each, and switches only when confirmed', async () => {
    const onPro = { ...me, plan: { __typename: 'Plan' as const, code: 'pro', name: 'Pro' } };
    const channels = [
      { botId: 'bot-1', botName: 'Shop helper', platform: 'line' },
      { botId: 'bot-2', botName: 'Desk helper', platform: 'other' },
    ];
    const confirmed = jest.fn(() => ({ data: { changePlan: { __typename: 'ChangePlanPayload' as const, account: { ...me, plan: { __typename: 'Plan' as const, code: 'free', name: 'Free' } } } } }));
    const stops = () => changeMock('free', () => failure('PLAN_STOPS_CHANNELS', { channels }));
    const { user } = renderPage(<PricingPage />, {
      mocks: [
        mockOperation(Pricing_PlansDocument, {}, { result: { data: { plans, planSelfService: true, me: onPro } } }),
        stops(),
        stops(),
        stops(),
        mockOperation(Pricing_ChangePlanDocument, { input: { plan: 'free', stopChannels: true } }, { result: confirmed }),
      ],
    });
    const switchToFree = await screen.findByRole('button', { name: 'Switch to Free' });
    // Keeping the plan is the default: it has focus, Escape means it too, and it sends nothing more.
    await keepThenConfirm({
      user,
      ask: pressing(user, () => switchToFree),
      name: 'Switch to Free?',
      description: 'The Free plan does not include these channels. They stay switched on, but answer nothing until your plan includes them again: LINE of Shop helper Third party of Desk helper',
      keep: 'Keep my plan',
      kept: () => {
        expect(confirmed).not.toHaveBeenCalled();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      },
      confirm: 'Switch to Free',
    });
    expect(await screen.findByText('You are now on the Free plan')).toBeInTheDocument();
    expect(confirmed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows the contact line instead of the buttons when owners may not switch themselves', async () => {
    renderPage(<PricingPage />, { mocks: [plansMock(false)] });
    expect(await screen.findByText('Contact us to change your plan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch to/ })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    renderPage(<PricingPage />, { mocks: [mockOperation(Pricing_PlansDocument, {}, { result: failure('BACKEND_UNAVAILABLE') })] });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
