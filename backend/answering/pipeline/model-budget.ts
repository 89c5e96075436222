// How long a visitor's reply may still wait on the language model. Every model call on the reply path gets what is
// left of the reply's budget (PRODUCT.md §9's reply times as the ceiling), so a model that accepts the connection and
// never answers costs a reply its budget at most; the call then fails and the reply takes its no-model answer.
// Prompt optimisation and the enrichment jobs keep the model's own, longer timeouts.
import type { LanguageModel } from '../../llm/provider';

/** What a call on the reply path is for: AutoFAQ's choice, AutoQA's generated answer, or embedding the question. */
export type ReplyModelUse = 'autofaq' | 'autoqa' | 'retrieval';

export interface ModelBudget {
  /** Milliseconds left for a call of this use; 0 when the budget is spent (the call is then not made). */
  remainingMs(use: ReplyModelUse): number;
}

/** Without a model there is nothing to wait for. */
export const NO_MODEL_BUDGET: ModelBudget = { remainingMs: () => 0 };

/** Starts a reply's budget now. The question's embedding comes before either answer, so it shares AutoFAQ's. */
export function startModelBudget(model: LanguageModel | undefined, clock: () => number = () => performance.now()): ModelBudget {
  if (!model) return NO_MODEL_BUDGET;
  const startedAt = clock();
  const { autofaqMs, autoqaMs } = model.replyTimeouts;
  return {
    remainingMs(use) {
      const total = use === 'autoqa' ? autoqaMs : autofaqMs;
      return Math.max(0, Math.round(total - (clock() - startedAt)));
    },
  };
}
