// The widget's behaviour: opening and closing the panel, loading the bot's look once, restoring the visitor's
// conversation, sending questions and similar-question choices, rating replies, and explaining refusals in the panel.
import type { PublicButton, PublicMessageReply, WidgetConfigReply } from '../../schema/rest';
import type { BlockingCode, CallResult, OutgoingMessage, WidgetApi } from './api';
import { Conversation } from './conversation';
import { ratingBar } from './rating';
import { cssColor, el, showIcon } from './dom';
import { LANGUAGE_TAGS, isLanguage, widgetStrings, type WidgetStrings } from './strings';
import { Ticker } from './ticker';
import { applyStrings, CHAT_SVG, ROBOT_SVG, updateCount, type WidgetView } from './view';
import type { VisitorMemory } from './visitor';

type ConfigState = { kind: 'loading'; done: Promise<void> } | { kind: 'ready'; config: WidgetConfigReply } | { kind: 'blocked'; code: BlockingCode } | { kind: 'failed' };

export class ChatWidget {
  private strings: WidgetStrings;
  private state: ConfigState = { kind: 'failed' };
  private conversationShown = false;
  /** A question or the history restore is under way: the next question waits, so lines stay in order. */
  private busy = false;
  private readonly conversation: Conversation;
  private readonly ticker: Ticker;

  constructor(
    private readonly view: WidgetView,
    private readonly api: WidgetApi,
    private readonly visitor: VisitorMemory,
  ) {
    this.strings = widgetStrings(visitor.language());
    this.conversation = new Conversation(view.messages, () => (this.state.kind === 'ready' ? api.iconUrl(this.state.config.robotIconUrl) : undefined));
    this.ticker = new Ticker(view.ticker);
    applyStrings(view, this.strings, LANGUAGE_TAGS[visitor.language() ?? 'tw']);
    view.panel.setAttribute('aria-label', this.strings.conversation);
    // Nothing can be sent before the config says the channel is open to this page.
    view.send.disabled = true;
    this.listen();
  }

  /** Loads the config in the background so the launcher can show the bot's chat icon and label. */
  start(): void {
    void this.loadConfig();
  }

  get isOpen(): boolean {
    return !this.view.panel.hidden;
  }

  open(): void {
    if (this.isOpen) return;
    this.view.panel.hidden = false;
    this.view.launcher.setAttribute('aria-expanded', 'true');
    (this.view.input.disabled ? this.view.close : this.view.input).focus();
    void this.prepare();
  }

  close(): void {
    if (!this.isOpen) return;
    this.view.panel.hidden = true;
    this.view.launcher.setAttribute('aria-expanded', 'false');
    this.ticker.stop();
    this.view.launcher.focus();
  }

