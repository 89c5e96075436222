import { buildIndex, type QaGroupSource } from './answer-index';
import { decide, loadIndex, match, DEFAULT_MATCH_OPTIONS, type Candidate } from './match';
import { SynonymTable } from './synonyms';

const groups: QaGroupSource[] = [
  { id: 'pin', questions: ['How do I reset my PIN?', 'I forgot my card PIN'], answers: ['Reset it in the app under Card settings.'] },
  { id: 'transfer', questions: ['How long does a bank transfer take?'], answers: ['Transfers arrive within one working day.'] },
  { id: 'savings', questions: ['Open a savings account'], answers: ['Apply online in five minutes.'] },
  { id: 'checking', questions: ['Open a checking account'], answers: ['Apply online in five minutes.'] },
  { id: 'senior-card', questions: ['如何申請敬老卡？', '敬老卡要去哪裡辦理'], answers: ['請攜帶身分證到區公所辦理。'] },
  { id: 'parking', questions: ['路邊停車費如何繳納？'], answers: ['可至超商或使用行動支付繳納。'] },
];
const index = buildIndex(groups);

describe('match', () => {
  it('answers a paraphrase with the group it belongs to and names the phrasing that matched', () => {
    const result = match(index, "I can't remember the PIN for my card");
    expect(result.decision).toEqual({ kind: 'answer', groupId: 'pin', candidates: [result.candidates[0]] });
    expect(result.candidates[0]).toMatchObject({ groupId: 'pin', question: 'I forgot my card PIN' });
  });

  it('finds a Traditional Chinese group from a Simplified Chinese query', () => {
    const result = match(index, '怎么申请敬老卡');
    expect(result.decision.kind).toBe('answer');
    expect(result.decision.groupId).toBe('senior-card');
  });

  it('matches across full-width characters and punctuation', () => {
    expect(match(index, 'ＨＯＷ　ＬＯＮＧ　ＤＯＥＳ　Ａ　ＴＲＡＮＳＦＥＲ　ＴＡＫＥ？').decision.groupId).toBe('transfer');
  });

  it('gives none for a message about something no group covers', () => {
    const result = match(index, 'Which football team won the league last season?');
    expect(result.decision).toEqual({ kind: 'none', candidates: [] });
  });

  it('gives none for an empty or punctuation-only message', () => {
    expect(match(index, '？？！').decision.kind).toBe('none');
  });

  it('suggests both groups when two are about equally close', () => {
    const result = match(index, 'I want to open an account');
    expect(result.decision.kind).toBe('suggest');
    expect(result.decision.candidates.map((candidate) => candidate.groupId).sort()).toEqual(['checking', 'savings']);
  });

  it('ranks candidates by descending score and caps them', () => {
    const { candidates } = match(index, 'open account card pin transfer', { maxCandidates: 3 });
    expect(candidates).toHaveLength(3);
    expect(candidates.map((candidate) => candidate.score)).toEqual([...candidates.map((candidate) => candidate.score)].sort((a, b) => b - a));
  });

  it('prefers the phrasing that shares the wording in order when bag-of-terms scores favour a shorter one', () => {
    const refunds = buildIndex([
      { id: 'in-order', questions: ['敬老卡要怎麼辦理退費'] },
      { id: 'shuffled', questions: ['退費敬老卡'] },
      { id: 'other', questions: ['其他問題'] },
    ]);
    expect(match(refunds, '敬老卡怎麼退費', { sequenceWeight: 0 }).candidates[0].groupId).toBe('shuffled');
    expect(match(refunds, '敬老卡怎麼退費').candidates[0].groupId).toBe('in-order');
  });

  describe('synonyms', () => {
    const civic = buildIndex([
      { id: 'cable', questions: ['有線電視數位化的時程？'], answers: ['類比頻道已全面關閉。'] },
      { id: 'violence', questions: ['家庭暴力防治法的保護令怎麼申請？'] },
      { id: 'tv-licence', questions: ['電視節目收視問題去哪裡反映？'] },
      { id: 'employer', questions: ['雇主可以扣薪水嗎？'] },
      { id: 'boss-party', questions: ['老闆請員工吃尾牙要報稅嗎？'] },
    ]);

    it('reads a word the bot never uses as the synonym its text does use', () => {
      expect(match(civic, '第四台', { synonymWeight: 0 }).candidates).toEqual([]);
      expect(match(civic, '第四台').candidates[0].groupId).toBe('cable');
      const result = match(civic, '第四台什麼時候數位化');
      expect(result.candidates[0].groupId).toBe('cable');
      expect(match(civic, '家暴法保護令').decision).toMatchObject({ kind: 'answer', groupId: 'violence' });
    });

    it('reads a Simplified Chinese colloquial word the same way', () => {
      expect(match(civic, '第四台什么时候数字化').candidates[0].groupId).toBe('cable');
    });

    it('keeps a word the bot uses on its own groups, with the groups of its synonyms behind them', () => {
      const result = match(civic, '老闆可以扣薪水嗎');
      expect(result.candidates.map((candidate) => candidate.groupId).slice(0, 2)).toEqual(['employer', 'boss-party']);
      const withoutKnown = match(civic, '老闆請吃尾牙', { knownSynonymWeight: 0 });
      const withKnown = match(civic, '老闆請吃尾牙');
      expect(withKnown.candidates[0].groupId).toBe('boss-party');
      expect(withKnown.candidates.find((candidate) => candidate.groupId === 'employer')?.score ?? 0).toBeGreaterThan(
        withoutKnown.candidates.find((candidate) => candidate.groupId === 'employer')?.score ?? 0,
      );
    });

    it("reads the bot's own sets with the built-in ones, and says how it read the message", () => {
      const own = new SynonymTable([['小耳朵訊號', '有線電視']]);
      expect(match(civic, '小耳朵訊號').candidates).toEqual([]);
      const result = match(civic, '小耳朵訊號', { synonyms: own });
      expect(result.candidates[0].groupId).toBe('cable');
      expect(result.synonyms).toEqual([{ word: '小耳朵訊號', readAs: ['有線電視'] }]);
      // The same message without the bot's sets is read afresh, not from the last analysis.
      expect(match(civic, '小耳朵訊號').candidates).toEqual([]);
      expect(match(civic, '第四台').synonyms).toEqual([{ word: '第四台', readAs: ['有線電視'] }]);
      expect(match(civic, '有線電視').synonyms).toEqual([]);
    });

    it('counts a word read as synonyms as known, but never the synonyms themselves', () => {
      expect(match(civic, '第四台').unknownShare).toBe(0);
      expect(match(civic, '健保卡').unknownShare).toBe(1);
      // The synonyms of 第四台 cover 第四台 and its edges, not the rest of the message.
      const mixed = match(civic, '第四台颱風假天氣預報');
      expect(mixed.unknownShare).toBeGreaterThan(0.5);
      expect(mixed.decision.kind).toBe('none');
    });

    it('reads a word the bot never uses as if the message said its synonym', () => {
      const wifi = buildIndex([
        { id: 'wifi', questions: ['有無線網路嗎？'], answers: ['密碼是 guest1234。'] },
        { id: 'toilet', questions: ['廁所在哪裡？'] },
      ]);
      const own = new SynonymTable([['熱點', '無線網路']]);
      expect(match(wifi, '有熱點嗎').decision.kind).toBe('none');
      const read = match(wifi, '有熱點嗎', { synonyms: own });
      expect(read.decision).toMatchObject({ kind: 'answer', groupId: 'wifi' });
      expect(read.candidates[0].score).toBeGreaterThan(0.7);
    });
  });

  it('uses the bot thresholds it is given', () => {
    const strict = match(index, "I can't remember the PIN for my card", { suggestThreshold: 0.99, answerThreshold: 0.99 });
    expect(strict.decision.kind).toBe('none');
  });

  it('gives each message the result a freshly loaded index gives, whatever was matched before', () => {
    const messages = ['how to reset pin', '怎么申请敬老卡', 'open an account', 'pin pin pin card', '路邊停車費', 'weather tomorrow'];
    const fresh = messages.map((message) => match(loadIndex(JSON.parse(JSON.stringify(index))), message));
    const reused = loadIndex(JSON.parse(JSON.stringify(index)));
    for (const round of [1, 2]) messages.forEach((message, i) => expect([round, match(reused, message)]).toEqual([round, fresh[i]]));
  });

  it('applies the options of each call to a message it has seen lately', () => {
    const message = '怎么申请敬老卡';
    const plain = match(index, message);
    const withoutCharacters = match(index, message, { kindWeights: { word: 1, word2: 0.3, cjk1: 0, cjk2: 1 } });
    expect(withoutCharacters.candidates[0].score).not.toBe(plain.candidates[0].score);
    expect(match(index, message)).toEqual(plain);
  });

  it('puts the group listed first ahead when two groups score the same', () => {
    const twins = buildIndex([
      { id: 'first', questions: ['parking fee'] },
      { id: 'second', questions: ['parking fee'] },
      { id: 'third', questions: ['library card'] },
    ]);
    expect(match(twins, 'parking fee').candidates.map((candidate) => candidate.groupId)).toEqual(['first', 'second']);
  });

  it('answers the same after the index goes through JSON and back', () => {
    const loaded = loadIndex(JSON.parse(JSON.stringify(index)));
    expect(loaded).toEqual(index);
    for (const query of ['how to reset pin', '怎么申请敬老卡', 'open an account', 'weather tomorrow']) {
      expect(match(loaded, query)).toEqual(match(index, query));
    }
  });
});

