// The reply pipeline's candidates without a server: the three sources built from a Q&A CSV split as
// `npm run eval:pipeline` splits it (thirds by key hash, or all in the Q&A list), each proposing what the product's
// sources propose for a message, so decision rules can be measured and fitted offline in milliseconds a query.
import { buildIndex, match, type QaGroupInput } from '../../backend/answering';
import type { SourceProposal } from '../../backend/answering/pipeline/candidates';
import { confidenceOf } from '../../backend/answering/pipeline/calibration';
import { buildAutoFaqIndex, rankAnswers } from '../../backend/autofaq/autofaq-index';
import { chunkBlocks, splitSentences } from '../../backend/knowledge/chunk';
import { buildKnowledgeIndex, retrieve, type KnowledgeIndex } from '../../backend/knowledge/knowledge-index';
import { parseKnowledgeFile } from '../../backend/knowledge/parse';
import { AUTOFAQ_ANSWER_MAX_CHARS, AUTOFAQ_SHORTLIST_SIZE, AUTOFAQ_TITLE_MAX_CHARS } from '../../schema/rules/autofaq';
import { buildMergedIndex, proposalTogether, rankTogether } from '../../backend/answering/pipeline/merged-index';
import { sourceOf } from './pipeline-eval';

export type Split = 'thirds' | 'none';

const cap = (text: string, characters: number) => Array.from(text).slice(0, characters).join('').trim();

export interface OfflinePipeline {
  /** Every source's proposal for a message, as the product's sources make them. */
  propose(text: string): SourceProposal[];
  /** The group a candidate id names (a Q&A group, an AutoFAQ answer, a knowledge chunk `file:ordinal`). */
  groupOf(source: SourceProposal['source'], id: string): string;
}

export async function buildOfflinePipeline(groups: QaGroupInput[], split: Split): Promise<OfflinePipeline> {
  const of = (source: string) => groups.filter((group) => sourceOf(group.id, split) === source);
  const qaGroups = of('qa');
  const qaIndex = qaGroups.length > 0 ? buildIndex(qaGroups) : undefined;
  const faqGroups = of('autofaq');
  const faq = faqGroups.length > 0
    ? buildAutoFaqIndex(faqGroups.map((group) => ({ answer_id: group.id, file_id: 'answers', file_name: 'answers.csv', title: cap(group.questions[0] ?? '', AUTOFAQ_TITLE_MAX_CHARS), text: cap(group.answers[0] ?? '', AUTOFAQ_ANSWER_MAX_CHARS) })))
    : undefined;
  let knowledge: KnowledgeIndex | undefined;
  const knowledgeGroups = of('knowledge');
  if (knowledgeGroups.length > 0) {
    const chunks = [];
    for (const group of knowledgeGroups) {
      const text = `${[...group.questions, ...group.answers].join('\n')}\n`;
      const { blocks } = await parseKnowledgeFile(`${group.id}.txt`, Buffer.from(text));
      chunks.push(...chunkBlocks(blocks).map((chunk, ordinal) => ({ file_id: group.id, file_name: `${group.id}.txt`, file_prompt: '', ordinal, text: chunk.text, section: chunk.section, location: chunk.location })));
    }
    knowledge = buildKnowledgeIndex('tw', chunks);
  }
  const sources = { qa: qaIndex && { index: qaIndex }, autofaq: faq, knowledge };
  const merged = [qaIndex, faq, knowledge].filter(Boolean).length > 1 ? buildMergedIndex(sources) : undefined;
  const chunkLabel = (chunk: { section: string | null; text: string }) =>
    Array.from(chunk.section || (splitSentences(chunk.text.split('\n')[0] ?? '')[0] ?? '')).slice(0, 100).join('');

  return {
    propose(text) {
      const proposals: SourceProposal[] = [];
      if (qaIndex) {
        const result = match(qaIndex, text);
        proposals.push({ source: 'qa', candidates: result.candidates.map((c) => ({ source: 'qa', id: c.groupId, label: c.question, score: c.score, confidence: c.score })), unknownShare: result.unknownShare, offTopicCompared: true, offTopic: result.offTopic });
      }
      if (faq) {
        const { ranked, unknownShare } = rankAnswers(faq, text, AUTOFAQ_SHORTLIST_SIZE);
        proposals.push({ source: 'autofaq', candidates: ranked.map(({ answer, score }) => ({ source: 'autofaq', id: answer.answer_id, label: answer.title, score, confidence: confidenceOf('autofaq', score) })), unknownShare });
      }
      if (knowledge) {
        const { chunks, covered, unknownShare } = retrieve(knowledge, text);
        const candidates = covered ? chunks.map(({ chunk, score }) => ({ source: 'knowledge' as const, id: `${chunk.file_id}:${chunk.ordinal}`, label: chunkLabel(chunk), score, confidence: confidenceOf('knowledge', score) })) : [];
        proposals.push({ source: 'knowledge', candidates, unknownShare });
      }
      if (!merged) return proposals;
      // Several sources: ranked together, as the product's reply pipeline does (merged-index.ts).
      const ranked = rankTogether(merged, { thresholds: {}, synonyms: undefined }, text);
      return proposals.map((proposal) => proposalTogether(ranked, proposal.source, proposal.candidates));
    },
    groupOf(source, id) {
      return source === 'knowledge' ? id.slice(0, id.lastIndexOf(':')) : id;
    },
  };
}
