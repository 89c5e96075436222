// The public API reply turned into the test chat's reply: debug read when present, the status derived
// from the reply when not, and the answering group read through the request's loader.
import DataLoader from 'dataloader';
import type { ChatbotDetailDTO, ProfileDTO, PublicMessageReply, QaGroupDTO } from '../schema/rest';
import { qaGroupCacheKey, type Loaders, type QaGroupKey } from './loaders';
import { testChatReply } from './testChatReply';

const group: QaGroupDTO = {
  group_id: 'g1',
  chatbot_id: 'bot1',
  key: 'hours',
  questions: ['When do you open?'],
  answers: ['At nine.'],
  answer_mode: 1,
  similar_enabled: true,
  postback_choices: [],
  tags: [],
  created_at: '2026-11-22T06:00:00.000Z',
  updated_at: '2026-11-22T06:00:00.000Z',
};

function loadersWithGroups(groups: QaGroupDTO[]): { loaders: Loaders; asked: QaGroupKey[] } {
  const asked: QaGroupKey[] = [];
  const qaGroupById = new DataLoader<QaGroupKey, QaGroupDTO | null, string>(
    async (keys) => {
      asked.push(...keys);
      return keys.map((key) => groups.find((candidate) => candidate.chatbot_id === key.botId && candidate.group_id === key.groupId) ?? null);
    },
    { cacheKeyFn: qaGroupCacheKey },
  );
  const chatbotById = new DataLoader<string, ChatbotDetailDTO | null>(async (ids) => ids.map(() => null));
  const profile = new DataLoader<'me', ProfileDTO>(async (keys) => keys.map(() => new Error('not used here')));
  const questionsThisWeek = new DataLoader<string, number>(async (ids) => ids.map(() => 0));
  return { loaders: { qaGroupById, chatbotById, profile, questionsThisWeek }, asked };
}

function reply(overrides: Partial<PublicMessageReply>): PublicMessageReply {
  return {
    sender: 'BOT',
    type: 'answer',
    state: 'in_progress',
    success: true,
    uid: 'u1',
    sid: 's1',
    mid: '1',
    oriQue: 'When do you open?',
    data: { text: 'At nine.', title: '', buttons: [] },
    ...overrides,
  };
}

describe('testChatReply', () => {
  it('takes the status and candidates from the debug and loads the answering group of the bot', async () => {
    const { loaders, asked } = loadersWithGroups([group]);
    const debug = {
      answer_status: 1 as const,
      group_id: 'g1',
      source: 'qa' as const,
      sources: [],
      candidates: [{ group_id: 'g1', question: 'When do you open?', score: 0.9 }],
      synonyms: [{ word: '第四台', read_as: ['有線電視'] }],
    };
    const mapped = await testChatReply(reply({ debug }), 'bot1', loaders);
    expect(mapped).toMatchObject({ type: 'answer', text: 'At nine.', answerStatus: 1, matchedGroup: group });
    expect(mapped.candidates).toEqual([{ groupId: 'g1', question: 'When do you open?', score: 0.9 }]);
    expect(mapped.synonyms).toEqual([{ word: '第四台', readAs: ['有線電視'] }]);
    expect(asked).toEqual([{ botId: 'bot1', groupId: 'g1' }]);
  });

  it("names the answering source and every source's best candidates in the enums' words", async () => {
    const { loaders } = loadersWithGroups([group]);
    const debug = {
      answer_status: 1 as const,
      group_id: null,
      source: 'autofaq' as const,
      sources: [
        { source: 'autofaq' as const, candidates: [{ id: 'autofaq:a1', label: 'Opening hours', score: 0.8, confidence: 0.656 }] },
        { source: 'knowledge' as const, candidates: [{ id: 'knowledge:f1:0', label: 'Hours', score: 0.5, confidence: 0.4715 }] },
      ],
      candidates: [],
      synonyms: [],
    };
    const mapped = await testChatReply(reply({ debug }), 'bot1', loaders);
    expect(mapped.source).toBe('AUTOFAQ');
    expect(mapped.sources).toEqual([
      { source: 'AUTOFAQ', candidates: [{ id: 'autofaq:a1', label: 'Opening hours', score: 0.8, confidence: 0.656 }] },
      { source: 'KNOWLEDGE', candidates: [{ id: 'knowledge:f1:0', label: 'Hours', score: 0.5, confidence: 0.4715 }] },
    ]);
    expect((await testChatReply(reply({ debug: { ...debug, source: null } }), 'bot1', loaders)).source).toBeNull();
  });

  it('names the off-topic message that made the Q&A list give no answer, and nothing otherwise', async () => {
    const { loaders } = loadersWithGroups([group]);
    const debug = { answer_status: 2 as const, group_id: null, source: null, sources: [], candidates: [], synonyms: [], off_topic: { message: '明天會下雨嗎', score: 0.6 } };
    expect((await testChatReply(reply({ type: 'no_answer', debug }), 'bot1', loaders)).offTopic).toBe('明天會下雨嗎');
    expect((await testChatReply(reply({ debug: { ...debug, off_topic: undefined } }), 'bot1', loaders)).offTopic).toBeNull();
  });

  it('derives the status from the reply without debug and loads no group', async () => {
    const { loaders, asked } = loadersWithGroups([group]);
    const buttons = [{ id: 'g1', oriQue: 'open?', text: 'When do you open?' }];
    const options = await testChatReply(reply({ data: { text: 'Did you mean:', title: 'Did you mean:', buttons } }), 'bot1', loaders);
    expect(options).toMatchObject({ answerStatus: 3, matchedGroup: null, candidates: [], synonyms: [], buttons, source: null, sources: [] });
    const none = await testChatReply(reply({ type: 'no_answer', data: { text: 'Sorry', title: '', buttons: [] } }), 'bot1', loaders);
    expect(none.answerStatus).toBe(2);
    expect(asked).toEqual([]);
  });

  it("names the reply's exchange in the history, which the owner can add to the Q&A set, and none for a refusal's empty mid", async () => {
    const { loaders } = loadersWithGroups([group]);
    expect((await testChatReply(reply({ mid: '42' }), 'bot1', loaders)).exchangeId).toBe('42');
    expect((await testChatReply(reply({ type: 'error', mid: '' }), 'bot1', loaders)).exchangeId).toBeNull();
  });
});
