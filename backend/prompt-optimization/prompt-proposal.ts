// Asks the language model for a better bot-level prompt: it sees the current prompt and the rows where AutoQA's
// answers were furthest from the expected ones, and must stay within the §5/§9 limit of 400 estimated tokens
// (schema/rules/tokens.ts). One retry tells it how long its proposal was; a proposal still too long is cut at the
// last sentence that fits.
import { KNOWLEDGE_PROMPT_MAX_TOKENS } from '../../schema/rules/knowledge';
import { estimateTokens } from '../../schema/rules/tokens';
import { LlmError, type ChatMessage, type LanguageModel } from '../llm/provider';

/** How many (question, expected, got) rows the model sees: the worst-scoring ones. */
export const PROPOSAL_SAMPLE_SIZE = 8;
const SAMPLE_TEXT_CHARS = 400;

export interface ScoredRow {
  question: string;
  expected: string;
  got: string;
  score: number;
}

const SYSTEM_PROMPT = [
  "You improve the custom instructions (the bot-level prompt) of a business's question-answering assistant.",
  'The assistant answers customers only from passages of the business\'s documents; its fixed rules already say to answer only from the passages, in the user\'s language, and to cite the file.',
  'Write instructions that make its answers closer to the expected answers: their tone, length, structure, what to include first, how to phrase figures and contact details.',
  'Do not copy the example answers or add facts; the instructions must hold for every question.',
  `Keep the instructions under ${KNOWLEDGE_PROMPT_MAX_TOKENS} tokens (about 1,500 English or 270 Chinese characters), in the language of the expected answers.`,
  'Reply with the new instructions only, without a preamble, quotes or a heading.',
].join('\n');

const clip = (text: string) => {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length > SAMPLE_TEXT_CHARS ? `${characters.slice(0, SAMPLE_TEXT_CHARS).join('')}…` : characters.join('');
};

export function sampleRows(rows: ScoredRow[], size = PROPOSAL_SAMPLE_SIZE): ScoredRow[] {
  return [...rows].sort((a, b) => a.score - b.score).slice(0, size);
}

export function proposalRequest(currentPrompt: string, sample: ScoredRow[]): string {
  const examples = sample.map((row, i) => `Example ${i + 1}\nQuestion: ${clip(row.question)}\nExpected answer: ${clip(row.expected)}\nAssistant's answer: ${clip(row.got) || '(no answer)'}`);
  return `Current instructions:\n${currentPrompt.trim() || '(none)'}\n\n${examples.join('\n\n')}\n\nWrite the improved instructions.`;
}

/** The proposal without wrapping a model tends to add: code fences, surrounding quotes, a "Prompt:" label. */
export function cleanProposal(text: string): string {
  let result = text.trim().replace(/^```[a-z]*\s*([\s\S]*?)\s*```$/i, '$1').trim();
  result = result.replace(/^(?:new |improved )?(?:instructions|prompt)\s*[:：]\s*/i, '').trim();
  if (/^["“「'].*["”」']$/s.test(result)) result = result.slice(1, -1).trim();
  return result;
}

/** The longest head of `text` within `maxTokens`: whole sentences when possible, else whole characters. */
export function trimToTokens(text: string, maxTokens = KNOWLEDGE_PROMPT_MAX_TOKENS): string {
  if (estimateTokens(text) <= maxTokens) return text;
  const sentences = text.match(/[^。！？.!?\n]+[。！？.!?]*\s*|\n+/gu) ?? [text];
  let kept = '';
  for (const sentence of sentences) {
    if (estimateTokens(kept + sentence) > maxTokens) break;
    kept += sentence;
  }
  if (kept.trim()) return kept.trim();
  let characters = '';
  for (const character of text) {
    if (estimateTokens(characters + character) > maxTokens) break;
    characters += character;
  }
  return characters.trim();
}

export async function proposePrompt(model: LanguageModel, input: { chatbotId: string; currentPrompt: string; rows: ScoredRow[]; signal?: AbortSignal }): Promise<string> {
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: proposalRequest(input.currentPrompt, sampleRows(input.rows)) },
  ];
  const ask = async () =>
    cleanProposal((await model.complete({ messages, temperature: 0.3, maxTokens: 800, chatbotId: input.chatbotId, purpose: 'prompt_optimisation', signal: input.signal })).text);
  let proposal = await ask();
  if (estimateTokens(proposal) > KNOWLEDGE_PROMPT_MAX_TOKENS) {
    messages.push(
      { role: 'assistant', content: proposal },
      { role: 'user', content: `That is about ${estimateTokens(proposal)} tokens; the limit is ${KNOWLEDGE_PROMPT_MAX_TOKENS}. Shorten it, keeping what matters most. Reply with the instructions only.` },
    );
    proposal = trimToTokens(await ask());
  }
  if (!proposal) throw new LlmError('bad_response', 'The language model proposed an empty prompt');
  return proposal;
}
