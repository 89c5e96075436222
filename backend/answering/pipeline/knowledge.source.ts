// Knowledge files as an answer source: chunk retrieval proposes passages; a chosen passage answers extractively (the
// sentences that answer, naming the file) or, with a language model, the model answers from the retrieved passages.
import { findChatbotAnswering } from '../../chatbots/chatbot.repository';
import type { BackendContext } from '../../context';
import { extractAnswer, sourceNote } from '../../knowledge/autoqa';
import { generateKnowledgeAnswer, passagesOf } from '../../knowledge/generate';
import { retrieveWithModel, type KnowledgeIndex, type RetrievedChunk } from '../../knowledge/knowledge-index';
import type { AnsweringChunk } from '../../knowledge/knowledge-file.repository';
import { isLlmError } from '../../llm/provider';
import type { PublicBot } from '../../channels/public-bot.cache';
import { confidenceOf } from './calibration';
import type { SourceCandidate, SourceProposal } from './candidates';
import { chunkKey, labelOfChunk } from './labels';
import type { ModelBudget } from './model-budget';

export interface KnowledgeProposal extends SourceProposal {
  source: 'knowledge';
  knowledge: KnowledgeIndex;
  retrieved: RetrievedChunk[];
  /** Retrieval's own judgement: the best passage is strong enough and the knowledge knows the question's words. */
  covered: boolean;
}

/** The knowledge's candidates for a message, by chunk retrieval over the bot's active, ready files. */
export async function proposeFromKnowledge(ctx: BackendContext, bot: PublicBot, knowledge: KnowledgeIndex, text: string, budget: ModelBudget): Promise<KnowledgeProposal> {
  const { chunks: retrieved, covered, unknownShare } = await retrieveWithModel(knowledge, bot.chatbotId, text, ctx.llm, undefined, budget.remainingMs('retrieval'));
  const candidates = covered ? retrieved.map(passageCandidate) : [];
  return { source: 'knowledge', candidates, unknownShare, knowledge, retrieved, covered };
}

/** A retrieved passage as a candidate: its own retrieval's score, calibrated. */
export const passageCandidate = ({ chunk, score }: RetrievedChunk): SourceCandidate => ({
  source: 'knowledge',
  id: chunkKey(chunk),
  label: labelOfChunk(chunk),
  score,
  confidence: confidenceOf('knowledge', score),
});

export const chunkOf = (knowledge: KnowledgeIndex, key: string) => knowledge.chunks.find((chunk) => chunkKey(chunk) === key);

/** A passage's answer without a model: its sentences that answer the question, naming the file; null when none do. */
export function extractive(knowledge: KnowledgeIndex, chunk: AnsweringChunk, question: string): string | null {
  const text = extractAnswer(chunk.text, question);
  return text ? `${text}${sourceNote(knowledge.language, chunk.file_name)}` : null;
}

/**
 * The passage that answers on its own, in a bot whose only source the knowledge is (its rule before several sources
 * were weighed): with a model the best retrieved passage whenever one is retrieved (the model answers from them or
 * declines), without one the best passage when retrieval covers the question.
 */
export function answersAlone(ctx: BackendContext, proposal: KnowledgeProposal): SourceCandidate | undefined {
  const best = proposal.retrieved[0];
  if (!best || (!ctx.llm && !proposal.covered)) return undefined;
  return passageCandidate(best);
}

/** The retrieved passages a model answers from, the chosen one first. */
function withChosenFirst(retrieved: RetrievedChunk[], chosen: AnsweringChunk, score: number): RetrievedChunk[] {
  const others = retrieved.filter((entry) => entry.chunk !== chosen);
  return [{ chunk: chosen, score }, ...others];
}

/**
 * The reply for a chosen passage: extractive without a model; with one, the model's answer from the retrieved
 * passages (null when it says they do not answer); a failing model, or one still silent when the reply's budget runs
 * out, leaves the extractive answer.
 */
export async function knowledgeAnswer(
  ctx: BackendContext,
  bot: PublicBot,
  proposal: KnowledgeProposal,
  chosen: SourceCandidate,
  question: string,
  budget: ModelBudget,
): Promise<string | null> {
  // Ranked with the other sources, the chosen passage may be one retrieval alone did not bring.
  const chunk = proposal.retrieved.find((retrieved) => chunkKey(retrieved.chunk) === chosen.id)?.chunk ?? chunkOf(proposal.knowledge, chosen.id);
  if (!chunk) return null;
  const model = ctx.llm;
  if (!model) return extractive(proposal.knowledge, chunk, question);
  const settings = await findChatbotAnswering(ctx.db, bot.chatbotId);
  if (!settings) return extractive(proposal.knowledge, chunk, question);
  try {
    const generated = await generateKnowledgeAnswer(model, {
      chatbotId: bot.chatbotId,
      question,
      language: settings.language,
      botPrompt: settings.agent_prompt,
      ...passagesOf(withChosenFirst(proposal.retrieved, chunk, chosen.score)),
      timeoutMs: budget.remainingMs('autoqa'),
    });
    return generated?.text ?? null;
  } catch (error) {
    if (isLlmError(error)) return extractive(proposal.knowledge, chunk, question);
    throw error;
  }
}

/** A tapped passage button's answer (extractive, for the question first asked), when the passage still answers. */
export async function knowledgeAnswerById(ctx: BackendContext, chatbotId: string, key: string, question: string): Promise<string | null> {
  const knowledge = await ctx.caches.knowledge.get(chatbotId);
  const chunk = knowledge && chunkOf(knowledge, key);
  return knowledge && chunk ? extractive(knowledge, chunk, question) : null;
}
