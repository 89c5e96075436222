// CSV import and export of a bot's Q&A list. An import is all or nothing: one transaction, and the plan
// limit counts only the groups it would create. What goes through but looks like a mistake comes back as warnings.
import type { QaImportResultDTO } from '../../schema/rest';
import type { LineIssue } from '../../schema/rules/errors';
import { MSG } from '../../schema/rules/messages';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { AppError } from '../http/errors';
import type { AccountRow } from '../members/account.table';
import { existingKeys, listAllGroups, upsertGroupsByKey } from './qa-group.repository';
import { newGroupRows, reserveGroupQuota } from './qa-group.service';
import { foldedText, writeQaCsv, type ImportedGroup } from './qa-csv';
import type { QaGroupRow } from './qa.table';
import { utf8UploadText } from '../http/text-upload';

/** 400 IMPORT_INVALID; the route answers `lines` beside the usual code and message. */
export class ImportInvalid extends AppError {
  constructor(readonly lines: LineIssue[]) {
    super('IMPORT_INVALID');
  }
}

/**
 * The file's groups that will stand beside a group of the list the import leaves as it is (another key): a question
 * they share, or keys that read as one (foldedText). On the group's first line, naming the list's group.
 */
function listAmbiguities(groups: ImportedGroup[], listed: Pick<QaGroupRow, 'key' | 'questions'>[]): LineIssue[] {
  const imported = new Set(groups.map((group) => group.key));
  const others = listed.filter((group) => !imported.has(group.key));
  const keyOf = new Map(others.map((group) => [foldedText(group.key), group.key]));
  const questionOf = new Map(others.flatMap((group) => group.questions.map((question) => [foldedText(question), group.key] as const)));
  const warnings: LineIssue[] = [];
  for (const group of groups) {
    const alike = keyOf.get(foldedText(group.key));
    if (alike !== undefined) warnings.push({ line: group.line, message: MSG.csvKeyLikeListGroup, values: { key: alike } });
    const sharing = new Set(group.questions.flatMap((question) => questionOf.get(foldedText(question)) ?? []));
    for (const key of sharing) warnings.push({ line: group.line, message: MSG.csvQuestionInListGroup, values: { key } });
  }
  return warnings;
}

/**
 * A follow-up choice of the file's groups that is no question of a group the list will hold (the file's, or the list's
 * others): a tap sends the choice as the visitor's question, so it may find no answer. On the line of the row whose
 * `choices` cell gave it, naming the choice (`key`, as the other warnings name a key). Not refused: choices are free
 * text in the console too.
 */
function choicesWithoutGroup(groups: ImportedGroup[], listed: Pick<QaGroupRow, 'key' | 'questions'>[]): LineIssue[] {
  const imported = new Set(groups.map((group) => group.key));
  const kept = listed.filter((group) => !imported.has(group.key));
  const questions = new Set([...groups, ...kept].flatMap((group) => group.questions.map(foldedText)));
  return groups.flatMap((group) =>
    (group.settings.postback_choices ?? [])
      .filter((choice) => !questions.has(foldedText(choice)))
      .map((choice) => ({ line: group.settingLines.postback_choices ?? group.line, message: MSG.csvChoiceWithoutGroup, values: { key: choice } })),
  );
}

export async function importQaCsv(ctx: BackendContext, account: AccountRow, bot: ChatbotRow, file: { buffer: Buffer; fileName: string }): Promise<QaImportResultDTO> {
  const chatbotId = bot.chatbot_id;
  // A large file is read on a thread (uploads/csv-reader.ts): every bot's replies go on meanwhile.
  const reading = await ctx.csvReader.read({ kind: 'qa', text: utf8UploadText(file.buffer, file.fileName) });
  if (!reading.ok) throw new ImportInvalid(reading.lines);
  const { groups } = reading;
  return ctx.db.transaction().execute(async (trx) => {
    // The keys this import finds are read under the account's lock, so two imports of the same file count right.
    let known = new Set<string>();
    await reserveGroupQuota(trx, account, async () => {
      known = await existingKeys(trx, chatbotId, groups.map((group) => group.key));
      return groups.length - known.size;
    });
    const created = groups.length - known.size;
    const now = ctx.now();
    const listed = await listAllGroups(trx, chatbotId);
    const warnings = [...reading.warnings, ...listAmbiguities(groups, listed), ...choicesWithoutGroup(groups, listed)].sort((a, b) => a.line - b.line);
    await upsertGroupsByKey(trx, newGroupRows(chatbotId, groups, now), reading.settingFields);
    return { groups_created: created, groups_updated: known.size, rows: reading.rows, warnings };
  });
}

export async function exportQaCsv(ctx: BackendContext, bot: ChatbotRow): Promise<string> {
  const chatbotId = bot.chatbot_id;
  return writeQaCsv(await listAllGroups(ctx.db, chatbotId));
}
