// `npx tsx scripts/bench-csv-read.ts`: how long the Q&A import's reader (readQaCsv, on the event loop) takes for 5 MB
// files of two shapes: one group of as many rows as fit (refused, more than 200 phrasings) and one group per row
// (accepted by the reader; the plan's limit is counted after it). Best of three runs each.
import { readQaCsv } from '../backend/qa/qa-csv';
import { QA_IMPORT_MAX_BYTES } from '../schema/rules/constants';

function fileOf(row: (i: number) => string): { text: string; rows: number } {
  const rows = ['group,question,answer'];
  let bytes = rows[0].length;
  for (let i = 0; ; i++) {
    const next = row(i);
    if (bytes + next.length + 1 > QA_IMPORT_MAX_BYTES) break;
    rows.push(next);
    bytes += next.length + 1;
  }
  return { text: rows.join('\n'), rows: rows.length - 1 };
}

const shapes = {
  'one group': fileOf((i) => `g,question number ${i},answer ${i}`),
  'a group per row': fileOf((i) => `g${i},question number ${i},answer ${i}`),
};

for (const [name, { text, rows }] of Object.entries(shapes)) {
  const times: number[] = [];
  let ok = false;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    ok = readQaCsv(text).ok;
    times.push(performance.now() - started);
  }
  process.stdout.write(`${name}: ${rows.toLocaleString('en')} rows, ${(text.length / 1024 / 1024).toFixed(1)} MB, ${ok ? 'accepted' : 'refused'}, best ${Math.round(Math.min(...times))} ms\n`);
}
