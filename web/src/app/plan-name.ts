// Plan names in the user's language: plans.<code> for the plans the product ships with, the stored name (or the
// code) for any other plan an operator added.
import { useTranslation } from 'react-i18next';

/** Plan codes that have a translated name (web/src/i18n, key plans.<code>). */
export const KNOWN_PLAN_CODES = ['free', 'pro', 'enterprise'] as const;

export interface NamedPlan {
  code: string;
  name?: string | null;
}

/** A function giving a plan's name in the current language. */
export function usePlanName(): (plan: NamedPlan) => string {
  const { t } = useTranslation();
  return (plan) => t(`plans.${plan.code}`, { defaultValue: plan.name ?? plan.code });
}
