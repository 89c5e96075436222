// The widget's panel against a stand-in for the web channel: look from the config, greeting and history,
// questions, similar-question buttons, the chat error with retry, refusals, keyboard and the widget's language.
import { configure, fireEvent, waitFor, within } from '@testing-library/dom';
import type { PublicFeedbackReply, PublicHistoryReply, PublicMessageReply, WidgetConfigReply } from '../../schema/rest';
import type { CallResult, OutgoingMessage, WidgetApi } from './api';
import { ChatWidget } from './chat-widget';
import { buildView, type WidgetView } from './view';
import { visitorMemory } from './visitor';
import { mountWidget } from './widget';

// jsdom keeps stale computed styles for shadow DOM elements, so queries here do not filter by visibility; the
// `hidden` flags are checked instead (tests/e2e/widget.test.ts sees the real rendering in Chromium).
configure({ defaultHidden: true });

const CONFIG: WidgetConfigReply = {
  robotName: 'City desk',
  greetingMsg: 'Hello! Ask me about the city.',
  failedMsg: 'Sorry, I have no answer for that.',
  postbackTitle: 'Did you mean:',
  language: 'en',
  chatLabel: 'Ask us',
  headerBgColor: '#123456',
  headerTextColor: '#fedcba',
  tickerMessages: ['Closed on Monday', 'New parking rules'],
  robotIconUrl: null,
  chatIconUrl: null,
};

function reply(text: string, buttons: PublicMessageReply['data']['buttons'] = []): CallResult<PublicMessageReply> {
  return { kind: 'ok', body: { sender: 'BOT', type: 'answer', state: 'in_progress', success: true, uid: 'u', sid: 's', mid: '1', oriQue: '', data: { text, title: '', buttons } } };
}

/** A promise the test settles itself, to look at the panel while a call is under way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

interface Harness {
  view: WidgetView;
  widget: ChatWidget;
  api: jest.Mocked<WidgetApi>;
  panel: ReturnType<typeof within>;
}

function startWidget(api: Partial<WidgetApi> = {}, vendorId = `vendor-${Math.random()}`): Harness {
  const fullApi = {
    config: jest.fn(async () => ({ kind: 'ok', body: CONFIG }) as CallResult<WidgetConfigReply>),
    history: jest.fn(async () => ({ kind: 'ok', body: { userId: 'u', messages: [] } }) as CallResult<PublicHistoryReply>),
    send: jest.fn(async () => reply('An answer.')),
    feedback: jest.fn(async () => ({ kind: 'ok', body: { userId: 'u', mid: '1', feedback: 1 } }) as CallResult<PublicFeedbackReply>),
    iconUrl: jest.fn((path: string | null) => (path ? `https://cdn.example${path}` : undefined)),
    ...api,
  } as jest.Mocked<WidgetApi>;
  const view = buildView();
  document.body.append(view.host);
  const widget = new ChatWidget(view, fullApi, visitorMemory(vendorId));
  widget.start();
  return { view, widget, api: fullApi, panel: within(view.root) };
}

/** Waits for the launcher to carry the config's language, then opens the panel with it. */
async function openPanel({ panel }: Harness, name: RegExp = /Open chat/): Promise<HTMLElement> {
  const launcher = await panel.findByRole('button', { name });
  fireEvent.click(launcher);
  return launcher;
}

afterEach(() => {
  document.body.replaceChildren();
});

const activeElement = (view: WidgetView) => view.host.shadowRoot?.activeElement;

