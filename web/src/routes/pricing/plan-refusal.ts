// A refused plan change (PLAN_LIMITS_EXCEEDED) in the user's words: the counts in extensions.usage say what to remove.
import { z } from 'zod';
import { planUsageSchema, type PlanUsage } from '../../../../schema/rules';
import { PLATFORMS } from '../../../../schema/rules/constants';
import { graphQLErrorsOf } from '../../forms/graphql-errors';

type Translate = (key: string, values: Record<string, string | number>) => string;

/** The usage counts of a PLAN_LIMITS_EXCEEDED failure; undefined for any other failure. */
export function planUsageOf(error: unknown): PlanUsage | undefined {
  const refusal = graphQLErrorsOf(error)?.find((graphQLError) => graphQLError.extensions?.code === 'PLAN_LIMITS_EXCEEDED');
  return planUsageSchema.safeParse(refusal?.extensions?.usage).data;
}

/** One sentence per limit the account is over, e.g. "You have 4 bots; the Free plan allows 1. Delete 3 bots first." */
export function refusalSentences(usage: PlanUsage, plan: string, t: Translate): string[] {
  const over = (key: string, count: number, limit: number) => (count > limit ? [t(key, { count, limit, excess: count - limit, plan })] : []);
  return [
    ...over('pricing.refusal.bots', usage.bot_count, usage.bot_limit),
    ...over('pricing.refusal.qaGroups', usage.qa_group_count, usage.qa_group_limit),
    ...(usage.bots_above_plan > 0 ? [t('pricing.refusal.abovePlan', { count: usage.bots_above_plan, plan })] : []),
  ];
}

const stoppedChannelsSchema = z.array(z.object({ botId: z.string(), botName: z.string(), platform: z.enum(PLATFORMS) }));
export type StoppedChannels = z.infer<typeof stoppedChannelsSchema>;

/** The switched-on channels a PLAN_STOPS_CHANNELS failure names; undefined for any other failure. */
export function stoppedChannelsOf(error: unknown): StoppedChannels | undefined {
  const refusal = graphQLErrorsOf(error)?.find((graphQLError) => graphQLError.extensions?.code === 'PLAN_STOPS_CHANNELS');
  return stoppedChannelsSchema.safeParse(refusal?.extensions?.channels).data;
}
