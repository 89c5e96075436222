// Generative AutoQA: the language model answers from the retrieved passages only, under the system default prompt,
// the bot-level prompt and the prompt of each file a passage comes from. NO_ANSWER from the model (the passages do
// not cover the question) gives null, so the caller sends the failed message; an LlmError propagates so the caller
// falls back to the extractive answer.
import type { Language } from '../../schema/rules/constants';
import type { LanguageModel, LlmPurpose } from '../llm/provider';
import type { RetrievedChunk } from './knowledge-index';

/** What the model says when the passages do not contain the answer. */
export const NO_ANSWER = 'NO_ANSWER';

export const LANGUAGE_NAMES: Record<Language, string> = {
  tw: 'Traditional Chinese (Taiwan)',
  cn: 'Simplified Chinese',
  jp: 'Japanese',
  en: 'English',
};

export const DEFAULT_SYSTEM_PROMPT = [
  "You are a business's customer-service assistant. Answer the user's question using only the numbered passages you are given.",
  'Do not use outside knowledge, do not guess, and never invent facts, numbers, links or contact details that are not in the passages.',
  `If the passages do not contain the answer, reply with exactly ${NO_ANSWER} and nothing else.`,
  "Answer in the user's language, briefly and directly (a few sentences), keeping the passages' exact figures, dates and names.",
  'End the answer with the file name(s) you used, in the form (Source: file name).',
].join('\n');

/** One passage offered to the model. */
export interface KnowledgePassage {
  file_id: string;
  file_name: string;
  text: string;
}

export interface GenerationInput {
  chatbotId: string;
  question: string;
  chunks: KnowledgePassage[];
  /** The bot's language: the answer's language when the question's own is unclear. */
  language: Language;
  /** Replaces DEFAULT_SYSTEM_PROMPT (tests, experiments). */
  systemPrompt?: string;
  /** The bot-level (custom) prompt; '' for none. */
  botPrompt: string;
  /** Per-file prompts by file id; files without one may be left out. */
  filePrompts: Record<string, string>;
  purpose?: LlmPurpose;
  signal?: AbortSignal;
  /** The model call's budget when shorter than LLM_TIMEOUT_MS (a visitor's reply). */
  timeoutMs?: number;
}

export interface GeneratedAnswer {
  text: string;
  /** Files the answer cites by name; the best passage's file when it cites none. */
  usedFileIds: string[];
}

/** The passages and per-file prompts of a retrieval, in the shape generateKnowledgeAnswer takes. */
export function passagesOf(retrieved: RetrievedChunk[]): { chunks: KnowledgePassage[]; filePrompts: Record<string, string> } {
  const filePrompts: Record<string, string> = {};
  for (const { chunk } of retrieved) if (chunk.file_prompt.trim()) filePrompts[chunk.file_id] = chunk.file_prompt.trim();
  return { chunks: retrieved.map(({ chunk }) => ({ file_id: chunk.file_id, file_name: chunk.file_name, text: chunk.text })), filePrompts };
}

/** The system message: the default rules, the answer language, then the owner's bot-level and per-file prompts. */
export function systemMessage(input: Omit<GenerationInput, 'question' | 'chatbotId'>): string {
  const parts = [input.systemPrompt ?? DEFAULT_SYSTEM_PROMPT, `If the user's language is unclear, answer in ${LANGUAGE_NAMES[input.language]}.`];
  if (input.botPrompt.trim()) parts.push(`Instructions from the business for every answer:\n${input.botPrompt.trim()}`);
  const seen = new Set<string>();
  const fileLines: string[] = [];
  for (const chunk of input.chunks) {
    const prompt = input.filePrompts[chunk.file_id]?.trim();
    if (!prompt || seen.has(chunk.file_id)) continue;
    seen.add(chunk.file_id);
    fileLines.push(`- For passages from ${chunk.file_name}: ${prompt}`);
  }
  if (fileLines.length > 0) parts.push(`Instructions for particular files:\n${fileLines.join('\n')}`);
  return parts.join('\n\n');
}

export function userMessage(question: string, chunks: KnowledgePassage[]): string {
  const passages = chunks.map((chunk, i) => `[${i + 1}] (file: ${chunk.file_name})\n${chunk.text.trim()}`);
  return `Passages:\n\n${passages.join('\n\n')}\n\nQuestion: ${question}`;
}

export async function generateKnowledgeAnswer(model: LanguageModel, input: GenerationInput): Promise<GeneratedAnswer | null> {
  if (input.chunks.length === 0) return null;
  const completion = await model.complete({
    messages: [
      { role: 'system', content: systemMessage(input) },
      { role: 'user', content: userMessage(input.question, input.chunks) },
    ],
    temperature: 0.2,
    maxTokens: 600,
    chatbotId: input.chatbotId,
    purpose: input.purpose ?? 'autoqa',
    signal: input.signal,
    timeoutMs: input.timeoutMs,
  });
  const text = completion.text.trim();
  // Any NO_ANSWER, even wrapped in words, means the passages did not cover it: never send a half-made answer.
  if (!text || text.includes(NO_ANSWER)) return null;
  const cited = [...new Map(input.chunks.map((chunk) => [chunk.file_id, chunk.file_name])).entries()].filter(([, name]) => text.includes(name)).map(([id]) => id);
  return { text, usedFileIds: cited.length > 0 ? cited : [input.chunks[0].file_id] };
}
