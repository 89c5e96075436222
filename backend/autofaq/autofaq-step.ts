// AutoFAQ's step in the one answer pipeline (after the Q&A list finds nothing, before AutoQA): the chosen fixed
// answer's text, or null when the bot has no active answer set or none of its answers fits.
import type { BackendContext } from '../context';
import type { LanguageModel } from '../llm/provider';
import { chooseFixedAnswer } from './autofaq-choice';

export interface AutoFaqReply {
  /** Always a stored answer, word for word. */
  text: string;
  answerId: string;
}

export async function answerFromAutoFaq(ctx: BackendContext, bot: { chatbotId: string }, text: string, model?: LanguageModel): Promise<AutoFaqReply | null> {
  const faq = await ctx.caches.autoFaq.get(bot.chatbotId);
  if (!faq) return null;
  const { chosen } = await chooseFixedAnswer(faq, text, { chatbotId: bot.chatbotId, model });
  return chosen && { text: chosen.answer.text, answerId: chosen.answer.answer_id };
}

/** Whether the bot has any active AutoFAQ answer (such a bot can answer before its Q&A list is trained). */
export async function hasAutoFaqAnswers(ctx: BackendContext, chatbotId: string): Promise<boolean> {
  return (await ctx.caches.autoFaq.get(chatbotId)) !== undefined;
}
