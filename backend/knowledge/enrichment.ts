// What the language model adds to a knowledge file's ingestion when one is configured: a short summary written in
// the file's own language, and one embedding per chunk. Failures surface as errors; ingest.job.ts falls back on them.
import type { LanguageModel } from '../llm/provider';

/** The file an enrichment call is for: usage is counted per bot. */
export interface EnrichedFile {
  chatbotId: string;
  fileName: string;
}

/**
 * What a language model adds when one is configured: a summary and chunk embeddings.
 * Without one, or when it fails, the summary is the file's first sentences and chunks have no embedding.
 */
export interface KnowledgeEnrichment {
  summarise?(file: EnrichedFile, text: string): Promise<string>;
  /** One vector per text, in order. */
  embed?(file: EnrichedFile, texts: string[]): Promise<number[][]>;
}

/** The summary shown on the AutoQA page, as long as the first-sentences summary it replaces. */
export const SUMMARY_MAX_CHARACTERS = 200;
/** The start of the file the model reads: enough to say what a document is about, at a bounded cost. */
const SUMMARY_SOURCE_CHARACTERS = 6_000;

const SUMMARY_INSTRUCTIONS = [
  'You summarise documents for a customer-service knowledge base.',
  `Write one or two sentences, at most ${SUMMARY_MAX_CHARACTERS} characters, saying what the document covers.`,
  "Write in the document's own language (for Chinese, keep its traditional or simplified script).",
  'Reply with the summary only: no title, no quotation marks, no preamble.',
].join('\n');

/** The model's reply as a one-paragraph summary of at most SUMMARY_MAX_CHARACTERS; '' when it said nothing. */
export function cleanSummary(reply: string): string {
  const text = reply
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“「『]+|["'”」』]+$/g, '')
    .trim();
  const characters = Array.from(text);
  return characters.length > SUMMARY_MAX_CHARACTERS ? `${characters.slice(0, SUMMARY_MAX_CHARACTERS - 1).join('')}…` : text;
}

export function knowledgeEnrichment(model: LanguageModel): KnowledgeEnrichment {
  const { embed } = model;
  return {
    async summarise({ chatbotId, fileName }, text) {
      const completion = await model.complete({
        messages: [
          { role: 'system', content: SUMMARY_INSTRUCTIONS },
          { role: 'user', content: `File name: ${fileName}\n\n${text.slice(0, SUMMARY_SOURCE_CHARACTERS)}` },
        ],
        temperature: 0.2,
        maxTokens: 200,
        chatbotId,
        purpose: 'file_summary',
      });
      return cleanSummary(completion.text);
    },
    // The provider sends the texts in batches of LLM_EMBEDDING_BATCH_SIZE, each request counted under 'indexing'.
    ...(embed && { embed: ({ chatbotId }, texts) => embed({ texts, chatbotId, purpose: 'indexing' }) }),
  };
}
