// The rows of the message list: the visitor's lines, the bot's lines with its icon, similar-question buttons and
// rating thumbs, the typing indicator and the §8 error line with its retry.
import type { PublicButton } from '../../schema/rest';
import { el, linkified, showIcon } from './dom';
import { ROBOT_SVG } from './view';

export interface BotLine {
  text: string;
  title?: string;
  buttons?: PublicButton[];
}

export class Conversation {
  constructor(
    private readonly list: HTMLElement,
    /** The robot icon's URL from the config; the built-in icon when undefined. */
    private readonly robotIconUrl: () => string | undefined,
  ) {}

  clear(): void {
    this.list.replaceChildren();
  }

  addUser(text: string): void {
    const bubble = el('div', { class: 'bubble' });
    bubble.textContent = text;
    this.append(el('div', { class: 'row user' }, bubble));
  }

  /** A bot line; `rating` (the thumbs of a reply that can be rated) goes at its foot. */
  addBot(line: BotLine, choose: (button: PublicButton) => void, rating?: HTMLElement): void {
    const bubble = el('div', { class: 'bubble' });
    // A suggestion carries the postback message as both title and text; show it once.
    if (line.title && line.title !== line.text) bubble.append(el('strong', {}, line.title));
    bubble.append(...linkified(line.text || line.title || ''));
    if (line.buttons?.length) {
      const choices = el('div', { class: 'choices' });
      for (const button of line.buttons) {
        const choice = el('button', { type: 'button', class: 'choice' });
        choice.textContent = button.text;
        choice.addEventListener('click', () => choose(button));
        choices.append(choice);
      }
      bubble.append(choices);
    }
    if (rating) bubble.append(rating);
    this.append(this.botRow('row bot', bubble));
  }

  /** Shows that the bot is answering; returns the function that removes the indicator. */
  addTyping(label: string): () => void {
    const bubble = el('div', { class: 'bubble' }, el('span', { class: 'dot' }), el('span', { class: 'dot' }), el('span', { class: 'dot' }), el('span', { class: 'sr' }, label));
    const row = this.botRow('row bot typing', bubble);
    this.append(row);
    return () => row.remove();
  }

  /** The chat error with a retry button; the line goes away once `retry` accepts (answers true). */
  addError(text: string, retryLabel: string, retry: () => boolean): void {
    const button = el('button', { type: 'button', class: 'retry' }, retryLabel);
    const row = this.botRow('row bot error', el('div', { class: 'bubble' }, text, el('div', { class: 'choices' }, button)));
    button.addEventListener('click', () => {
      if (retry()) row.remove();
    });
    this.append(row);
  }

  private botRow(className: string, bubble: HTMLElement): HTMLDivElement {
    const avatar = el('span', { class: 'avatar', 'aria-hidden': 'true' });
    showIcon(avatar, this.robotIconUrl(), ROBOT_SVG);
    return el('div', { class: className }, avatar, bubble);
  }

  private append(row: HTMLElement): void {
    this.list.append(row);
    this.list.scrollTop = this.list.scrollHeight;
  }
}
