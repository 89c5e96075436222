// Rate-limit counters live in the database so every backend replica counts the same attempts.
export interface RateLimitTable {
  key: string;
  window_start: Date;
  count: number;
}
