// Per-message cost of the answer engine's `match` on one bot's index, without server or database:
//   npx tsx scripts/bench-match.ts [--qa ../shared/data/faq-zh-tw-taipei.qa.csv] [--queries FILE.jsonl]
//     [--synthetic 3000] [--rounds 5] [--json] [--set name=value ...]
// Messages: the labelled queries plus synthetic ones cut from the FAQ's own questions (seeded, so every run sends
// the same). Prints p50/p99/mean µs per message and the bytes allocated per message (young-generation growth
// plus array buffers, measured on messages during which no garbage collection ran), then the p50 of the labelled
// queries sent again (messages seen lately). The checksum changes if any result changes.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { getHeapSpaceStatistics } from 'node:v8';
import { buildIndex, loadIndex, match, parseQaCsv, percentile, type QaGroupInput } from '../backend/answering';
import { readOverrides } from './support/match-options';

/** Mulberry32: a small seeded generator, so the synthetic messages are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Messages that look like users': a piece of one question, sometimes joined to a piece of another or to noise. */
function syntheticMessages(groups: QaGroupInput[], count: number): string[] {
  const random = seeded(20261122);
  const questions = groups.flatMap((group) => group.questions);
  const piece = () => {
    const characters = Array.from(questions[Math.floor(random() * questions.length)]);
    const length = Math.max(2, Math.round(characters.length * (0.4 + 0.5 * random())));
    const start = Math.floor(random() * (characters.length - length + 1));
    return characters.slice(start, start + length).join('');
  };
  const messages: string[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random();
    if (roll < 0.6) messages.push(piece());
    else if (roll < 0.9) messages.push(`${piece()}，${piece()}`);
    else messages.push(`請問${piece()}怎麼辦？ thanks ${Math.floor(random() * 1000)}`);
  }
  return messages;
}

function youngAndBufferBytes(): number {
  let bytes = 0;
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name === 'new_space' || space.space_name === 'new_large_object_space') bytes += space.space_used_size;
  }
  return bytes + process.memoryUsage().arrayBuffers;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      qa: { type: 'string', default: '../shared/data/faq-zh-tw-taipei.qa.csv' },
      queries: { type: 'string', default: '../shared/data/faq-zh-tw-taipei.dev-queries.jsonl' },
      synthetic: { type: 'string', default: '3000' },
      rounds: { type: 'string', default: '5' },
      json: { type: 'boolean', default: false },
      set: { type: 'string', multiple: true, default: [] },
    },
  });
  const options = readOverrides(values.set);
  const parsed = parseQaCsv(readFileSync(values.qa, 'utf8'));
  if (!parsed.ok) throw new Error(`bad CSV: ${parsed.errors.map((error) => `line ${error.line}: ${error.message}`).join('; ')}`);
  const labelled = readFileSync(values.queries, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { query: string }).query);
  const messages = [...labelled, ...syntheticMessages(parsed.groups, Number(values.synthetic))];
  const index = loadIndex(JSON.parse(JSON.stringify(buildIndex(parsed.groups))));

  for (const message of messages) match(index, message, options); // warm-up: compiled code and lazily filled caches
  const latencies: number[] = [];
  const allocations: number[] = [];
  let checksum = 0;
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const message of messages) {
      const before = youngAndBufferBytes();
      const start = performance.now();
      const result = match(index, message, options);
      latencies.push((performance.now() - start) * 1000);
      const grown = youngAndBufferBytes() - before;
      if (grown >= 0) allocations.push(grown); // a negative growth means a collection ran in between
      if (round === 0) checksum = (checksum * 31 + result.candidates.length + Math.round((result.candidates[0]?.score ?? 0) * 1e6)) % 1e9;
    }
  }
  // The labelled queries again, back to back: each is now a message the index has seen lately (its analysis is kept).
  const repeated: number[] = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const message of labelled) {
      const start = performance.now();
      match(index, message, options);
      repeated.push((performance.now() - start) * 1000);
    }
  }
  const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / Math.max(list.length, 1);
  const figures = {
    messages: messages.length,
    rounds: Number(values.rounds),
    p50Us: Math.round(percentile(latencies, 0.5)),
    p99Us: Math.round(percentile(latencies, 0.99)),
    meanUs: Math.round(mean(latencies)),
    bytesPerMessage: Math.round(percentile(allocations, 0.5)),
    repeatedP50Us: Math.round(percentile(repeated, 0.5)),
    checksum,
  };
  process.stdout.write(
    `${figures.messages} messages × ${figures.rounds}: match p50 ${figures.p50Us} µs, p99 ${figures.p99Us} µs, mean ${figures.meanUs} µs, ` +
      `≈ ${(figures.bytesPerMessage / 1024).toFixed(1)} KiB allocated per message (median); ` +
      `a repeated message p50 ${figures.repeatedP50Us} µs; checksum ${figures.checksum}\n`,
  );
  if (values.json) process.stdout.write(JSON.stringify(figures) + '\n');
}

main();
