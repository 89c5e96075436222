// Guards the signed-in part of the console: anonymous visitors go to /login (remembering where they
// were), signed-in ones get the header, the session watcher, a banner while the e-mail is unconfirmed, and the page.
import { Suspense, useEffect } from 'react';
import { AppShell } from '@mantine/core';
import { Navigate, Outlet, useLocation, useMatch } from 'react-router-dom';
import { useBotNav_ChatbotQuery, useSession_MeQuery } from '../__generated__/graphql';
import { ConfirmEmailBanner } from './ConfirmEmailBanner';
import { FullScreenSpinner } from './FullScreenSpinner';
import { Header } from './Header';
import { SessionLoader } from './SessionLoader';
import { SessionWatcher } from './SessionWatcher';
import { clearLocalState, rememberUser } from './storage';
import type { OriginState } from './origin';

export function ProtectedLayout() {
  const location = useLocation();
  const { data, loading, error } = useSession_MeQuery();
  const me = data?.me;
  // On a bot page, the loader screen stays up until the bot's data first arrives (the same query as the bot
  // menu's, which then reads it from the cache); switching to another bot later keeps the page on screen.
  const botId = useMatch('/dashboard/bot/:id/*')?.params.id;
  const bot = useBotNav_ChatbotQuery({ variables: { id: botId ?? '' }, skip: !botId || !me });
  const botLoading = bot.loading && !bot.data && !bot.previousData;

  useEffect(() => {
    if (me) rememberUser(me);
  }, [me]);

  useEffect(() => {
    // §2: a failed profile call clears what the browser kept and sends the user to log in.
    if (error) clearLocalState();
  }, [error]);

  if (loading) return <SessionLoader current="authenticating" />;
  if (error || !me) {
    const origin: OriginState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={origin} />;
  }

  if (botLoading) return <SessionLoader current="botData" />;

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Header account={me} />
      </AppShell.Header>
      <AppShell.Main>
        <SessionWatcher />
        {!me.emailConfirmed && <ConfirmEmailBanner email={me.email} />}
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
