// Guards the signed-in part of the console: anonymous visitors go to /login (remembering where they
// were), signed-in ones get the header, the session watcher, a banner while the e-mail is unconfirmed, and the page.
import { Suspense, useEffect } from 'react';
import { AppShell, Box } from '@mantine/core';
import { Navigate, Outlet, useLocation, useMatch } from 'react-router-dom';
import { useBotNav_ChatbotQuery, useSession_MeQuery } from '../__generated__/graphql';
import { ConfirmEmailBanner } from './ConfirmEmailBanner';
import { FullScreenSpinner } from './FullScreenSpinner';
import { Header } from './Header';
import { SessionLoader } from './SessionLoader';
import { SessionWatcher } from './SessionWatcher';
import { SkipLink } from './SkipLink';
import { useFocusOnRouteChange } from './route-focus';
import { clearLocalState, rememberUser } from './storage';
import { stateEmail, type EmailState, type OriginState } from './origin';

/** The widest the signed-in pages grow, in px. */
export const CONTENT_MAX_WIDTH = 1200;

export function ProtectedLayout() {
  const location = useLocation();
  const { data, loading, error } = useSession_MeQuery();
  const me = data?.me;
  // On a bot page, the loader screen stays up until the bot's data first arrives (the same query as the bot
  // menu's, which then reads it from the cache); switching to another bot later keeps the page on screen.
  const botId = useMatch('/dashboard/bot/:id/*')?.params.id;
  const bot = useBotNav_ChatbotQuery({ variables: { id: botId ?? '' }, skip: !botId || !me });
  const botLoading = bot.loading && !bot.data && !bot.previousData;
  useFocusOnRouteChange();

  useEffect(() => {
    if (me) rememberUser(me);
  }, [me]);

  useEffect(() => {
    // §2: a failed profile call clears what the browser kept and sends the user to log in.
    if (error) clearLocalState();
  }, [error]);

  if (loading) return <SessionLoader current="authenticating" />;
  if (error || !me) {
    // An e-mail that came along (e.g. from the confirmation page) still fills in the login form.
    const email = stateEmail(location.state);
    const origin: OriginState & Partial<EmailState> = { from: `${location.pathname}${location.search}`, ...(email && { email }) };
    return <Navigate to="/login" replace state={origin} />;
  }

  if (botLoading) return <SessionLoader current="botData" />;

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <SkipLink target="main-content" />
      <AppShell.Header>
        <Header account={me} />
      </AppShell.Header>
      {/* Focusable from script only: the skip link and a move to a page without a heading land here. */}
      <AppShell.Main id="main-content" tabIndex={-1}>
        <SessionWatcher />
        {/* One content width for every signed-in page, so nothing jumps when moving between them. */}
        <Box id="page-content" maw={CONTENT_MAX_WIDTH} mx="auto">
          {!me.emailConfirmed && <ConfirmEmailBanner email={me.email} />}
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
