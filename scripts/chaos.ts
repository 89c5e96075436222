// `npm run chaos [-- --only load,database,training,ingestion,model] [--json]`: the faults a replica meets in
// production, repeated against two running backends on one PostgreSQL server (a database of its own, dropped at the
// end) with a loopback language model: kill -9 during a load run, every database connection terminated, kill -9 during
// training and during knowledge ingestion, and a model that accepts connections and never answers. For each it
// prints the requests sent, accepted (answered 200), refused (an error the client saw: nothing accepted), lost
// (accepted but not recorded, or a job that never finished), the seconds until the product worked again, and
// whether a process exited that was not killed on purpose. Targets: nothing lost, recovery ≤ 10 s, no exit.
import path from 'node:path';
import { Client as PgClient } from 'pg';
import type { AutoQaDataDTO, TrainingStatusDTO } from '../schema/rest';
import { startFakeLlm, type FakeLlm } from '../tests/support/fake-llm';
import { createServerDatabase, type ServerDatabase } from '../tests/support/replicas';
import { Cluster, describe, healthy, load, qaCsv, seconds, sleep, unrecorded, waitFor } from './support/chaos-cluster';
import { uploadKnowledge } from './support/knowledge';
import { argValue, ProductClient, runMain } from './support/product';
import { readGroups } from './support/split-bot';

const TAIPEI = path.resolve(__dirname, '../../shared/data/faq-zh-tw-taipei.qa.csv');
const FAULTS = ['load', 'database', 'training', 'ingestion', 'model'] as const;
type Fault = (typeof FAULTS)[number];

