// The route table: every REST route of the console, grouped by the prefix it is served under. backend/app.ts mounts
// it and backend/openapi/document.ts describes it, so a route cannot be served without being documented.
import { autoFaqErrors, autoFaqRoutes } from './autofaq/autofaq.routes';
import { batchTestRoutes } from './batch-test/batch-test.routes';
import { CHANNELS } from './channels/registry';
import { chatbotRoutes } from './chatbots/chatbots.routes';
import { entityErrors, entityRoutes } from './entities/entities.routes';
import { healthRoutes } from './health/health.routes';
import { historyRoutes } from './history/history.routes';
import { statsRoutes } from './history/stats.routes';
import type { RouteGroup } from './http/route';
import { lineRefusalErrors } from './http/upload';
import { integrationRoutes } from './integrations/integrations.routes';
import { knowledgeErrors, knowledgeRoutes } from './knowledge/knowledge.routes';
import { accountRoutes } from './members/account.routes';
import { memberRoutes } from './members/members.routes';
import { planRefusals, planRoutes } from './plans/plans.routes';
import { optimizationRoutes } from './prompt-optimization/optimization.routes';
import { ImportInvalid } from './qa/qa-import.service';
import { qaRoutes } from './qa/qa.routes';
import { questionnaireRoutes } from './questionnaires/questionnaire.routes';
import { signInRoutes } from './sign-in/sign-in.routes';
import { topicRoutes } from './topics/topic.routes';

import { templateRoutes } from './templates/templates.routes';
import { userConfigRoutes } from './user-config/user-config.routes';
import { webPluginRoutes } from './web-plugin/web-plugin.routes';

/** A CSV import refused for its bad lines answers every one of them. */
const importRefusals = lineRefusalErrors(ImportInvalid);

export const routeTable: RouteGroup[] = [
  { prefix: '', routes: healthRoutes },
  { prefix: '/member', routes: memberRoutes },
  { prefix: '/member', routes: accountRoutes, errorAnswers: [planRefusals] },
  { prefix: '', routes: planRoutes },
  { prefix: '/member/sign-in', routes: signInRoutes },
  { prefix: '/chatbot', routes: [...chatbotRoutes, ...integrationRoutes] },
  { prefix: '', routes: templateRoutes },
  { prefix: '/custom-user-config', routes: userConfigRoutes },
  { prefix: '/qa', routes: qaRoutes, errorAnswers: [importRefusals] },
  { prefix: '/web-plugin', routes: webPluginRoutes },
  // Prompt optimisation shares /graph-rag with the knowledge files; the knowledge refusals only match their own errors.
  { prefix: '/graph-rag', routes: [...optimizationRoutes, ...knowledgeRoutes], errorAnswers: [importRefusals, knowledgeErrors] },
  { prefix: '/autofaq', routes: autoFaqRoutes, errorAnswers: [autoFaqErrors] },
  { prefix: '/ner', routes: entityRoutes, errorAnswers: [entityErrors] },
  { prefix: '/history', routes: [...historyRoutes, ...statsRoutes] },
  { prefix: '/batch-test', routes: batchTestRoutes, errorAnswers: [importRefusals] },
  { prefix: '/questionnaire', routes: questionnaireRoutes },

  { prefix: '/topic', routes: topicRoutes },
  ...CHANNELS.flatMap((channel) => channel.settings ?? []),
];
