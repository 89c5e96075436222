// One timer per bot that runs its work once the bot's changes pause: each new change starts the wait again. Used by
// the caches that rebuild a bot's value soon after a change rather than on its next reply.

export class QuietTimers {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly quietMs: number) {}

  /** Runs `work` for the bot once `quietMs` pass without another call for it; never keeps the process alive. */
  after(chatbotId: string, work: () => void): void {
    clearTimeout(this.timers.get(chatbotId));
    const timer = setTimeout(() => {
      this.timers.delete(chatbotId);
      work();
    }, this.quietMs);
    timer.unref();
    this.timers.set(chatbotId, timer);
  }

  /** Whether the bot's work is still waiting. */
  has(chatbotId: string): boolean {
    return this.timers.has(chatbotId);
  }
}
