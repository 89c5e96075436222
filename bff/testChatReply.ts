// The public API's reply (PublicMessageReply and its test-chat debug) as the test chat's TestChatReply:
// the answering group is read through the per-request loader, so the chat shows its current content.
import type { TestChatReply } from './__generated__/resolvers-types';
import type { PublicMessageReply, QaGroupDTO } from '../schema/rest';
import { ANSWER_STATUS, type AnswerStatus } from '../schema/rules/constants';
import { answerSourceOf } from './enums';
import type { Loaders } from './loaders';

type TestChatReplyModel = Omit<TestChatReply, 'matchedGroup'> & { matchedGroup: QaGroupDTO | null };

/** The status a reply stands for when the backend sent no debug (it always should for a test chat). */
function statusOfReply(reply: PublicMessageReply): AnswerStatus {
  if (reply.type === 'no_answer') return ANSWER_STATUS.noAnswer;
  if (reply.type === 'error') return ANSWER_STATUS.other;
  return reply.data.buttons.length > 0 ? ANSWER_STATUS.options : ANSWER_STATUS.answered;
}

export async function testChatReply(reply: PublicMessageReply, botId: string, loaders: Loaders): Promise<TestChatReplyModel> {
  const groupId = reply.debug?.group_id ?? null;
  return {
    type: reply.type,
    state: reply.state,
    success: reply.success,
    sid: reply.sid,
    text: reply.data.text,
    title: reply.data.title,
    buttons: reply.data.buttons.map((button) => ({ id: button.id, oriQue: button.oriQue, text: button.text })),
    answerStatus: reply.debug?.answer_status ?? statusOfReply(reply),
    matchedGroup: groupId ? await loaders.qaGroupById.load({ botId, groupId }) : null,
    candidates: (reply.debug?.candidates ?? []).map((candidate) => ({ groupId: candidate.group_id, question: candidate.question, score: candidate.score })),
    synonyms: (reply.debug?.synonyms ?? []).map((reading) => ({ word: reading.word, readAs: reading.read_as })),
    offTopic: reply.debug?.off_topic?.message ?? null,
    entities: reply.debug?.entities ?? [],
    source: reply.debug?.source ? answerSourceOf(reply.debug.source) : null,
    sources: (reply.debug?.sources ?? []).map(({ source, candidates }) => ({
      source: answerSourceOf(source),
      candidates: candidates.map(({ id, label, score, confidence }) => ({ id, label, score, confidence })),
    })),
    exchangeId: reply.mid || null,
  };
}
