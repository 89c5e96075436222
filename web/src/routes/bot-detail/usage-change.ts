// How a usage tile's count moved against the period before: up or down by a whole percentage, the same, new
// (nothing the period before, something now) or none (nothing in either).
import type { BotDetail_UsageTileFragment } from '../../__generated__/graphql';

export type ChangeKind = 'up' | 'down' | 'same' | 'new' | 'none';

export interface UsageChange {
  kind: ChangeKind;
  /** The change's size in whole percent, 0 for new and none. */
  percent: number;
}

export function usageChange({ count, change }: Pick<BotDetail_UsageTileFragment, 'count' | 'change'>): UsageChange {
  // The API leaves change null when the previous period had no question: a ratio against 0 means nothing.
  if (change === null) return { kind: count > 0 ? 'new' : 'none', percent: 0 };
  const percent = Math.round(Math.abs(change) * 100);
  if (percent === 0) return { kind: 'same', percent };
  return { kind: change > 0 ? 'up' : 'down', percent };
}
