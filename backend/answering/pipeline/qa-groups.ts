// The Q&A groups a reply needs: as a training saved them with its index (TrainedGroups), or, for an index trained
// before migration 0025, read by primary key (GroupMemo). Picks a group's answer by its selection mode.
import type { Kysely } from 'kysely';
import type { AnswerMode } from '../../../schema/rules/constants';
import type { Database } from '../../db/schema';
import { nextRotation } from '../../qa/answer-rotation.repository';
import { findReplyGroups } from '../../qa/qa-group.repository';
import type { QaGroupRow } from '../../qa/qa.table';

export interface AnswerGroup {
  groupId: string;
  answers: string[];
  answerMode: AnswerMode;
  similarEnabled: boolean;
  /** Follow-up options shown as buttons under the group's answer. */
  postbackChoices: string[];
}

/** The bot's groups among groupIds (a trained index may name groups deleted since). */
export async function findAnswerGroups(db: Kysely<Database>, chatbotId: string, groupIds: string[]): Promise<Map<string, AnswerGroup>> {
  if (groupIds.length === 0) return new Map();
  const rows = await findReplyGroups(db, chatbotId, groupIds);
  return new Map(
    rows.map((row) => [
      row.group_id,
      { groupId: row.group_id, answers: row.answers, answerMode: row.answer_mode, similarEnabled: row.similar_enabled, postbackChoices: row.postback_choices },
    ]),
  );
}

/** A bot's groups by id, as a reply reads them. */
export interface GroupSource {
  find(groupIds: string[]): Promise<Map<string, AnswerGroup>>;
}

/** What a training saves of its groups beside the index: what replies say until the next training. */
export function trainedGroupsJson(groups: QaGroupRow[]): string {
  const trained: AnswerGroup[] = groups.map((row) => ({
    groupId: row.group_id,
    answers: row.answers,
    answerMode: row.answer_mode,
    similarEnabled: row.similar_enabled,
    postbackChoices: row.postback_choices,
  }));
  return JSON.stringify(trained);
}

/**
 * The groups a training saved with its index, in memory as long as the index: an edit, a new group or a deletion
 * reaches the replies with the next training, on every replica and after every restart alike.
 */
export class TrainedGroups implements GroupSource {
  private readonly groups: Map<string, AnswerGroup>;

  constructor(json: string) {
    this.groups = new Map((JSON.parse(json) as AnswerGroup[]).map((group) => [group.groupId, group]));
  }

  async find(groupIds: string[]): Promise<Map<string, AnswerGroup>> {
    const found = new Map<string, AnswerGroup>();
    for (const groupId of groupIds) {
      const group = this.groups.get(groupId);
      if (group) found.set(groupId, group);
    }
    return found;
  }
}

// Bounds the memory a huge Q&A list can take; groups past it are simply read each time.
const MEMO_MAX_GROUPS = 5000;

/**
 * An index trained before migration 0025 has no saved groups: they are read by primary key once and then served
 * from memory, so an edit made before that first read reaches the replies early. Its next training saves them.
 */
export class GroupMemo implements GroupSource {
  private readonly groups = new Map<string, AnswerGroup | null>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly chatbotId: string,
  ) {}

  async find(groupIds: string[]): Promise<Map<string, AnswerGroup>> {
    const missing = groupIds.filter((groupId) => !this.groups.has(groupId));
    const read = await findAnswerGroups(this.db, this.chatbotId, missing);
    for (const groupId of missing) {
      if (this.groups.size < MEMO_MAX_GROUPS) this.groups.set(groupId, read.get(groupId) ?? null);
    }
    const found = new Map<string, AnswerGroup>();
    for (const groupId of groupIds) {
      const group = this.groups.get(groupId) ?? read.get(groupId);
      if (group) found.set(groupId, group);
    }
    return found;
  }
}

/** §3 answer-selection modes: 1 first answer, 2 random, 3 in order (rotating per end user). */
export async function chooseAnswer(db: Kysely<Database>, chatbotId: string, group: AnswerGroup, userId: string, random: () => number = Math.random): Promise<string> {
  const count = group.answers.length;
  if (count <= 1 || group.answerMode === 1) return group.answers[0] ?? '';
  if (group.answerMode === 2) return group.answers[Math.floor(random() * count)];
  return group.answers[(await nextRotation(db, chatbotId, group.groupId, userId)) % count];
}
