// What a tapped button of another source than the Q&A list answers with: the reply to a tap, and the answer a saved
// recommendation copies into a new Q&A group (backend/history/add-to-qa.service.ts).
import type { BackendContext } from '../../context';
import { autoFaqAnswerById } from './autofaq.source';
import type { AnswerSource } from './candidates';
import { knowledgeAnswerById } from './knowledge.source';

/**
 * An AutoFAQ answer's stored text, or a passage's extractive answer to `question` naming its file; undefined when the
 * answer is no longer active or the passage gone.
 */
export async function itemAnswerById(ctx: BackendContext, chatbotId: string, source: Exclude<AnswerSource, 'qa'>, id: string, question: string): Promise<string | undefined> {
  if (source === 'autofaq') return autoFaqAnswerById(ctx, chatbotId, id);
  return (await knowledgeAnswerById(ctx, chatbotId, id, question)) ?? undefined;
}
