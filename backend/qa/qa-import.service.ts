// CSV import and export of a bot's Q&A list. An import is all or nothing: one transaction, and the plan
// limit counts only the groups it would create.
import type { QaImportResultDTO } from '../../schema/rest';
import type { LineIssue } from '../../schema/rules/errors';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { AppError } from '../http/errors';
import type { AccountRow } from '../members/account.table';
import { existingKeys, listAllGroups, upsertGroupsByKey } from './qa-group.repository';
import { newGroupRows, reserveGroupQuota } from './qa-group.service';
import { writeQaCsv } from './qa-csv';
import { utf8UploadText } from '../http/text-upload';

/** 400 IMPORT_INVALID; the route answers `lines` beside the usual code and message. */
export class ImportInvalid extends AppError {
  constructor(readonly lines: LineIssue[]) {
    super('IMPORT_INVALID');
  }
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
    await upsertGroupsByKey(trx, newGroupRows(chatbotId, groups, now));
    return { groups_created: created, groups_updated: known.size, rows: reading.rows };
  });
}

export async function exportQaCsv(ctx: BackendContext, bot: ChatbotRow): Promise<string> {
  const chatbotId = bot.chatbot_id;
  return writeQaCsv(await listAllGroups(ctx.db, chatbotId));
}
