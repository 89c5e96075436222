// PRODUCT.md §2 account screens and §5 rules: editing the profile, changing the password, choosing a plan.
// The backend validates its bodies, the BFF its inputs and the account page its forms with these.
import { z } from 'zod';
import { PLATFORMS } from './constants';
import { currentPasswordSchema, MSG, passwordSchema, registerSchema, text } from './validation';

/** The nickname as registration takes it; the first name (avatar initials) within the same bounds. */
export const profileSchema = z.object({
  nickname: registerSchema.shape.nickname,
  first_name: registerSchema.shape.nickname,
});
export type ProfileBody = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    /** Checked like the password that confirms a bot deletion: only against the stored hash. */
    old_password: currentPasswordSchema,
    new_password: passwordSchema,
    confirm_password: z.string().min(1, MSG.required),
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ['confirm_password'], message: MSG.passwordMismatch });
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;

export const changePlanSchema = z.object({
  plan: text().trim().min(1, MSG.required).max(50, MSG.tooLong),
  /** The owner saw which switched-on channels the plan does not include, and switches anyway. */
  stop_channels: z.boolean().optional(),
});
export type ChangePlanBody = z.infer<typeof changePlanSchema>;

/**
 * What an account uses against what a plan allows; a downgrade below any of it is refused with these counts,
 * so the console can say in the user's language what to remove first.
 */
export const planUsageSchema = z.object({
  bot_count: z.number().int(),
  bot_limit: z.number().int(),
  qa_group_count: z.number().int(),
  qa_group_limit: z.number().int(),
  /** Bots on a pricing package above the plan (a plan includes the packages of its rank and below). */
  bots_above_plan: z.number().int(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

/** A switched-on channel of one of the account's bots that a smaller plan does not include (PLAN_STOPS_CHANNELS). */
export const stoppedChannelSchema = z.object({ chatbot_id: z.string(), robot_name: z.string(), platform: z.enum(PLATFORMS) });
export type StoppedChannel = z.infer<typeof stoppedChannelSchema>;

/** Whether the usage fits the plan it was measured against. */
export function usageFitsPlan(usage: PlanUsage): boolean {
  return usage.bot_count <= usage.bot_limit && usage.qa_group_count <= usage.qa_group_limit && usage.bots_above_plan === 0;
}
