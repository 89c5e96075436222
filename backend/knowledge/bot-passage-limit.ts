// A bot's passage limit, checked where passages are about to be stored: at upload for the files it brings (against
// the passages the bot's ingested files hold) and again at ingestion, where files of the creation wizard and files
// uploaded while others waited are counted for the first time. The caller holds the bot's row lock.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countBotChunks } from './knowledge-file.repository';
import { KnowledgeFileRefused } from './parse';

export interface FilePassages {
  fileName: string;
  chunkCount: number;
}

/**
 * 400 KNOWLEDGE_FILE_INVALID (bot_chunk_limit) naming the first file that takes the bot past `botMaxChunks`, counting
 * the chunks stored for the bot except those of `replacedFileIds` (files being replaced or re-ingested).
 */
export async function refuseOverBotLimit(trx: Kysely<Database>, chatbotId: string, files: FilePassages[], replacedFileIds: string[], botMaxChunks: number): Promise<void> {
  let total = await countBotChunks(trx, chatbotId, replacedFileIds);
  for (const file of files) {
    total += file.chunkCount;
    if (total > botMaxChunks) throw new KnowledgeFileRefused(file.fileName, 'bot_chunk_limit', {}, `${total.toLocaleString('en')} passages, at most ${botMaxChunks.toLocaleString('en')}`);
  }
}
