// A small circuit breaker: after `threshold` consecutive failures it refuses calls for `cooldownMs`, so a dead
// provider costs nothing per message; then it lets one trial call through, which closes or re-opens it. Opening also
// aborts `tripped`, so the calls still waiting on the provider give up at once instead of each waiting out its budget.

export interface CircuitBreaker {
  /** Whether a call may go to the provider now (at most one trial at a time once the cool-down is over). */
  tryAcquire(): boolean;
  succeeded(): void;
  failed(): void;
  /** Gives back a trial slot whose call ended in neither success nor provider failure (the caller aborted). */
  released(): void;
  readonly state: 'closed' | 'open' | 'half-open';
  /** Aborts when the breaker opens; a call takes it when acquired. A fresh one once calls may go through again. */
  readonly tripped: AbortSignal;
}

export function createCircuitBreaker(options: { threshold: number; cooldownMs: number; now: () => Date }): CircuitBreaker {
  let failures = 0;
  let openedAt: number | undefined;
  let trialRunning = false;
  let trip = new AbortController();

  const coolingDown = () => openedAt !== undefined && options.now().getTime() - openedAt < options.cooldownMs;

  return {
    get state() {
      if (openedAt === undefined) return 'closed';
      return coolingDown() ? 'open' : 'half-open';
    },
    get tripped() {
      return trip.signal;
    },
    tryAcquire() {
      if (openedAt === undefined) return true;
      if (coolingDown() || trialRunning) return false;
      trialRunning = true;
      trip = new AbortController();
      return true;
    },
    succeeded() {
      failures = 0;
      openedAt = undefined;
      trialRunning = false;
    },
    failed() {
      // Only a success resets the count, so a failed trial (past the threshold already) re-opens at once.
      failures += 1;
      if (failures >= options.threshold) {
        openedAt = options.now().getTime();
        trip.abort(new Error('The circuit breaker opened'));
      }
      trialRunning = false;
    },
    released() {
      trialRunning = false;
    },
  };
}