describe('opening the widget', () => {
  it('shows the header, ticker and greeting of the config and moves focus to the input', async () => {
    const harness = startWidget();
    const { view, panel } = harness;
    const launcher = await panel.findByRole('button', { name: /Open chat/ });
    await waitFor(() => expect(view.launcherLabel).toHaveTextContent('Ask us'));
    expect(view.launcherLabel.hidden).toBe(false);
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(launcher);

    const dialog = panel.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-label', 'Ask us');
    expect(dialog.hidden).toBe(false);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(launcher.getAttribute('aria-controls')).toBe(dialog.id);
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Ask us');
    expect(view.root.style.getPropertyValue('--qa-bg')).toBe('#123456');
    expect(view.root.style.getPropertyValue('--qa-fg')).toBe('#fedcba');
    await waitFor(() => expect(view.ticker).toHaveTextContent('Closed on Monday'));
    expect(view.ticker.hidden).toBe(false);
    const log = panel.getByRole('log', { name: 'Conversation' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(log).toHaveTextContent('Hello! Ask me about the city.'));
    expect(activeElement(view)).toBe(panel.getByRole('textbox', { name: 'Type your question…' }));
  });

  it('restores the conversation after the greeting, with its similar-question buttons', async () => {
    const harness = startWidget({
      history: jest.fn(async () => ({
        kind: 'ok',
        body: {
          userId: 'u',
          messages: [
            { sender: 'USER', text: 'opening hours', datetime: '', platform: 'web', sid: 's', answerStatus: null, buttons: [], mid: '', feedback: 0 },
            { sender: 'BOT', text: 'Did you mean:', datetime: '', platform: 'web', sid: 's', answerStatus: 3, buttons: [{ id: 'g1', oriQue: 'opening hours', text: 'When does the museum open?' }], mid: '', feedback: 0 },
          ],
        },
      }) as CallResult<PublicHistoryReply>),
    });
    const { api, panel } = harness;
    await openPanel(harness);
    const log = panel.getByRole('log');
    await waitFor(() => expect(within(log).getByRole('button', { name: 'When does the museum open?' })).toBeInTheDocument());
    expect(log.textContent).toBe('Hello! Ask me about the city.opening hoursDid you mean:When does the museum open?');
    // Closing and opening again does not load the conversation twice.
    fireEvent.click(panel.getByRole('button', { name: 'Close chat' }));
    fireEvent.click(panel.getByRole('button', { name: /Open chat/ }));
    expect(api.history).toHaveBeenCalledTimes(1);
    expect(api.config).toHaveBeenCalledTimes(1);
  });

  it("offers the config's greeting buttons (the topic menu) and sends a tap as a postback", async () => {
    const menu = { id: 'topic:menu', oriQue: '', text: 'Topics' };
    const harness = startWidget({ config: jest.fn(async () => ({ kind: 'ok', body: { ...CONFIG, greetingButtons: [menu] } }) as CallResult<WidgetConfigReply>) });
    await openPanel(harness);
    const log = harness.panel.getByRole('log');
    fireEvent.click(await within(log).findByRole('button', { name: 'Topics' }));
    await waitFor(() => expect(harness.api.send).toHaveBeenLastCalledWith(expect.any(String), { type: 'postback', message: { id: 'topic:menu', oriQue: '', text: 'Topics' } }));
  });

  it('brings back the thumbs of restored replies, pressed as the visitor left them', async () => {
    const harness = startWidget({
      history: jest.fn(async () => ({
        kind: 'ok',
        body: {
          userId: 'u',
          messages: [
            { sender: 'USER', text: 'opening hours', datetime: '', platform: 'web', sid: 's', answerStatus: null, buttons: [], mid: '1', feedback: 0 },
            { sender: 'BOT', text: 'From nine.', datetime: '', platform: 'web', sid: 's', answerStatus: 1, buttons: [], mid: '2', feedback: 2 },
          ],
        },
      }) as CallResult<PublicHistoryReply>),
    });
    await openPanel(harness);
    const log = harness.panel.getByRole('log');
    expect(await within(log).findByRole('button', { name: 'Not useful' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(log).getByRole('button', { name: 'Useful' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('holds new questions until the conversation is restored, so earlier lines come first', async () => {
    const history = deferred<CallResult<PublicHistoryReply>>();
    const harness = startWidget({ history: jest.fn(() => history.promise) });
    const { api, view, panel } = harness;
    await openPanel(harness);
    await waitFor(() => expect(api.history).toHaveBeenCalled());
    const send = panel.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    fireEvent.input(panel.getByRole('textbox'), { target: { value: 'too early' } });
    fireEvent.submit(view.form);
    expect(api.send).not.toHaveBeenCalled();

    history.resolve({ kind: 'ok', body: { userId: 'u', messages: [{ sender: 'USER', text: 'earlier question', datetime: '', platform: 'web', sid: 's', answerStatus: null, buttons: [], mid: '', feedback: 0 }] } });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.submit(view.form);
    await waitFor(() => expect(panel.getByRole('log')).toHaveTextContent('An answer.'));
    const userLines = Array.from(view.root.querySelectorAll('.row.user')).map((row) => row.textContent);
    expect(userLines).toEqual(['earlier question', 'too early']);
  });

  it('inserts server text as text, never as markup', async () => {
    const harness = startWidget({ config: jest.fn(async () => ({ kind: 'ok', body: { ...CONFIG, greetingMsg: '<img src=x onerror="alert(1)">hi', chatLabel: '<b>x</b>' } }) as CallResult<WidgetConfigReply>) });
    const { view, panel } = harness;
    await openPanel(harness);
    await waitFor(() => expect(panel.getByRole('log')).toHaveTextContent('<img src=x onerror="alert(1)">hi'));
    expect(view.root.querySelector('img, b')).toBeNull();
  });
});

describe('asking', () => {
  it('shows the question, a typing indicator while waiting, then the answer', async () => {
    const answer = deferred<CallResult<PublicMessageReply>>();
    const harness = startWidget({ send: jest.fn(() => answer.promise) });
    const { api, view, panel } = harness;
    await openPanel(harness);
    const input = panel.getByRole('textbox');
    await waitFor(() => expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled());
    fireEvent.input(input, { target: { value: '  Where is the office?  ' } });
    fireEvent.submit(view.form);

    const log = panel.getByRole('log');
    expect(log).toHaveTextContent('Where is the office?');
    expect(within(log).getByText('Typing…')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(api.send).toHaveBeenCalledWith(expect.stringMatching(/^web-/), { type: 'message', message: { text: 'Where is the office?' } });
    answer.resolve(reply('5F, see https://example.com/map'));
    await waitFor(() => expect(within(log).getByRole('link', { name: 'https://example.com/map' })).toHaveAttribute('rel', 'noopener noreferrer'));
    expect(within(log).queryByText('Typing…')).toBeNull();
  });

  it('sends a similar-question button as a postback and shows the chosen question as the visitor\'s line', async () => {
    const send = jest
      .fn<Promise<CallResult<PublicMessageReply>>, [string, OutgoingMessage]>()
      .mockResolvedValueOnce(reply('Did you mean:', [{ id: 'group-7', oriQue: 'hours', text: 'When are you open?' }]))
      .mockResolvedValueOnce(reply('9:00 to 18:00.'));
    const harness = startWidget({ send });
    const { view, panel } = harness;
    await openPanel(harness);
    await waitFor(() => expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled());
    fireEvent.input(panel.getByRole('textbox'), { target: { value: 'hours' } });
    fireEvent.submit(view.form);
    fireEvent.click(await panel.findByRole('button', { name: 'When are you open?' }));

    expect(send).toHaveBeenLastCalledWith(expect.any(String), { type: 'postback', message: { id: 'group-7', oriQue: 'hours', text: 'When are you open?' } });
    const userLines = () => Array.from(view.root.querySelectorAll('.row.user')).map((row) => row.textContent);
    expect(userLines()).toEqual(['hours', 'When are you open?']);
    await waitFor(() => expect(panel.getByRole('log')).toHaveTextContent('9:00 to 18:00.'));
  });

  it("rates an answer with the thumbs under it, naming the reply's mid; the greeting has none", async () => {
    const harness = startWidget();
    const { api, view, panel } = harness;
    await openPanel(harness);
    await waitFor(() => expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(panel.queryByRole('button', { name: 'Useful' })).toBeNull();
    fireEvent.input(panel.getByRole('textbox'), { target: { value: 'hours' } });
    fireEvent.submit(view.form);
    const notUseful = await panel.findByRole('button', { name: 'Not useful' });
    fireEvent.click(notUseful);
    await waitFor(() => expect(notUseful).toHaveAttribute('aria-pressed', 'true'));
    expect(api.feedback).toHaveBeenCalledWith(expect.stringMatching(/^web-/), '1', 2);
  });

  it('limits a question to 1,000 characters and counts them', async () => {
    const harness = startWidget();
    const { view, panel } = harness;
    await openPanel(harness);
    const input = panel.getByRole('textbox') as HTMLInputElement;
    await waitFor(() => expect(view.count).toHaveTextContent('0 / 1000 characters'));
    fireEvent.input(input, { target: { value: 'x'.repeat(1001) } });
    expect(view.count).toHaveTextContent('1000 / 1000 characters');
    expect(input.value).toBe('x'.repeat(1000));
    expect(input).toHaveAttribute('aria-describedby', view.count.id);
  });

  it('counts characters as the API does: an emoji is one, and a thousand of them fit', async () => {
    const harness = startWidget();
    const { view, panel } = harness;
    await openPanel(harness);
    const input = panel.getByRole('textbox') as HTMLInputElement;
    // A browser's maxlength counts UTF-16 units and would stop this at 500 emoji.
    expect(input).not.toHaveAttribute('maxlength');
    fireEvent.input(input, { target: { value: '🙂'.repeat(1200) } });
    expect(view.count).toHaveTextContent('1000 / 1000 characters');
    expect(Array.from(input.value)).toHaveLength(1000);
    // Cut between characters, never inside an emoji's pair.
    expect(input.value).toBe('🙂'.repeat(1000));
  });

  it('shows the chat error with a retry when the bot cannot be reached, and the retry sends the question again', async () => {
    const send = jest
      .fn<Promise<CallResult<PublicMessageReply>>, [string, OutgoingMessage]>()
      .mockResolvedValueOnce({ kind: 'failed' })
      .mockResolvedValueOnce(reply('Here it is.'));
    const harness = startWidget({ send });
    const { view, panel } = harness;
    await openPanel(harness);
    await waitFor(() => expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled());
    fireEvent.input(panel.getByRole('textbox'), { target: { value: 'question' } });
    fireEvent.submit(view.form);
    const log = panel.getByRole('log');
    await waitFor(() => expect(log).toHaveTextContent("Sorry, I'm unable to respond to your message right now. Please try again later."));
    fireEvent.click(within(log).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(log).toHaveTextContent('Here it is.'));
    expect(log).not.toHaveTextContent("Sorry, I'm unable");
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][1]).toEqual(send.mock.calls[0][1]);
  });
});

describe('refusals', () => {
  it('explains a page outside the trusted domains, and the launcher still opens and closes the panel', async () => {
    const harness = startWidget({ config: jest.fn(async () => ({ kind: 'blocked', code: 'DOMAIN_NOT_ALLOWED' }) as CallResult<WidgetConfigReply>) });
    const { view, panel } = harness;
    // Nothing told the widget the bot's language: it speaks Traditional Chinese.
    const launcher = await openPanel(harness, /開啟對話/);
    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent('此網站不在允許的網域清單中'));
    expect(panel.getByRole('textbox')).toBeDisabled();
    fireEvent.click(launcher);
    expect(view.panel.hidden).toBe(true);
    fireEvent.click(launcher);
    expect(view.panel.hidden).toBe(false);
  });

  it('explains an inactive web platform when a question is refused, in the bot language remembered from before', async () => {
    const vendorId = 'vendor-remembered';
    startWidget({}, vendorId);
    await waitFor(() => expect(visitorMemory(vendorId).language()).toBe('en'));
    document.body.replaceChildren();

    const harness = startWidget({ config: jest.fn(async () => ({ kind: 'blocked', code: 'PLATFORM_INACTIVE' }) as CallResult<WidgetConfigReply>) }, vendorId);
    const { panel } = harness;
    await openPanel(harness);
    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent('The chat is not available: the web platform is not activated for this chatbot.'));
  });

  it('answers again once the owner lifts the refusal and the panel is opened again', async () => {
    const config = jest
      .fn<Promise<CallResult<WidgetConfigReply>>, []>()
      .mockResolvedValueOnce({ kind: 'ok', body: CONFIG })
      .mockResolvedValue({ kind: 'ok', body: CONFIG });
    const send = jest.fn<Promise<CallResult<PublicMessageReply>>, [string, OutgoingMessage]>().mockResolvedValueOnce({ kind: 'blocked', code: 'DOMAIN_NOT_ALLOWED' });
    const harness = startWidget({ config, send });
    const { view, panel } = harness;
    const launcher = await openPanel(harness);
    await waitFor(() => expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled());
    fireEvent.input(panel.getByRole('textbox'), { target: { value: 'hello' } });
    fireEvent.submit(view.form);
    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent('This website is not in the allowed domain list'));
    expect(panel.getByRole('textbox')).toBeDisabled();

    fireEvent.click(launcher);
    fireEvent.click(launcher);
    await waitFor(() => expect(view.notice.hidden).toBe(true));
    expect(panel.getByRole('textbox')).toBeEnabled();
    expect(config).toHaveBeenCalledTimes(2);
  });
});

describe('keyboard and language', () => {
  it('closes on Escape and gives focus back to the launcher', async () => {
    const harness = startWidget();
    const { view, panel } = harness;
    const launcher = await openPanel(harness);
    const input = panel.getByRole('textbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(view.panel.hidden).toBe(true);
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(activeElement(view)).toBe(launcher);
  });

  it('speaks the bot language, and Traditional Chinese for a language it does not know', async () => {
    const japanese = startWidget({ config: jest.fn(async () => ({ kind: 'ok', body: { ...CONFIG, language: 'jp' } }) as CallResult<WidgetConfigReply>) });
    await openPanel(japanese, /チャットを開く/);
    expect(japanese.panel.getByRole('button', { name: '送信' })).toBeInTheDocument();
    expect(japanese.panel.getByRole('textbox', { name: '質問を入力してください…' })).toBeInTheDocument();
    expect(japanese.view.root.lang).toBe('ja');
    document.body.replaceChildren();

    const unknown = startWidget({ config: jest.fn(async () => ({ kind: 'ok', body: { ...CONFIG, language: 'de' } }) as unknown as CallResult<WidgetConfigReply>) });
    await waitFor(() => expect(unknown.view.title).toHaveTextContent('Ask us'));
    await openPanel(unknown, /開啟對話/);
    expect(unknown.panel.getByRole('button', { name: '送出' })).toBeInTheDocument();
    expect(unknown.view.root.lang).toBe('zh-Hant');
  });
});

describe('the embed script', () => {
  it('calls the API on the origin the script came from and offers open() and close() to the site', async () => {
    const calls: string[] = [];
    const fetchStub = jest.fn(async (url: string) => {
      calls.push(url);
      return { ok: true, json: async () => (url.endsWith('/config') ? CONFIG : { userId: 'u', messages: [] }) } as Response;
    });
    Object.assign(window, { fetch: fetchStub });
    const script = document.createElement('script');
    script.src = 'https://bots.example.net/widget.js';
    script.dataset.vendor = 'v-123';
    try {
      const handle = mountWidget(script);
      expect(handle).toBe(window.QaBotWidget);
      expect(mountWidget(script)).toBeUndefined();
      await waitFor(() => expect(calls).toEqual(['https://bots.example.net/webhook/web/v-123/config']));
      handle?.open();
      const host = document.querySelector('[data-qa-bot-widget]');
      const panel = within(host?.shadowRoot?.querySelector('.root') as HTMLElement);
      expect(panel.getByRole('dialog').hidden).toBe(false);
      await waitFor(() => expect(calls).toContain('https://bots.example.net/webhook/web/v-123/history'));
      handle?.close();
      expect(panel.getByRole('dialog').hidden).toBe(true);
    } finally {
      delete window.QaBotWidget;
      Reflect.deleteProperty(window, 'fetch');
    }
  });
});
