// The loop every background worker shares: on start it lets go of the claims this replica's earlier process left,
// and while an item runs it refreshes the item's claim every heartbeat, until the item ends.
import type { BackendDatabase } from '../db/database';
import { openTestDatabase } from '../../tests/support/test-database';
import { startPollingWorker } from './polling-worker';
import { workerIdentity, type WorkerIdentity } from './replica';

let database: BackendDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('startPollingWorker', () => {
  it('lets go of earlier claims before it claims anything, and beats while an item runs, and not after', async () => {
    const identity = workerIdentity('replica-a', 'now');
    const calls: string[] = [];
    const twoBeats = deferred();
    const finish = deferred();
    const ran = deferred();
    let items = ['job-1'];
    let beats = 0;
    const worker = await startPollingWorker<string>(database, {
      wakeChannel: 'polling_worker_test',
      identity,
      releaseEarlierClaims: (released: WorkerIdentity) => {
        calls.push(`release ${released.claimant}`);
        return Promise.resolve();
      },
      claim: (workerId) => {
        const [item, ...rest] = items;
        items = rest;
        if (item) calls.push(`claim ${item} as ${workerId}`);
        return Promise.resolve(item ? [item] : []);
      },
      heartbeat: (item, workerId) => {
        beats += 1;
        if (beats === 2) {
          calls.push(`beats for ${item} as ${workerId}`);
          twoBeats.resolve();
        }
        return Promise.resolve(true);
      },
      run: async () => {
        await finish.promise;
        ran.resolve();
      },
      heartbeatMs: 10,
      pollMs: 60_000,
    });
    await twoBeats.promise;
    finish.resolve();
    await ran.promise;
    await worker.stop();
    const beatsWhenDone = beats;
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(calls).toEqual(['release replica-a/now', 'claim job-1 as replica-a/now', 'beats for job-1 as replica-a/now']);
    expect(beats).toBe(beatsWhenDone);
  });
});
