// "Skip to content": the first thing Tab reaches on a signed-in page, so a keyboard user need not pass the header's
// links on every page (WCAG 2.4.1). It focuses the main region itself: a `#` link would change the router's location.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${target}`} className={classes.skipLink} onClick={skip}>
      {t('header.skipToContent')}
    </a>
  );
}