describe('match: what a question asks about', () => {
  // One subject's family of entries that differ only in what they ask, and an unrelated group.
  const family = buildIndex([
    { id: 'age', questions: ['輪狀病毒疫苗補助接種計畫年齡為何？'], answers: ['滿6週至32週的嬰兒。'] },
    { id: 'who', questions: ['輪狀病毒疫苗補助接種計畫對象為何？'], answers: ['設籍本市且領有兒童醫療補助證的嬰兒。'] },
    { id: 'period', questions: ['輪狀病毒疫苗補助接種計畫實施期間？'], answers: ['自今年1月1日起至12月31日止。'] },
    { id: 'parking', questions: ['路邊停車費如何繳納？'], answers: ['可至超商或使用行動支付繳納。'] },
  ]);
  const order = (result: { candidates: Candidate[] }) => result.candidates.map((candidate) => candidate.groupId);
  const scores = (result: { candidates: Candidate[] }) => Object.fromEntries(result.candidates.map((candidate) => [candidate.groupId, candidate.score]));

  it('puts first the member of the family that asks what the message asks, and offers it rather than answering', () => {
    const message = '輪狀病毒疫苗補助到什麼時候';
    const plain = match(family, message, { aspectWeight: 0 });
    const result = match(family, message);
    expect(order(plain)[0]).not.toBe('period');
    expect(order(result)[0]).toBe('period');
    expect(result.decision.kind).toBe('suggest');
    expect(result.decision.candidates[0].groupId).toBe('period');
  });

  it('leaves every score as it was, so the bot grows no surer of its reply', () => {
    const message = '輪狀病毒疫苗補助到什麼時候';
    expect(scores(match(family, message))).toEqual(scores(match(family, message, { aspectWeight: 0 })));
  });

  it('keeps the order of a message that asks about nothing in particular', () => {
    const message = '輪狀病毒疫苗補助';
    expect(order(match(family, message))).toEqual(order(match(family, message, { aspectWeight: 0 })));
  });

  it('moves no group that is not about the same thing as the best one', () => {
    const places = buildIndex([
      { id: 'pool', questions: ['游泳池的開放時段'], answers: ['每天早上六點到晚上十點。'] },
      { id: 'library', questions: ['圖書館幾點開門？'], answers: ['早上八點半。'] },
    ]);
    // The library's phrasing asks "when" as the message does and scores close, but shares none of the pool's wording.
    expect(order(match(places, '游泳池開放時段跟圖書館幾點開', { aspectWeight: 0.5 }))).toEqual(['pool', 'library']);
  });
});

