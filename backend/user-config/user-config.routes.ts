// GET /custom-user-config/: the console's start-up settings for the signed-in account.
import type { UserConfigDTO } from '../../schema/rest';
import { DEFAULT_LANGUAGE } from '../../schema/rules/constants';
import { defineRoute, type Route } from '../http/route';
import { listPlans, toPlanDTO } from '../plans/plan.repository';

export const userConfigRoutes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/',
    summary: 'Start-up settings: default language, the plans and whether a language model is configured',
    session: true,
    answer: { status: 200, description: 'Settings', schema: 'UserConfig' },
    handler: async ({ ctx }) => {
      // Whether a model is there and its name; never its address or key.
      const llm = { configured: ctx.llm !== undefined, model: ctx.llm?.model ?? null, embeddings: ctx.llm?.embed !== undefined };
      const config: UserConfigDTO = { language: DEFAULT_LANGUAGE, packages: (await listPlans(ctx.db)).map(toPlanDTO), llm };
      return config;
    },
  }),
];
