// Creating a bot from a built-in template: the fields are checked by the §5 rules, then the bot is created exactly as
// create-chatbot creates it, with the filled Q&A groups in the same transaction (untrained, as after an import).
import type { ChatbotDetailDTO } from '../../schema/rest';
import type { TemplateDTO } from '../../schema/rest-templates';
import { scenarioDefaultTools, type Language } from '../../schema/rules/constants';
import type { FieldIssue } from '../../schema/rules/errors';
import { checkTemplateValues, templateRuleMessage, type CreateFromTemplateBody } from '../../schema/rules/templates';
import { MSG } from '../../schema/rules/validation';
import { createChatbot } from '../chatbots/chatbot.service';
import type { BackendContext } from '../context';
import { validationFailed } from '../http/errors';
import type { AccountRow } from '../members/account.table';
import { upsertGroupsByKey } from '../qa/qa-group.repository';
import { newGroupRows, reserveGroupQuota } from '../qa/qa-group.service';
import { filledGroups, findTemplate, templateFields, TEMPLATES, toTemplateDTO } from './catalogue';

export const UNKNOWN_TEMPLATE = 'templates.unknownTemplate';

export function listTemplates(language: Language): TemplateDTO[] {
  return TEMPLATES.map((template) => toTemplateDTO(template, language));
}

/** Every bad field at once: unknown keys and rule breaches, named `fields.<key>`. */
function fieldIssues(body: CreateFromTemplateBody, known: ReturnType<typeof templateFields>): FieldIssue[] {
  const keys = new Set(known.map((field) => field.key));
  const unknown = Object.keys(body.fields)
    .filter((key) => !keys.has(key))
    .map((key) => ({ field: `fields.${key}`, message: MSG.invalidValue }));
  const refused = Object.entries(checkTemplateValues(known, body.fields)).map(([key, reason]) => ({ field: `fields.${key}`, message: templateRuleMessage(reason) }));
  return [...unknown, ...refused];
}

export async function createChatbotFromTemplate(ctx: BackendContext, account: AccountRow, body: CreateFromTemplateBody): Promise<ChatbotDetailDTO> {
  const template = findTemplate(body.template_id);
  if (!template) throw validationFailed([{ field: 'template_id', message: UNKNOWN_TEMPLATE }]);
  const language = body.payload.language;
  const issues = fieldIssues(body, templateFields(template, language));
  if (issues.length > 0) throw validationFailed(issues);
  const values = Object.fromEntries(Object.entries(body.fields).map(([key, value]) => [key, value.trim()]));
  const groups = filledGroups(template, language, values);
  const scenario = body.payload.scenario ?? template.scenario;
  const payload = { ...body.payload, scenario, tools: body.payload.tools ?? scenarioDefaultTools(scenario) };
  return createChatbot(ctx, account, payload, [], async (trx, chatbotId, now) => {
    await reserveGroupQuota(trx, account, groups.length);
    await upsertGroupsByKey(trx, newGroupRows(chatbotId, groups, now));
  });
}
