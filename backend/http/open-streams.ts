// The event streams a backend process holds open: every one is ended on shutdown, and those opened under a session
// are counted per session (a session may hold at most MAX_STREAMS_PER_SESSION at once).
export const MAX_STREAMS_PER_SESSION = 32;

export class OpenStreams {
  private readonly all = new Set<() => void>();
  private readonly perSession = new Map<string, Set<() => void>>();

  /** Holds the stream's `end`; false (and nothing held) when its session already holds as many as it may. */
  add(end: () => void, sessionId?: string): boolean {
    if (sessionId !== undefined) {
      const held = this.perSession.get(sessionId) ?? new Set();
      if (held.size >= MAX_STREAMS_PER_SESSION) return false;
      held.add(end);
      this.perSession.set(sessionId, held);
    }
    this.all.add(end);
    return true;
  }

  delete(end: () => void, sessionId?: string): void {
    this.all.delete(end);
    if (sessionId === undefined) return;
    const held = this.perSession.get(sessionId);
    held?.delete(end);
    if (held?.size === 0) this.perSession.delete(sessionId);
  }

  /** Ends every stream (shutdown). */
  endAll(): void {
    [...this.all].forEach((end) => end());
  }
}
