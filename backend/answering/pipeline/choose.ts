// The one decision over every source's candidates, by the bot's thresholds on the calibrated confidence: a confident
// best candidate with no close rival answers, whichever source it comes from; close candidates become buttons;
// nothing confident, or a message more like the off-topic reference than like any candidate, gets none.
import { decide, nearestOffTopicMessage, type DecisionOptions, type OffTopicLikeness } from '..';
import type { AnswerIndex } from '../answer-index';
import { buttonIdOf, passageKeyOf, type SourceCandidate, type SourceProposal } from './candidates';

export interface Choice {
  kind: 'answer' | 'suggest' | 'none';
  /** The candidate that answers (kind 'answer'). */
  chosen?: SourceCandidate;
  /** Every usable candidate at or above the suggest threshold, best first: what buttons may offer. */
  close: SourceCandidate[];
  /** The off-topic reference message, when it decided 'none'. */
  offTopic?: OffTopicLikeness;
}

export type ChoiceOptions = DecisionOptions & { offTopicReference?: AnswerIndex };

/**
 * Candidates of the sources that know enough of the message's words, best first (ties keep the sources' order), one
 * a passage: the best chunk of a passage stands for it.
 */
function usableCandidates(proposals: readonly SourceProposal[], options: ChoiceOptions): SourceCandidate[] {
  const seen = new Set<string>();
  return proposals
    .filter((proposal) => proposal.unknownShare < options.maxUnknownShare)
    .flatMap((proposal) => proposal.candidates)
    .sort((a, b) => b.confidence - a.confidence)
    .filter((candidate) => {
      const key = passageKeyOf(candidate);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * The reference is compared with the best candidate: the comparison its ranking already made when there was one (the
 * Q&A list's, or the merged index's for every source).
 */
function offTopicFor(proposals: readonly SourceProposal[], top: SourceCandidate | undefined, text: string, options: ChoiceOptions): OffTopicLikeness | undefined {
  if (!top || options.offTopicRatio <= 0 || top.confidence < options.suggestThreshold) return undefined;
  const holder = proposals.find((proposal) => proposal.candidates[0] === top);
  if (holder?.offTopicCompared) return holder.offTopic;
  return nearestOffTopicMessage(text, options.offTopicReference ? { offTopicReference: options.offTopicReference } : {});
}

export function choose(proposals: readonly SourceProposal[], text: string, options: ChoiceOptions): Choice {
  const merged = usableCandidates(proposals, options);
  const byButton = new Map(merged.map((candidate) => [buttonIdOf(candidate), candidate]));
  const offTopic = offTopicFor(proposals, merged[0], text, options);
  const decision = decide(
    merged.map((candidate) => ({ groupId: buttonIdOf(candidate), score: candidate.confidence, question: candidate.label })),
    0,
    options,
    offTopic,
  );
  const close = merged.filter((candidate) => candidate.confidence >= options.suggestThreshold);
  if (decision.kind === 'none') return { kind: 'none', close: [], ...(decision.offTopic && offTopic && { offTopic }) };
  if (decision.kind === 'answer' && decision.groupId) return { kind: 'answer', chosen: byButton.get(decision.groupId), close };
  return { kind: 'suggest', close };
}
