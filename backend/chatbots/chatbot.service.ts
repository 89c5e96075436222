// Chatbot rules: plan bot limit, unique names per account, packages the account's plan includes, files stored with the bot,
// password-confirmed deletion. Maps rows to the REST shapes.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ChatbotDetailDTO, ChatbotListDTO, ChatbotToolsDTO } from '../../schema/rest';
import type { Tools } from '../../schema/rules/constants';
import { planIncludesPackage } from '../../schema/rules/plans';
import { MSG, type CreateChatbotPayload, type DeleteChatbotBody, type ModifyChatbotBody } from '../../schema/rules/validation';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import { AppError, botLimitReached, botNotFound, duplicateBotName, invalidPassword, packageNotInPlan, validationFailed } from '../http/errors';
import type { RateLimitRule } from '../http/rate-limit';
import type { AccountRow } from '../members/account.table';
import { lockAccount } from '../members/account.repository';
import { checkPassword } from '../members/password';
import { insertDefaultIntegrations } from '../integrations/integration.repository';
import { newVendorId } from '../integrations/vendor-id';
import { findPlan, planOfAccount } from '../plans/plan.repository';
import type { PlanRow } from '../plans/plan.table';
import { queueIngestion, removeUploadFolder, storeKnowledgeFiles, type AcceptedKnowledgeFile } from '../knowledge/intake';
import { toKnowledgeFileDTO } from '../knowledge/knowledge-file.dto';
import { listFilesOfBots } from '../knowledge/knowledge-file.repository';
import type { KnowledgeFileRow } from '../knowledge/knowledge.table';
import type { ChatbotRow } from './chatbot.table';
import { isUniqueViolation, retryingDeadlocks } from '../db/pg-errors';
import {
  countChatbots,
  deleteOwnedChatbot,
  findOwnedChatbot,
  insertChatbot,
  listChatbots,
  robotNameTaken,
  updateOwnedChatbot,
} from './chatbot.repository';

export function toChatbotDetailDTO(bot: ChatbotRow, files: KnowledgeFileRow[]): ChatbotDetailDTO {
  return {
    chatbot_id: bot.chatbot_id,
    robot_name: bot.robot_name,
    greeting_msg: bot.greeting_msg,
    failed_msg: bot.failed_msg,
    postback_msg: bot.postback_msg,
    description: bot.description,
    language: bot.language,
    package: bot.package,
    scenario: bot.scenario,
    agent_prompt: bot.agent_prompt,
    sgw_vendor: bot.sgw_vendor,
    vendor_id: bot.vendor_id,
    tools: bot.tools,
    tags: bot.tags,
    files: files.filter((file) => file.chatbot_id === bot.chatbot_id).map(toKnowledgeFileDTO),
    expired_at: bot.expired_at?.toISOString() ?? null,
    created_at: bot.created_at.toISOString(),
    updated_at: bot.updated_at.toISOString(),
  };
}

const accountPlan = (ctx: BackendContext, account: AccountRow): Promise<PlanRow> => planOfAccount(ctx.db, account);

/** The package must exist (400 VALIDATION_FAILED) and be included in the account's plan (400 PACKAGE_NOT_IN_PLAN). */
async function requirePackageInPlan(ctx: BackendContext, plan: PlanRow, code: string): Promise<void> {
  const pkg = await findPlan(ctx.db, code);
  if (!pkg) throw validationFailed([{ field: 'package', message: MSG.packageRequired }]);
  if (!planIncludesPackage(plan, pkg)) throw packageNotInPlan();
}

export async function listAccountChatbots(ctx: BackendContext, account: AccountRow): Promise<ChatbotListDTO> {
  const bots = await listChatbots(ctx.db, account.id);
  const files = await listFilesOfBots(ctx.db, bots.map((bot) => bot.chatbot_id));
  return { chatbots: bots.map((bot) => toChatbotDetailDTO(bot, files)) };
}

export async function chatbotDetail(ctx: BackendContext, bot: ChatbotRow): Promise<ChatbotDetailDTO> {
  return toChatbotDetailDTO(bot, await listFilesOfBots(ctx.db, [bot.chatbot_id]));
}

/** More rows written with a new bot, in its transaction (e.g. a template's Q&A groups). */
export type CreationExtra = (trx: Kysely<Database>, chatbotId: string, now: Date) => Promise<void>;

