// The overview's range (PRODUCT.md §9: the last 7, 14 or 30 Asia/Taipei days), kept in the URL's ?days= so a
// reload, the back button or a shared link shows the same range.
import { useSearchParams } from 'react-router-dom';

export const OVERVIEW_RANGES = [7, 14, 30] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

const DEFAULT_RANGE: OverviewRange = 7;

function isRange(value: number): value is OverviewRange {
  return (OVERVIEW_RANGES as readonly number[]).includes(value);
}

/** The range in the URL (7 when it names none of the three) and the setter that keeps the other parameters. */
export function useOverviewRange(): [OverviewRange, (days: OverviewRange) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const choose = (days: OverviewRange) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('days', String(days));
        return next;
      },
      { replace: true },
    );
  return [isRange(asked) ? asked : DEFAULT_RANGE, choose];
}
