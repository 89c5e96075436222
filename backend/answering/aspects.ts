// What a question asks about: when, where, how much, who may, which papers, how to apply, whom to call, what
// rules, what differs, why. An FAQ often holds a family of near-identical entries about one subject that differ
// only there (輪狀病毒疫苗補助 … 對象為何 / 年齡為何 / 實施期間), and the words a citizen asks it with (哪些人,
// 哪時候, 帶什麼) are rarely the entry's, so BM25 cannot tell the members apart. Cue words on both sides can.
import { normalise } from './normalise';
import { tokenise } from './tokenise';

/**
 * Cue words per aspect, a citizen's and an official text's side by side (Traditional script, Taiwan usage). A cue
 * must not stand inside a common wording of another aspect: 何處 is left out because it stands in 如何處理.
 */
const ASPECT_CUES: readonly (readonly string[])[] = [
  // when
  ['什麼時候', '何時', '哪時候', '幾點', '哪一天', '哪天', '哪幾天', '日期', '時間', '期間', '期限', '多久', '時程', '截止', '幾月'],
  // where
  ['哪裡', '哪邊', '在哪', '地點', '地址', '位置', '哪家', '哪一家', '去哪'],
  // how much it costs
  ['多少錢', '費用', '收費', '票價', '價格', '金額', '價錢', '要錢', '免費', '付費', '幾塊'],
  // who may
  ['哪些人', '誰可以', '對象', '資格', '條件', '符合', '適用', '什麼人'],
  // which papers
  ['文件', '證件', '帶什麼', '準備什麼', '檢附', '應備', '要帶', '準備哪些'],
  // how to apply
  ['怎麼申請', '如何申請', '流程', '程序', '步驟', '方式', '怎麼辦理', '如何辦理', '手續', '怎麼報名', '如何報名', '報名'],
  // whom to contact
  ['電話', '打給誰', '聯絡', '洽詢', '找誰', '客服', '窗口', '打哪'],
  // what rules
  ['規定', '限制', '限定'],
  // what differs
  ['差別', '不同', '差在哪', '差異', '不一樣'],
  // why
  ['為什麼', '原因', '理由', '為啥'],
];

let cues: { aspect: number; cue: string }[] | undefined;
const normalisedCues = () =>
  (cues ??= ASPECT_CUES.flatMap((words, aspect) => words.map((word) => ({ aspect, cue: normalise(word).replace(/ /g, '') }))));

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