/** Creates the bot and stores its files (and `extra`'s rows) in one transaction; on any failure nothing stays behind. */
export async function createChatbot(
  ctx: BackendContext,
  account: AccountRow,
  payload: CreateChatbotPayload,
  files: AcceptedKnowledgeFile[],
  extra?: CreationExtra,
): Promise<ChatbotDetailDTO> {
  const plan = await accountPlan(ctx, account);
  await requirePackageInPlan(ctx, plan, payload.package);
  const chatbotId = randomBytes(16).toString('base64url');
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await lockAccount(trx, account.id);
      if ((await countChatbots(trx, account.id)) >= plan.bot_limit) throw botLimitReached();
      if (await robotNameTaken(trx, account.id, payload.robot_name)) throw duplicateBotName();
      const now = ctx.now();
      const bot = await insertChatbot(trx, {
        chatbot_id: chatbotId,
        account_id: account.id,
        robot_name: payload.robot_name,
        greeting_msg: payload.greeting_msg,
        failed_msg: payload.failed_msg,
        postback_msg: payload.postback_msg,
        description: payload.description,
        language: payload.language,
        package: payload.package,
        scenario: payload.scenario,
        agent_prompt: payload.agent_prompt,
        sgw_vendor: payload.sgw_vendor,
        vendor_id: newVendorId(),
        tools: JSON.stringify(payload.tools),
        created_at: now,
        updated_at: now,
      });
      await insertDefaultIntegrations(trx, chatbotId, now);
      await extra?.(trx, chatbotId, now);
      const rows = await storeKnowledgeFiles(trx, chatbotId, files, now);
      await queueIngestion(ctx, rows, trx);
      return toChatbotDetailDTO(bot, await listFilesOfBots(trx, [chatbotId]));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateBotName();
    throw error;
  }
}

/** Changes the account's own bot (the route loaded it as owned); one changed since `expected_updated_at` is refused (EDIT_CONFLICT). */
export async function modifyChatbot(ctx: BackendContext, account: AccountRow, owned: ChatbotRow, body: ModifyChatbotBody): Promise<ChatbotDetailDTO> {
  const chatbotId = owned.chatbot_id;
  const { expected_updated_at: expected, ...changes } = body;
  await requirePackageInPlan(ctx, await accountPlan(ctx, account), changes.package);
  let bot: ChatbotRow | undefined;
  try {
    // Under the account's lock, as a new bot is named: a rename and a creation at once cannot take one name twice.
    bot = await ctx.db.transaction().execute(async (trx) => {
      await lockAccount(trx, account.id);
      if (await robotNameTaken(trx, account.id, changes.robot_name, chatbotId)) throw duplicateBotName();
      return updateOwnedChatbot(trx, account.id, chatbotId, { ...changes, updated_at: ctx.now() }, expected ? new Date(expected) : undefined);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateBotName();
    throw error;
  }
  if (!bot && expected && (await findOwnedChatbot(ctx.db, account.id, chatbotId))) throw new AppError('EDIT_CONFLICT');
  if (!bot) throw botNotFound();
  return toChatbotDetailDTO(bot, await listFilesOfBots(ctx.db, [chatbotId]));
}

/** Wrong passwords confirming a bot deletion, per account. */
export const DELETE_PASSWORD_LIMIT_PER_ACCOUNT: RateLimitRule = { name: 'delete-chatbot:account', limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * Whether the owner confirmed the deletion (§4): with the account password, or, for an account of Google or LINE
 * sign-in (which has no password it knows), with the bot's name typed out.
 */
async function confirmDeletion(account: AccountRow, bot: ChatbotRow, confirmation: DeleteChatbotBody): Promise<void> {
  if (account.provider === 'password') {
    if (confirmation.password === undefined) throw validationFailed([{ field: 'password', message: MSG.required }]);
    if (!(await checkPassword(account.password_hash, confirmation.password))) throw invalidPassword();
    return;
  }
  if (confirmation.confirm_name === undefined) throw validationFailed([{ field: 'confirm_name', message: MSG.required }]);
  if (confirmation.confirm_name !== bot.robot_name.trim()) throw validationFailed([{ field: 'confirm_name', message: MSG.botNameMismatch }]);
}

/**
 * The route counted the attempt against DELETE_PASSWORD_LIMIT_PER_ACCOUNT; `confirmed` takes it back, so only wrong
 * confirmations use up the limit.
 */
export async function deleteChatbot(ctx: BackendContext, account: AccountRow, bot: ChatbotRow, confirmation: DeleteChatbotBody, confirmed: () => Promise<void>): Promise<void> {
  const chatbotId = bot.chatbot_id;
  await confirmDeletion(account, bot, confirmation);
  await confirmed();
  // A batch test writing its rows as the delete cascades to them can deadlock with it (opposite lock orders).
  if (!(await retryingDeadlocks(() => deleteOwnedChatbot(ctx.db, account.id, chatbotId)))) throw botNotFound();
  // Every replica forgets the bot's public entry now, so its vendor id answers 404 at once, not a reply it cannot record.
  await ctx.botChanges.announce(chatbotId, 'settings');
  await removeUploadFolder(ctx.dataDir, chatbotId);
}

export function chatbotTools(bot: ChatbotRow): ChatbotToolsDTO {
  return { tools: bot.tools };
}

export async function replaceChatbotTools(ctx: BackendContext, owned: ChatbotRow, tools: Tools): Promise<ChatbotToolsDTO> {
  const bot = await updateOwnedChatbot(ctx.db, owned.account_id, owned.chatbot_id, { tools: JSON.stringify(tools), updated_at: ctx.now() });
  if (!bot) throw botNotFound();
  return { tools: bot.tools };
}
