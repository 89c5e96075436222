import { screen, within } from '@testing-library/react';
import { BotDetail_ChatbotDocument, BotNav_ChatbotDocument, Session_EventsDocument, Session_MeDocument } from '../__generated__/graphql';
import { anAccount, mockOperation } from '../test/factories';
import { renderApp } from '../test/render';
import { stepStates } from './SessionLoader';

/** How long to wait for a screen: the signed-in frame is a lazily loaded module, slow to compile on a busy machine. */
const wait = { timeout: 5000 };

/** The step the loader screen marks as in progress, and the states it shows for every step. */
async function loaderShows(step: string) {
  const loader = await screen.findByRole('region', { name: 'Preparing your console' }, wait);
  const current = await within(loader).findByText(step, { selector: '[aria-current="step"] *' }, wait);
  expect(current).toBeInTheDocument();
  expect(within(loader).getByRole('status')).toHaveTextContent(`Now: ${step}`);
  return Object.fromEntries(within(loader).getAllByRole('listitem').map((item) => [item.firstElementChild?.nextElementSibling?.textContent, item.dataset.state]));
}

describe('loader screen', () => {
  it('follows the real loading: authenticating during the session check, then bot data while the bot loads', async () => {
    renderApp({
      route: '/dashboard/bot/bot-1/detail',
      mocks: [
        mockOperation(Session_MeDocument, {}, { delay: 400, result: { data: { me: anAccount() } } }),
        mockOperation(BotNav_ChatbotDocument, { id: 'bot-1' }, { delay: 400, result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1' } } } }),
        mockOperation(BotDetail_ChatbotDocument, () => true, { delay: Infinity }),
        mockOperation(Session_EventsDocument, {}, { delay: Infinity }),
      ],
    });
    expect(await loaderShows('Authenticating')).toEqual({
      Authenticating: 'current', 'Loading user': 'current', 'Loading platform': 'current', 'Loading packages': 'current', 'Loading templates': 'current', 'Loading bot data': 'pending',
    });
    expect(await loaderShows('Loading bot data')).toEqual({
      Authenticating: 'done', 'Loading user': 'done', 'Loading platform': 'done', 'Loading packages': 'done', 'Loading templates': 'done', 'Loading bot data': 'current',
    });
    expect(await screen.findByRole('navigation', { name: 'Bot sections' }, wait)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preparing your console' })).not.toBeInTheDocument();
  });

  it('goes straight to the page off the bot area once the session is known', async () => {
    renderApp({ route: '/dashboard/account', mocks: [mockOperation(Session_MeDocument, {}, { delay: 400, result: { data: { me: anAccount() } } }), mockOperation(Session_EventsDocument, {}, { delay: Infinity })] });
    await loaderShows('Authenticating');
    expect(await screen.findByRole('button', { name: /– account menu$/ }, wait)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preparing your console' })).not.toBeInTheDocument();
  });
});

describe('step states', () => {
  it('marks the steps before the current one done and the later ones pending', () => {
    expect(stepStates('botData')).toMatchObject({ authenticating: 'done', templates: 'done', botData: 'current' });
    expect(stepStates('authenticating')).toMatchObject({ authenticating: 'current', user: 'current', botData: 'pending' });
  });
});
