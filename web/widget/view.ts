// The widget's fixed markup: a launcher button and the chat panel (header, news ticker, notice, messages,
// composer), built once inside a shadow root. Texts and colours are filled in later by the chat widget.
import { MESSAGE_MAX_CHARS } from '../../schema/rules/constants';
import { el, icon, showIcon } from './dom';
import { WIDGET_CSS } from './styles';
import type { WidgetStrings } from './strings';

export const CHAT_SVG =
  '<svg viewBox="0 0 24 24" fill="currentColor"><path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 7a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm5 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm5 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"/></svg>';
export const ROBOT_SVG =
  '<svg viewBox="0 0 24 24" fill="currentColor"><path d="M11 2h2v3h4a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3h4V2zM9 10a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm6 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm-6 5v1.5h6V15H9zM1 10h2v5H1zm20 0h2v5h-2z"/></svg>';
const CLOSE_SVG =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"><path d="M6 6l12 12M18 6L6 18"/></svg>';

const PANEL_ID = 'qa-bot-widget-panel';

export interface WidgetView {
  /** The element added to the host page; everything else lives in its shadow root. */
  host: HTMLDivElement;
  root: HTMLDivElement;
  launcher: HTMLButtonElement;
  launcherIcon: HTMLSpanElement;
  launcherName: HTMLSpanElement;
  launcherLabel: HTMLSpanElement;
  panel: HTMLElement;
  avatar: HTMLSpanElement;
  title: HTMLHeadingElement;
  close: HTMLButtonElement;
  ticker: HTMLDivElement;
  notice: HTMLDivElement;
  messages: HTMLDivElement;
  form: HTMLFormElement;
  input: HTMLInputElement;
  count: HTMLSpanElement;
  send: HTMLButtonElement;
}

export function buildView(): WidgetView {
  const host = el('div', { 'data-qa-bot-widget': '' });
  // Inline and important, so host page rules on div cannot hide or move the widget's anchor.
  for (const [name, value] of [['display', 'block'], ['position', 'static'], ['margin', '0'], ['padding', '0'], ['border', '0']]) host.style.setProperty(name, value, 'important');
  const shadow = host.attachShadow({ mode: 'open' });

  const launcherIcon = icon(CHAT_SVG);
  const launcherName = el('span', { class: 'sr' });
  const launcherLabel = el('span', { hidden: '' });
  const launcher = el('button', { type: 'button', class: 'launcher', 'aria-expanded': 'false', 'aria-controls': PANEL_ID }, launcherIcon, launcherName, launcherLabel);

  const avatar = el('span', { class: 'avatar', 'aria-hidden': 'true' });
  showIcon(avatar, undefined, ROBOT_SVG);
  const title = el('h2');
  const close = el('button', { type: 'button', class: 'close' }, icon(CLOSE_SVG));
  const ticker = el('div', { class: 'ticker', hidden: '' });
  const notice = el('div', { class: 'notice', role: 'alert', hidden: '' });
  const messages = el('div', { class: 'messages', role: 'log', 'aria-live': 'polite' });
  const count = el('span', { class: 'count', id: 'qa-bot-widget-count' });
  // No maxlength: a browser counts it in UTF-16 units (an emoji is two), the API in characters; updateCount keeps it.
  const input = el('input', { type: 'text', autocomplete: 'off', 'aria-describedby': count.id });
  const send = el('button', { type: 'submit', class: 'send' });
  const form = el('form', { class: 'composer' }, input, count, send);
  const panel = el('section', { id: PANEL_ID, class: 'panel', role: 'dialog', hidden: '' }, el('header', { class: 'header' }, avatar, title, close), ticker, notice, messages, form);

  const root = el('div', { class: 'root' }, panel, launcher);
  shadow.append(el('style', {}, WIDGET_CSS), root);
  return { host, root, launcher, launcherIcon, launcherName, launcherLabel, panel, avatar, title, close, ticker, notice, messages, form, input, count, send };
}

/** Puts the words of one language on the fixed parts of the view. */
export function applyStrings(view: WidgetView, strings: WidgetStrings, languageTag: string): void {
  view.root.lang = languageTag;
  view.launcherName.textContent = strings.openChat;
  view.close.setAttribute('aria-label', strings.closeChat);
  view.close.title = strings.closeChat;
  view.ticker.setAttribute('aria-label', strings.news);
  view.messages.setAttribute('aria-label', strings.conversation);
  view.input.placeholder = strings.placeholder;
  view.input.setAttribute('aria-label', strings.placeholder);
  view.send.textContent = strings.send;
  updateCount(view, strings);
}

/**
 * Shows how many characters the question holds (code points, as the API counts them), cutting what is typed or pasted
 * past the limit.
 */
export function updateCount(view: WidgetView, strings: WidgetStrings): void {
  const characters = Array.from(view.input.value);
  if (characters.length > MESSAGE_MAX_CHARS) view.input.value = characters.slice(0, MESSAGE_MAX_CHARS).join('');
  const length = Math.min(characters.length, MESSAGE_MAX_CHARS);
  view.count.textContent = strings.characterCount.replace('{count}', String(length)).replace('{max}', String(MESSAGE_MAX_CHARS));
  view.count.classList.toggle('full', length >= MESSAGE_MAX_CHARS);
}
