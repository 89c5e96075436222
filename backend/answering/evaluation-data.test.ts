import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSharedData } from '../../tests/support/shared-data';
import { parseQaCsv } from './csv';
import type { LabelledQuery } from './evaluation';

// The project's own held-out queries (eval/README.md) must name groups of the Taipei FAQ they were written for.
const faq = parseQaCsv(readSharedData('faq-zh-tw-taipei.qa.csv'));
const readQueries = (file: string) =>
  readFileSync(join(process.cwd(), 'eval', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledQuery);

describe.each([
  ['faq-zh-tw-taipei.heldout-queries.jsonl', 100, 15],
  ['faq-zh-tw-taipei.heldout2-queries.jsonl', 100, 15],
  ['faq-zh-tw-taipei.heldout3-queries.jsonl', 60, 30],
])('the held-out Taipei queries %s', (file, inScope, outOfScope) => {
  const groups = new Set(faq.ok ? faq.groups.map((group) => group.id) : []);
  const heldOut = readQueries(file);

  it(`name only groups of the Taipei FAQ, ${inScope} in scope and ${outOfScope} out of scope`, () => {
    expect(faq.ok).toBe(true);
    const named = heldOut.flatMap((labelled) => [labelled.expected, ...(labelled.also_ok ?? [])]).filter((id) => id !== null);
    expect(named.filter((id) => !groups.has(id))).toEqual([]);
    expect(heldOut.filter((labelled) => labelled.expected !== null)).toHaveLength(inScope);
    expect(heldOut.filter((labelled) => labelled.expected === null)).toHaveLength(outOfScope);
  });

  it('are distinct messages a visitor could send (within the 1,000-character limit)', () => {
    const queries = heldOut.map((labelled) => labelled.query.trim());
    expect(new Set(queries).size).toBe(queries.length);
    expect(queries.filter((query) => query.length === 0 || query.length > 1000)).toEqual([]);
  });
});
