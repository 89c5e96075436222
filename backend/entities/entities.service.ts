// The entity files page's operations on one of the signed-in account's bots: upload a file (read whole before
// anything is written; the same name replaces the stored file and says so), list, toggle, delete, and a test of
// which entities a text names.
import { randomUUID } from 'node:crypto';
import type { EntityDataDTO, EntityFileDTO, EntityTestDTO } from '../../schema/rest';
import { lockChatbotRow } from '../chatbots/chatbot.repository';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { notFound } from '../http/errors';
import { uploadedFileName } from '../http/upload';
import { deleteEntityFile, findEntityFile, findEntityFileByName, insertEntityFile, listEntityFiles, setEntityFileActive } from './entities.repository';
import type { EntityFileRow } from './entities.table';
import { readEntityCsv } from './entity-csv';
import { findEntities } from './entity-step';

export interface UploadedEntityFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

const toFileDTO = (file: EntityFileRow): EntityFileDTO => ({
  file_id: file.file_id,
  file_name: file.file_name,
  active: file.active,
  entity_count: file.entity_count,
  size: file.size,
  created_at: file.created_at.toISOString(),
  updated_at: file.updated_at.toISOString(),
});

const entitiesChanged = (ctx: BackendContext, chatbotId: string) => ctx.botChanges.announce(chatbotId, 'entities');

async function dataOf(ctx: BackendContext, chatbotId: string, replacedFile: string | null = null): Promise<EntityDataDTO> {
  const [files, matcher] = await Promise.all([listEntityFiles(ctx.db, chatbotId), ctx.caches.entities.get(chatbotId)]);
  const entityCount = files.filter((file) => file.active).reduce((sum, file) => sum + file.entity_count, 0);
  return { chatbot_id: chatbotId, files: files.map(toFileDTO), entity_count: entityCount, types: matcher?.types ?? [], replaced_file: replacedFile };
}

export function entityData(ctx: BackendContext, bot: ChatbotRow): Promise<EntityDataDTO> {
  return dataOf(ctx, bot.chatbot_id);
}

export async function uploadEntityFile(ctx: BackendContext, bot: ChatbotRow, upload: UploadedEntityFile): Promise<EntityDataDTO> {
  const chatbotId = bot.chatbot_id;
  const fileName = uploadedFileName(upload.originalname);
  const entities = readEntityCsv(fileName, upload.buffer);
  const replaced = await ctx.db.transaction().execute(async (trx) => {
    await lockChatbotRow(trx, chatbotId);
    const existing = await findEntityFileByName(trx, chatbotId, fileName);
    if (existing) await deleteEntityFile(trx, chatbotId, existing.file_id);
    const now = ctx.now();
    await insertEntityFile(
      trx,
      { file_id: randomUUID(), chatbot_id: chatbotId, file_name: fileName, size: upload.size, entity_count: entities.length, active: existing?.active ?? true, created_at: now, updated_at: now },
      entities,
    );
    return existing !== undefined;
  });
  await entitiesChanged(ctx, chatbotId);
  return dataOf(ctx, chatbotId, replaced ? fileName : null);
}

/** One of the bot's entity files; 404 NOT_FOUND when the bot has no such file. */
async function botFile(ctx: BackendContext, chatbotId: string, fileId: string): Promise<EntityFileRow> {
  const file = await findEntityFile(ctx.db, chatbotId, fileId);
  if (!file) throw notFound();
  return file;
}

export async function setEntityActive(ctx: BackendContext, bot: ChatbotRow, fileId: string, active: boolean): Promise<EntityDataDTO> {
  const chatbotId = bot.chatbot_id;
  await botFile(ctx, chatbotId, fileId);
  if (!(await setEntityFileActive(ctx.db, chatbotId, fileId, active))) throw notFound();
  await entitiesChanged(ctx, chatbotId);
  return dataOf(ctx, chatbotId);
}

export async function removeEntityFile(ctx: BackendContext, bot: ChatbotRow, fileId: string): Promise<EntityDataDTO> {
  const chatbotId = bot.chatbot_id;
  await botFile(ctx, chatbotId, fileId);
  await deleteEntityFile(ctx.db, chatbotId, fileId);
  await entitiesChanged(ctx, chatbotId);
  return dataOf(ctx, chatbotId);
}

export async function testEntities(ctx: BackendContext, bot: ChatbotRow, text: string): Promise<EntityTestDTO> {
  return { entities: await findEntities(ctx, bot.chatbot_id, text) };
}
