// The database rate limits count in fixed windows that start on the clock's quarter hours (hourly windows start on
// one of them too), so a test that counts attempts up to a limit would see its counter reset if it ran across an
// edge. Such a test starts, when it is within `marginMs` of the next edge, only once the edge has passed.
const QUARTER_HOUR_MS = 15 * 60 * 1000;

export async function awayFromWindowEdge(marginMs = 20_000): Promise<void> {
  const untilEdge = QUARTER_HOUR_MS - (Date.now() % QUARTER_HOUR_MS);
  if (untilEdge < marginMs) await new Promise((resolve) => setTimeout(resolve, untilEdge + 50));
}
