// The bot area's own navigation (overview, Q&A list, topic Q&A, AutoFAQ, AutoQA, questionnaires, entity files, test chat, advanced test, history,
// recommendations, integrations, settings) above every /dashboard/bot/:id/* page; the header keeps its two tabs. On a
// phone the thirteen sections are one row that scrolls sideways, the current one scrolled into view, instead of five
// wrapped rows (about 170 pixels) above every page.
import { Suspense, useEffect, useRef } from 'react';
import { Button, Group, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useMatch, useParams } from 'react-router-dom';
import { useBotNav_ChatbotQuery } from '../__generated__/graphql';

export const BOT_NAV_SECTIONS = ['detail', 'faq', 'topics', 'autofaq', 'autoqa', 'questionnaires', 'ner', 'test-chat', 'batch-test', 'history', 'recommendations', 'integrations', 'setting'] as const;

export type BotSection = (typeof BOT_NAV_SECTIONS)[number];

export const BOT_NAV_LABEL_KEYS: Record<BotSection, string> = {
  detail: 'botNav.detail',
  faq: 'botNav.faq',
  topics: 'topics.nav',
  autofaq: 'botNav.autoFaq',
  autoqa: 'botNav.autoQa',
  questionnaires: 'questionnaires.nav',
  ner: 'entities.nav',
  'test-chat': 'botNav.testChat',
  'batch-test': 'botNav.batchTest',
  history: 'botNav.history',
  recommendations: 'botNav.recommendations',
  integrations: 'botNav.integrations',
  setting: 'botNav.setting',
};

export function BotNav() {
  const { t } = useTranslation();
  const match = useMatch('/dashboard/bot/:id/:section');
  const id = match?.params.id;
  // An unknown bot (or another account's) has no menu: its page says it was not found. Until known, the menu shows.
  const { data } = useBotNav_ChatbotQuery({ variables: { id: id ?? '' }, skip: !id });
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const currentLink = useRef<HTMLAnchorElement>(null);
  const currentSection = match?.params.section;
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (phone) currentLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [phone, currentSection]);
  if (!id || data?.chatbot === null) return null;
  return (
    <Group
      component="nav"
      aria-label={t('botNav.label')}
      gap="xs"
      mb="md"
      w="100%"
      wrap={phone ? 'nowrap' : 'wrap'}
      style={phone ? { overflowX: 'auto', scrollbarWidth: 'thin', paddingBottom: 4 } : undefined}
    >
      {BOT_NAV_SECTIONS.map((section) => {
        const current = currentSection === section;
        return (
          <Button
            key={section}
            ref={current ? currentLink : undefined}
            flex="none"
            component={Link}
            to={`/dashboard/bot/${id}/${section}`}
            size="xs"
            variant={current ? 'filled' : 'subtle'}
            aria-current={current ? 'page' : undefined}
          >
            {t(BOT_NAV_LABEL_KEYS[section])}
          </Button>
        );
      })}
    </Group>
  );
}

/** The layout of the bot pages: the navigation, then the page. */
export function BotArea() {
  return (
    <>
      <BotNav />
      {/* The pages load lazily: the navigation stays put while the next one arrives. */}
      <Suspense fallback={<Loader mx="auto" display="block" />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** A bot's address without a section (`/dashboard/bot/:id`) opens its overview. */
export function BotOverviewRedirect() {
  const { id } = useParams();
  return <Navigate to={`/dashboard/bot/${id ?? ''}/detail`} replace />;
}
