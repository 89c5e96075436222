// Reads the Q&A groups a reply needs, by primary key, and picks a group's answer by its selection mode.
import type { Kysely } from 'kysely';
import type { AnswerMode } from '../../../schema/rules/constants';
import type { Database } from '../../db/schema';
import { nextRotation } from '../../qa/answer-rotation.repository';
import { findReplyGroups } from '../../qa/qa-group.repository';

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

// Bounds the memory a huge Q&A list can take; groups past it are simply read each time.
const MEMO_MAX_GROUPS = 5000;

/** A trained index's groups, read by primary key once and then served from memory. */
export class GroupMemo {
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
