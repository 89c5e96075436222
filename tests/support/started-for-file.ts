// What a test file starts once before its tests and closes after them (a backend, a stand-in for a platform), reached
// through an accessor: a kit declares it while the file's tests are declared, before beforeAll has started anything.
export function startedForFile<T>(start: () => Promise<T>, close: (started: T) => Promise<unknown>): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started !== undefined) await close(started);
  });
  return () => {
    if (started === undefined) throw new Error('used before the test file started it (beforeAll)');
    return started;
  };
}
