// What every answer source proposes for a message: candidates on one confidence scale, the Q&A list's, so that the
// best of them answers whichever source it comes from (calibration.ts says how the scales were matched).
import type { AnswerSource } from '../../../schema/rest';
import type { OffTopicLikeness } from '../match';

export type { AnswerSource };

export interface SourceCandidate {
  source: AnswerSource;
  /** The Q&A group id, the AutoFAQ answer id, or the knowledge chunk's `fileId:ordinal`. */
  id: string;
  /** What its button says: a Q&A phrasing, an AutoFAQ answer's title, a passage's heading or first sentence. */
  label: string;
  /** The source's own score. */
  score: number;
  /** The score on the Q&A list's scale. */
  confidence: number;
}

export interface SourceProposal {
  source: AnswerSource;
  /** Best first. */
  candidates: SourceCandidate[];
  /** Share of the message's telling words and CJK pairs that this source's text never uses. */
  unknownShare: number;
  /**
   * Set by a ranking that compares the message with the off-topic reference itself (the Q&A list, the merged index):
   * `offTopic` is then its finding, undefined when it found no comparison needed.
   */
  offTopicCompared?: boolean;
  offTopic?: OffTopicLikeness;
}

// A button names its candidate: a Q&A group by its bare id (as before several sources), the others with a prefix.
export const PREFIXED: readonly AnswerSource[] = ['autofaq', 'knowledge'];

export function buttonIdOf(candidate: Pick<SourceCandidate, 'source' | 'id'>): string {
  return candidate.source === 'qa' ? candidate.id : `${candidate.source}:${candidate.id}`;
}

/**
 * What a candidate stands for to a visitor. A knowledge file's chunks under one heading are one passage: a long entry
 * is cut into chunks that repeat its heading, and two of them are neither rivals for the answer nor two buttons.
 * Q&A groups and AutoFAQ answers are items of their own.
 */
export function passageKeyOf(candidate: Pick<SourceCandidate, 'source' | 'id' | 'label'>): string {
  if (candidate.source !== 'knowledge') return buttonIdOf(candidate);
  const fileId = candidate.id.slice(0, candidate.id.lastIndexOf(':'));
  return `knowledge:${fileId}:${candidate.label}`;
}

export function parseButtonId(buttonId: string): { source: AnswerSource; id: string } {
  const colon = buttonId.indexOf(':');
  const source = buttonId.slice(0, colon) as AnswerSource;
  return colon > 0 && PREFIXED.includes(source) ? { source, id: buttonId.slice(colon + 1) } : { source: 'qa', id: buttonId };
}
