// Says, politely, how many results a search found once it settled (WCAG 4.1.3): a screen reader typing in a search
// box hears nothing of the list changing below it. Silent without a search, and silent while the next page of the same
// search loads (the region keeps its words, so paging does not repeat them).
import { useEffect, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SearchResultCountProps {
  /** The search the list was asked for (already debounced); empty for no search. */
  search: string;
  /** How many results the search found, or undefined while its answer is awaited. */
  total: number | undefined;
}

export function SearchResultCount({ search, total }: SearchResultCountProps) {
  const { t } = useTranslation();
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!search) setSaid('');
    else if (total !== undefined) setSaid(t('common.searchResults', { count: total }));
  }, [search, total, t]);
  // Always on the page: a live region announces changes only when it existed before them.
  return <VisuallyHidden role="status">{said}</VisuallyHidden>;
}
