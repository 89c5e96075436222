// The Q&A list as an answer source: the bot's trained index ranks its groups (the engine's scores are the
// confidence scale every source is calibrated to), and a chosen group answers by its selection mode.
import type { PublicButton } from '../../../schema/rest';
import { match, type MatchResult } from '..';
import type { BackendContext } from '../../context';
import type { PublicBot } from '../../channels/public-bot.cache';
import type { SourceProposal } from './candidates';
import { chooseAnswer, findAnswerGroups, type AnswerGroup, type GroupSource } from './qa-groups';
import type { LoadedIndex } from './qa-index.cache';

export interface QaListProposal extends SourceProposal {
  source: 'qa';
  /** The ranking that proposed the candidates: the Q&A list's own, or the merged index's (merged-index.ts). */
  result: MatchResult;
  loaded: LoadedIndex;
}

/** The bot's groups by id: the trained index's, or the table when the bot has no index. */
export function groupSource(ctx: BackendContext, bot: PublicBot, loaded: LoadedIndex | undefined): GroupSource {
  return loaded?.groups ?? { find: (groupIds) => findAnswerGroups(ctx.db, bot.chatbotId, groupIds) };
}

/** The Q&A list's candidates for a message; undefined before the bot's first training. */
export function proposeFromQaList(bot: PublicBot, loaded: LoadedIndex | undefined, text: string): QaListProposal | undefined {
  if (!loaded) return undefined;
  const result = match(loaded.index, text, { ...bot.thresholds, synonyms: bot.synonyms });
  return {
    source: 'qa',
    candidates: result.candidates.map((candidate) => ({ source: 'qa', id: candidate.groupId, label: candidate.question, score: candidate.score, confidence: candidate.score })),
    unknownShare: result.unknownShare,
    offTopicCompared: true,
    offTopic: result.offTopic,
    result,
    loaded,
  };
}

/** A group's answer, by its selection mode, with its postback choices as buttons (choice-1, choice-2, …). */
export async function answerFromGroup(ctx: BackendContext, bot: PublicBot, group: AnswerGroup, userId: string, question: string): Promise<{ text: string; buttons: PublicButton[] }> {
  const text = await chooseAnswer(ctx.db, bot.chatbotId, group, userId);
  return { text, buttons: group.postbackChoices.map((choice, i) => ({ id: `choice-${i + 1}`, oriQue: question, text: choice })) };
}
