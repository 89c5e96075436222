// What a question asks about: when, where, how much, who may, which papers, how to apply, whom to call, what
// rules, what differs, why. An FAQ often holds a family of near-identical entries about one subject that differ
// only there (輪狀病毒疫苗補助 … 對象為何 / 年齡為何 / 實施期間), and the words a citizen asks it with (哪些人,
// 哪時候, 帶什麼) are rarely the entry's, so BM25 cannot tell the members apart. Cue words on both sides can: they
// are the engine's language pack's (languages/zh-tw/aspect-cues.txt), a bit per aspect in the file's order.
import { enginePack } from './language-pack';
import { normalise } from './normalise';
import { tokenise } from './tokenise';

let cues: { aspect: number; cue: string }[] | undefined;
const normalisedCues = () =>
  (cues ??= enginePack().aspectCues.flatMap(({ cues: words }, aspect) =>
    words.map((word) => ({ aspect, cue: normalise(word).replace(/ /g, '') })),
  ));

/** The aspects normalised text asks about, one bit each (0: none named). */
export function askedAspects(normalised: string): number {
  const text = normalised.replace(/ /g, '');
  let aspects = 0;
  for (const { aspect, cue } of normalisedCues()) if (text.includes(cue)) aspects |= 1 << aspect;
  return aspects;
}

/** The words and CJK character pairs of normalised text: what two phrasings of one family share. */
export function telling(normalised: string): Set<string> {
  return new Set(tokenise(normalised).filter((term) => term.kind === 'word' || term.kind === 'cjk2').map((term) => term.text));
}

/** Share of the smaller set that the other holds (0–1): how much two phrasings are about the same thing. */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  return shared / small.size;
}