describe('off-topic messages', () => {
  const reference = buildIndex([
    { id: 'film', questions: ['推薦一部好看的電影'] },
    { id: 'weather', questions: ['明天會下雨嗎'] },
  ], { indexAnswers: false });
  const services = buildIndex([
    { id: 'market', questions: ['假日市集會不會因為下雨取消？'], answers: ['雨天照常舉行，颱風才會停辦。'] },
    { id: 'senior-card', questions: ['如何申請敬老卡？'], answers: ['請攜帶身分證到區公所辦理。'] },
  ]);

  it('gives none to a message more like an off-topic reference than any group, and names that reference', () => {
    const result = match(services, '明天會不會下雨', { offTopicReference: reference });
    expect(result.candidates[0].groupId).toBe('market');
    expect(result.offTopic).toMatchObject({ message: '明天會下雨嗎' });
    expect(result.offTopic!.score).toBeGreaterThan(result.candidates[0].score);
    expect(result.decision).toEqual({ kind: 'none', candidates: [], offTopic: true });
  });

  it('keeps the reply of a message closer to a group than to any reference', () => {
    const result = match(services, '下雨市集會取消嗎', { offTopicReference: reference });
    expect(result.offTopic).toBeDefined();
    expect(result.offTopic!.score).toBeLessThan(result.candidates[0].score);
    expect(result.decision.kind).not.toBe('none');
    expect(result.decision.candidates[0].groupId).toBe('market');
  });

  it('compares nothing when offTopicRatio is 0, and answers with the group as before', () => {
    const result = match(services, '明天會不會下雨', { offTopicReference: reference, offTopicRatio: 0 });
    expect(result.offTopic).toBeUndefined();
    expect(result.decision).toMatchObject({ kind: 'answer', groupId: 'market' });
  });

  it('reads small talk with the built-in reference, in either script, and leaves English alone', () => {
    for (const message of ['明天會不會下雨', '明天会不会下雨']) {
      const result = match(services, message);
      expect(result.offTopic?.message).toMatch(/下雨/);
      expect(result.decision).toEqual({ kind: 'none', candidates: [], offTopic: true });
    }
    expect(match(services, '敬老卡怎麼申請').decision).toMatchObject({ kind: 'answer', groupId: 'senior-card' });
    expect(match(index, 'I forgot my card PIN').offTopic?.score ?? 0).toBeLessThan(0.1);
  });
});

