// The news ticker under the panel's header: one message at a time, the next sliding in every few seconds,
// paused while the pointer is over it. Visitors who ask for reduced motion get every message, still.
import { el } from './dom';

const ROTATE_MS = 5000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export class Ticker {
  private messages: string[] = [];
  private index = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private paused = false;

  constructor(private readonly element: HTMLElement) {
    element.addEventListener('mouseenter', () => (this.paused = true));
    element.addEventListener('mouseleave', () => (this.paused = false));
  }

  show(messages: string[]): void {
    this.stop();
    this.messages = messages.filter((message) => message.trim() !== '');
    this.index = 0;
    this.element.hidden = this.messages.length === 0;
  }

  /** Runs only while the panel is open, so a closed widget keeps no timer on the host page. */
  start(): void {
    this.stop();
    if (this.messages.length === 0) return;
    const still = prefersReducedMotion() || this.messages.length === 1;
    this.element.classList.toggle('static', still);
    if (still) {
      this.element.replaceChildren(...this.messages.map((message) => el('p', {}, message)));
      return;
    }
    this.render();
    this.timer = setInterval(() => {
      if (this.paused) return;
      this.index = (this.index + 1) % this.messages.length;
      this.render();
    }, ROTATE_MS);
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  private render(): void {
    // A new element restarts the slide-in animation.
    this.element.replaceChildren(el('p', {}, this.messages[this.index]));
  }
}
