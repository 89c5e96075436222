// GET /templates and POST /chatbot/v2/create-from-template: the built-in Q&A templates and a bot made from one.
import { createFromTemplateSchema, templateLanguage, templateListQuerySchema } from '../../schema/rules/templates';
import { signedIn } from '../http/require-session';
import { defineRoute, type Route } from '../http/route';
import { createChatbotFromTemplate, listTemplates } from './templates.service';

export const templateRoutes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/templates',
    summary: 'The built-in Q&A templates',
    description: 'Names, descriptions, groups and field labels follow `language` (tw, en, cn, jp); any other value or none gives tw.',
    session: true,
    query: templateListQuerySchema,
    answer: { status: 200, description: 'Templates', schema: 'TemplateList' },
    handler: ({ query }) => listTemplates(templateLanguage(query.language)),
  }),
  defineRoute({
    method: 'post',
    path: '/chatbot/v2/create-from-template',
    summary: 'Create a chatbot with the Q&A groups of a template',
    description:
      'The payload is the create-chatbot payload (scenario and tools default to the template\'s); `fields` gives each field\'s value by key. ' +
      "The groups are written in the bot's language with the values in place of the placeholders (a group naming a blank optional field is left out) " +
      'and the bot starts untrained. A refused field is named `fields.<key>` with `templates.rules.<reason>`; an unknown template `template_id`. Nothing is created on any error.',
    session: true,
    body: createFromTemplateSchema,
    answer: { status: 201, description: 'Created', schema: 'ChatbotDetail' },
    errors: ['BOT_LIMIT_REACHED', 'QA_GROUP_LIMIT_REACHED', 'PACKAGE_NOT_IN_PLAN', 'DUPLICATE_BOT_NAME'],
    handler: ({ ctx, res, body }) => createChatbotFromTemplate(ctx, signedIn(res).account, body),
  }),
];