  private listen(): void {
    const { view } = this;
    view.launcher.addEventListener('click', () => (this.isOpen ? this.close() : this.open()));
    view.close.addEventListener('click', () => this.close());
    view.root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.isOpen) {
        event.stopPropagation();
        this.close();
      }
    });
    view.input.addEventListener('input', () => updateCount(view, this.strings));
    view.form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.ask();
    });
  }

  /** After opening: the config (again, if it failed or was refused before), then the conversation once. */
  private async prepare(): Promise<void> {
    if (this.state.kind === 'failed' || this.state.kind === 'blocked') await this.loadConfig();
    else if (this.state.kind === 'loading') await this.state.done;
    if (this.state.kind !== 'ready' || !this.isOpen) return;
    this.ticker.start();
    if (!this.conversationShown) await this.showConversation(this.state.config);
  }

  private loadConfig(): Promise<void> {
    const done = this.api.config().then((result) => this.applyConfig(result));
    this.state = { kind: 'loading', done };
    return done;
  }

  private applyConfig(result: CallResult<WidgetConfigReply>): void {
    if (result.kind === 'blocked') return this.block(result.code);
    if (result.kind === 'failed') {
      this.state = { kind: 'failed' };
      this.showNotice(this.strings.chatError, () => void this.prepare());
      return;
    }
    const config = result.body;
    this.state = { kind: 'ready', config };
    this.hideNotice();
    if (isLanguage(config.language)) {
      this.visitor.rememberLanguage(config.language);
      this.strings = widgetStrings(config.language);
      applyStrings(this.view, this.strings, LANGUAGE_TAGS[config.language]);
    }
    this.drawLook(config);
  }

  /** Colours, icons, label and ticker of the bot's web plugin settings. */
  private drawLook(config: WidgetConfigReply): void {
    const { view, api } = this;
    view.root.style.setProperty('--qa-bg', cssColor(config.headerBgColor, '#5046e5'));
    view.root.style.setProperty('--qa-fg', cssColor(config.headerTextColor, '#ffffff'));
    showIcon(view.launcherIcon, api.iconUrl(config.chatIconUrl), CHAT_SVG);
    view.launcherLabel.textContent = config.chatLabel;
    view.launcherLabel.hidden = config.chatLabel === '';
    showIcon(view.avatar, api.iconUrl(config.robotIconUrl), ROBOT_SVG);
    const name = config.chatLabel || config.robotName;
    view.title.textContent = name;
    view.panel.setAttribute('aria-label', name || this.strings.conversation);
    this.ticker.show(config.tickerMessages);
    this.setComposerEnabled(true);
  }

  /** The greeting, then the visitor's earlier exchanges (history survives page loads by the stored user id). */
  private async showConversation(config: WidgetConfigReply): Promise<void> {
    this.conversationShown = true;
    this.conversation.clear();
    if (config.greetingMsg) this.conversation.addBot({ text: config.greetingMsg, buttons: config.greetingButtons }, this.choose);
    const removeTyping = this.setBusy();
    const history = await this.api.history(this.visitor.userId);
    removeTyping();
    if (history.kind !== 'ok') {
      // The next opening tries again; a failed restore meanwhile leaves a fresh-looking conversation.
      this.conversationShown = false;
      if (history.kind === 'blocked') this.block(history.code);
      return;
    }
    for (const message of history.body.messages) {
      if (message.sender === 'USER') this.conversation.addUser(message.text);
      else this.conversation.addBot({ text: message.text, buttons: message.buttons }, this.choose, this.ratingOf(message.mid, message.feedback));
    }
  }

  private ask(): void {
    const text = this.view.input.value.trim();
    if (text === '' || !this.canSend()) return;
    this.view.input.value = '';
    updateCount(this.view, this.strings);
    // Sent with the button, which is held until the reply, the keyboard's place comes back to the box for the next one.
    this.view.input.focus();
    this.conversation.addUser(text);
    void this.deliver({ type: 'message', message: { text } });
  }

  /** A similar-question button: the chosen question becomes the visitor's line and is answered by its group. */
  private readonly choose = (button: PublicButton): void => {
    if (!this.canSend()) return;
    this.conversation.addUser(button.text);
    void this.deliver({ type: 'postback', message: { id: button.id, oriQue: button.oriQue, text: button.text } });
  };

  private canSend(): boolean {
    return this.state.kind === 'ready' && !this.busy;
  }

  /** Shows the typing indicator and holds the composer; returns the function that ends both. */
  private setBusy(): () => void {
    this.busy = true;
    this.view.send.disabled = true;
    const removeTyping = this.conversation.addTyping(this.strings.typing);
    return () => {
      removeTyping();
      this.busy = false;
      this.view.send.disabled = this.view.input.disabled;
    };
  }

  private async deliver(outgoing: OutgoingMessage): Promise<void> {
    const done = this.setBusy();
    const result: CallResult<PublicMessageReply> = await this.api.send(this.visitor.userId, outgoing);
    done();
    if (result.kind === 'ok') this.conversation.addBot(result.body.data, this.choose, this.ratingOf(result.body.mid));
    else if (result.kind === 'blocked') this.block(result.code);
    else this.conversation.addError(this.strings.chatError, this.strings.retry, () => this.resend(outgoing));
  }

  /** The thumbs of a reply that names its history id; a refusal (no mid) has none. */
  private ratingOf(mid: string, current: 0 | 1 | 2 = 0): HTMLElement | undefined {
    if (!mid) return undefined;
    return ratingBar(this.strings, async (rating) => (await this.api.feedback(this.visitor.userId, mid, rating)).kind === 'ok', current);
  }

  /** The retry of a failed question; refused (false) while another call is under way. */
  private resend(outgoing: OutgoingMessage): boolean {
    if (!this.canSend()) return false;
    void this.deliver(outgoing);
    return true;
  }

  /** The channel refuses this page: say why, and keep the launcher and panel working. */
  private block(code: BlockingCode): void {
    this.state = { kind: 'blocked', code };
    this.ticker.stop();
    this.setComposerEnabled(false);
    this.showNotice(code === 'DOMAIN_NOT_ALLOWED' ? this.strings.domainNotAllowed : this.strings.platformInactive);
  }

  private setComposerEnabled(enabled: boolean): void {
    this.view.input.disabled = !enabled;
    this.view.send.disabled = !enabled || this.busy;
  }

  private showNotice(text: string, retry?: () => void): void {
    const { notice } = this.view;
    notice.replaceChildren(el('span', {}, text));
    if (retry) {
      const button = el('button', { type: 'button', class: 'retry' }, this.strings.retry);
      button.addEventListener('click', () => {
        this.hideNotice();
        retry();
      });
      notice.append(button);
    }
    notice.hidden = false;
  }

  private hideNotice(): void {
    this.view.notice.hidden = true;
    this.view.notice.replaceChildren();
  }
}
