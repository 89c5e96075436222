// Which pricing packages a bot may be put on: its account's plan and the smaller ones, never a bigger one.

/** A plan's place among the plans: 0 for the smallest, higher for bigger ones. */
export interface RankedPlan {
  rank: number;
}

/** Whether an account on `plan` may put a bot on the package `pkg`. */
export function planIncludesPackage(plan: RankedPlan, pkg: RankedPlan): boolean {
  return pkg.rank <= plan.rank;
}