describe('loadIndex', () => {
  it('rejects data that is not a version 1 answer index', () => {
    expect(() => loadIndex({ version: 2 })).toThrow('not an answer index');
    expect(() => loadIndex({ ...index, groups: [] })).toThrow('not an answer index');
    expect(() => loadIndex(null)).toThrow('not an answer index');
  });
});

describe('decide', () => {
  const candidate = (groupId: string, score: number): Candidate => ({ groupId, score, question: groupId });

  it('answers when the best candidate is confident and clearly ahead', () => {
    expect(decide([candidate('a', 0.8), candidate('b', 0.3)], 0, DEFAULT_MATCH_OPTIONS)).toMatchObject({ kind: 'answer', groupId: 'a' });
  });

  it('suggests when a confident candidate has a close runner-up', () => {
    const decision = decide([candidate('a', 0.8), candidate('b', 0.75), candidate('c', 0.2)], 0, DEFAULT_MATCH_OPTIONS);
    expect(decision.kind).toBe('suggest');
    expect(decision.candidates.map((c) => c.groupId)).toEqual(['a', 'b', 'c']);
  });

  it('suggests when the best candidate is plausible but below the answer threshold', () => {
    expect(decide([candidate('a', 0.2)], 0, DEFAULT_MATCH_OPTIONS).kind).toBe('suggest');
  });

  it('gives none when most of the message is unknown to the bot, whatever the scores', () => {
    expect(decide([candidate('a', 0.9)], 0.8, DEFAULT_MATCH_OPTIONS)).toEqual({ kind: 'none', candidates: [] });
  });

  it('gives none when an off-topic reference scores at least offTopicRatio × the best group and at least the floor', () => {
    const options = { ...DEFAULT_MATCH_OPTIONS, answerThreshold: 0.35, offTopicRatio: 1, offTopicFloor: 0.2 };
    expect(decide([candidate('a', 0.3)], 0, options, { message: 'x', score: 0.3 }).kind).toBe('none');
    expect(decide([candidate('a', 0.3)], 0, options, { message: 'x', score: 0.29 }).kind).toBe('suggest');
    expect(decide([candidate('a', 0.15)], 0, options, { message: 'x', score: 0.19 }).kind).toBe('suggest');
    expect(decide([candidate('a', 0.3)], 0, { ...options, offTopicRatio: 0.9 }, { message: 'x', score: 0.28 }).kind).toBe('none');
  });
});
