// createChatbot's promise that a failed creation leaves neither rows nor files behind.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { composeBackend } from '../composition';
import type { BackendContext } from '../context';
import type { BackendDatabase } from '../db/database';
import { insertAccount } from '../members/account.repository';
import { openTestDatabase } from '../../tests/support/test-database';
import { chatbotPayload } from '../../tests/support/factories';
import { createChatbot } from './chatbot.service';
import { admitKnowledgeFile } from '../knowledge/intake';

let database: BackendDatabase;
let ctx: BackendContext;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-console-service-'));
  ctx = composeBackend(database, { dataDir, env: {} });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('createChatbot', () => {
  it('keeps none of the files when the transaction fails', async () => {
    const account = await insertAccount(ctx.db, { email: 'files@example.com', nickname: 'F', passwordHash: 'unused', planCode: 'free' });
    const file = admitKnowledgeFile({ originalname: 'notes.txt', size: 5, buffer: Buffer.from('notes') });
    // PostgreSQL text cannot hold NUL, so inserting this file row fails after the bot's row is in.
    const unstorable = { ...file, fileName: 'bad\u0000name.txt' };
    await expect(createChatbot(ctx, account!, chatbotPayload(), [unstorable])).rejects.toThrow();
    expect(await ctx.db.selectFrom('knowledge_file_contents').select('file_id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('chatbots').select('chatbot_id').execute()).toEqual([]);
  });
});