interface Outcome {
  fault: string;
  sent: number;
  accepted: number;
  refused: number;
  lost: number;
  recoverySeconds: number | null;
  unexpectedExits: number;
  note: string;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const only = (argValue(args, '--only')?.split(',') ?? FAULTS) as Fault[];
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const groups = readGroups(TAIPEI);
  const outcomes: Outcome[] = [];
  let llm: FakeLlm | undefined;
  let database: ServerDatabase | undefined;
  let cluster: Cluster | undefined;
  let sql: PgClient | undefined;
  try {
    llm = await startFakeLlm();
    database = await createServerDatabase(serverUrl);
    cluster = new Cluster(database.url, {
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'chaos-chat',
      EMBEDDING_MODEL: 'chaos-embedding',
      // The load comes from one address and a few users: the limits under test here are not the rate limits.
      PUBLIC_API_USER_PER_MINUTE: '100000',
      PUBLIC_API_VENDOR_PER_MINUTE: '1000000',
      PUBLIC_API_ADDRESS_PER_MINUTE: '1000000',
    });
    await cluster.startAll();
    sql = new PgClient({ connectionString: database.url });
    await sql.connect();
    const db = sql;
    const owner = new ProductClient(cluster.url(0));
    await owner.signUp((email) => db.query("UPDATE accounts SET plan_code = 'enterprise' WHERE email = $1", [email]).then(() => undefined));
    const answering = await owner.createBot('Chaos answers', 'enterprise');
    await owner.importQaCsv(answering.chatbot_id, 'taipei.csv', qaCsv(groups, 1));
    await owner.train(answering.chatbot_id);
    await owner.activateApi(answering.chatbot_id);
    const c = cluster;

    if (only.includes('load')) {
      // kill -9 one replica 3 s into a 12 s run at 40 messages a second, and start it again a second later.
      let killedAt = 0;
      let backAt = 0;
      const run = sleep(12_000);
      const fault = (async () => {
        await sleep(3000);
        killedAt = performance.now();
        await c.kill(0);
        await sleep(1000);
        await c.restart(0);
        await waitFor('the killed replica answering', async () => ((await healthy(c.url(0))) ? true : undefined), 30_000);
        backAt = performance.now();
      })();
      const result = await load(c, answering.vendor_id, 'load', 40, run);
      await fault;
      outcomes.push({
        fault: 'kill -9 during load',
        sent: result.sent,
        accepted: result.acceptedUsers.length,
        refused: result.refused,
        lost: await unrecorded(db, answering.chatbot_id, result.acceptedUsers),
        recoverySeconds: seconds(backAt - killedAt),
        unexpectedExits: c.unexpectedExits,
        note: `recovery: from the kill to the restarted replica answering again; refusals ${describe(result.refusals)}`,
      });
    }

    if (only.includes('database')) {
      // Terminate every connection of both replicas 3 s into a 10 s run.
      const exitsBefore = c.unexpectedExits;
      let terminatedAt = 0;
      const run = sleep(10_000);
      const fault = (async () => {
        await sleep(3000);
        terminatedAt = performance.now();
        await db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      })();
      const result = await load(c, answering.vendor_id, 'database', 40, run);
      await fault;
      const recovered = result.lastFailureAt >= terminatedAt ? seconds(result.lastFailureAt - terminatedAt) : 0;
      outcomes.push({
        fault: 'database connections terminated',
        sent: result.sent,
        accepted: result.acceptedUsers.length,
        refused: result.refused,
        lost: await unrecorded(db, answering.chatbot_id, result.acceptedUsers),
        recoverySeconds: recovered,
        unexpectedExits: c.unexpectedExits - exitsBefore,
        note: `recovery: from the termination to the sending of the last refused request; refusals ${describe(result.refusals)}`,
      });
    }

    if (only.includes('training')) {
      const exitsBefore = c.unexpectedExits;
      const bot = await owner.createBot('Chaos training', 'enterprise');
      await owner.importQaCsv(bot.chatbot_id, 'taipei-x4.csv', qaCsv(groups, 4));
      await owner.request('POST', `/qa/${bot.chatbot_id}/train`);
      const claimed = await waitFor(
        'a replica claiming the training job',
        async () => {
          const { rows } = await db.query<{ claimed_by: string | null; state: string }>("SELECT claimed_by, state FROM jobs WHERE chatbot_id = $1 AND kind = 'training'", [bot.chatbot_id]);
          const job = rows[0];
          if (job?.state !== 'training') return job?.state === undefined ? undefined : job;
          return c.holderOf(job.claimed_by) === undefined ? undefined : job;
        },
        30_000,
        5,
      );
      if (claimed.state !== 'training') {
        outcomes.push({ fault: 'kill -9 during training', sent: 1, accepted: 1, refused: 0, lost: 0, recoverySeconds: null, unexpectedExits: 0, note: `the job ended (${claimed.state}) before the kill` });
      } else {
        const holder = c.holderOf(claimed.claimed_by)!;
        const killedAt = performance.now();
        await c.kill(holder);
        await sleep(1000);
        await c.restart(holder);
        const status = await waitFor(
          'the training job finishing after the kill',
          async () => {
            const training = await owner.request<TrainingStatusDTO>('GET', `/qa/${bot.chatbot_id}/training`);
            return training.job?.state === 'success' || training.job?.state === 'failure' ? training : undefined;
          },
          600_000,
          100,
        );
        outcomes.push({
          fault: 'kill -9 during training',
          sent: 1,
          accepted: 1,
          refused: 0,
          lost: status.job?.state === 'success' && status.trained_group_count === status.group_count ? 0 : 1,
          recoverySeconds: seconds(performance.now() - killedAt),
          unexpectedExits: c.unexpectedExits - exitsBefore,
          note: `recovery: from the kill to the job's success (${status.trained_group_count}/${status.group_count} groups)`,
        });
      }
    }

    if (only.includes('ingestion')) {
      const exitsBefore = c.unexpectedExits;
      const bot = await owner.createBot('Chaos knowledge', 'enterprise');
      llm.setBehaviour({ kind: 'delay', ms: 300, endpoint: 'embeddings' });
      const files = groups.slice(0, 10).map((group, i) => ({ name: `topic-${i}.txt`, content: `${[...group.questions, ...group.answers].join('\n')}\n`.repeat(20) }));
      await uploadKnowledge(owner, bot.chatbot_id, files);
      const claimed = await waitFor(
        'a replica claiming a file',
        async () => {
          const { rows } = await db.query<{ claimed_by: string | null }>("SELECT claimed_by FROM knowledge_files WHERE chatbot_id = $1 AND status = 'processing'", [bot.chatbot_id]);
          return rows.find((row) => c.holderOf(row.claimed_by) !== undefined);
        },
        30_000,
        5,
      );
      const holder = c.holderOf(claimed.claimed_by)!;
      const killedAt = performance.now();
      await c.kill(holder);
      await sleep(1000);
      await c.restart(holder);
      const data = await waitFor(
        'every file ingested after the kill',
        async () => {
          const result = await owner.request<AutoQaDataDTO>('GET', `/graph-rag/${bot.chatbot_id}/autoqa-data/`);
          return result.files.every((file) => file.status === 'ready' || file.status === 'failed') ? result : undefined;
        },
        600_000,
        100,
      );
      llm.setBehaviour({ kind: 'normal' });
      outcomes.push({
        fault: 'kill -9 during ingestion',
        sent: files.length,
        accepted: files.length,
        refused: 0,
        lost: data.files.filter((file) => file.status !== 'ready').length,
        recoverySeconds: seconds(performance.now() - killedAt),
        unexpectedExits: c.unexpectedExits - exitsBefore,
        note: 'recovery: from the kill to every file ready',
      });
    }

    if (only.includes('model')) {
      const exitsBefore = c.unexpectedExits;
      const bot = await owner.createBot('Chaos model', 'enterprise');
      await owner.uploadAutoFaq(bot.chatbot_id, 'answers.csv', ['title,answer', ...groups.filter((group) => group.answers[0].length <= 2000).slice(0, 200).map((group) => `"${group.questions[0].replace(/"/g, '""')}","${group.answers[0].replace(/"/g, '""')}"`)].join('\n'));
      await owner.activateApi(bot.chatbot_id);
      // The model accepts every connection and answers none within a minute.
      llm.setBehaviour({ kind: 'delay', ms: 60_000, endpoint: 'chat' });
      const started = performance.now();
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${c.url(i % 2)}/webhook/api/v2/${bot.vendor_id}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userId: `model-${i}`, type: 'message', message: { text: groups[i].questions[0] } }),
            signal: AbortSignal.timeout(60_000),
          }).then(
            async (response) => ({ ok: response.status === 200 && (await response.arrayBuffer()) !== undefined, ms: performance.now() - started, user: `model-${i}` }),
            () => ({ ok: false, ms: performance.now() - started, user: `model-${i}` }),
          ),
        ),
      );
      llm.setBehaviour({ kind: 'normal' });
      const accepted = replies.filter((reply) => reply.ok).map((reply) => reply.user);
      outcomes.push({
        fault: 'model accepts and never answers',
        sent: replies.length,
        accepted: accepted.length,
        refused: replies.length - accepted.length,
        lost: await unrecorded(db, bot.chatbot_id, accepted),
        recoverySeconds: seconds(Math.max(...replies.map((reply) => reply.ms))),
        unexpectedExits: c.unexpectedExits - exitsBefore,
        note: 'recovery: the slowest of 20 concurrent replies while the model hangs',
      });
    }
  } finally {
    // What the replicas reported as unexpected (answered 500), for the refusals above.
    const unexpected = (cluster?.replicas ?? []).flatMap((replica) => replica.output().split('\n').filter((line) => line.startsWith('unexpected error')));
    if (unexpected.length > 0) process.stderr.write(`${unexpected.length} unexpected errors, the first: ${unexpected.slice(0, 3).join('\n')}\n`);
    await sql?.end().catch(() => undefined);
    await cluster?.stop();
    await llm?.close();
    await database?.drop();
  }

  const table = [
    '| fault | sent | accepted | refused | lost | recovery s | unexpected exits |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...outcomes.map((o) => `| ${o.fault} | ${o.sent} | ${o.accepted} | ${o.refused} | ${o.lost} | ${o.recoverySeconds ?? '–'} | ${o.unexpectedExits} |`),
  ];
  process.stdout.write(`${table.join('\n')}\n\n${outcomes.map((o) => `- ${o.fault}: ${o.note}`).join('\n')}\n`);
  if (args.includes('--json')) process.stdout.write(`${JSON.stringify(outcomes)}\n`);
}

runMain(main);
