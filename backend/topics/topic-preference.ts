// While a conversation has a topic chosen, the topic's groups win close calls: where choose.ts would offer buttons
// (or could not tell near-equal candidates apart), the one candidate of the chosen topic within the close ratio of
// the best answers. Nothing else changes: a lone confident candidate, a weak best one (below the answer threshold),
// 'none', and a close call among several of the topic's own groups are left as choose.ts decided.
import type { Choice } from '../answering/pipeline/choose';

export interface PreferenceOptions {
  closeRatio: number;
  answerThreshold: number;
}

export function preferTopicGroups(choice: Choice, topicGroups: ReadonlySet<string>, options: PreferenceOptions): Choice {
  if (choice.kind === 'none' || topicGroups.size === 0) return choice;
  const best = choice.close[0];
  if (!best || best.confidence < options.answerThreshold) return choice;
  const near = choice.close.filter((candidate) => candidate.confidence >= best.confidence * options.closeRatio);
  if (near.length < 2) return choice;
  const inTopic = near.filter((candidate) => candidate.source === 'qa' && topicGroups.has(candidate.id));
  if (inTopic.length !== 1) return choice;
  return { kind: 'answer', chosen: inTopic[0], close: choice.close };
}
