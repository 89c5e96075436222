// Tests of the worker pools' users make one pool per test: this gives a factory whose pools are all closed after each
// test, so no thread outlives it.
export function closedAfterEach<Args extends unknown[], Pool extends { close(): Promise<void> }>(make: (...args: Args) => Pool): (...args: Args) => Pool {
  const made: Pool[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((pool) => pool.close()));
  });
  return (...args) => {
    const pool = make(...args);
    made.push(pool);
    return pool;
  };
}
