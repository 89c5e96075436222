// Ends the session in this browser: local storage and the Apollo cache are cleared, the language is
// detected again, and the user lands on /login (PRODUCT.md §4). A session lost mid-task passes the page it was lost
// on (`from`), so signing in again goes back there rather than to the dashboard.
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Session_MeDocument } from '../__generated__/graphql';
import { redetectLanguage } from '../i18n';
import { SESSION_ENDED } from '../forms/leave-guard';
import type { OriginState } from './origin';
import { clearLocalState } from './storage';

export function useEndSession(): (from?: string) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async (from?: string) => {
    clearLocalState();
    await redetectLanguage();
    await client.clearStore();
    // Guards read `me` from the cache; an explicit null keeps them from asking the server again.
    client.writeQuery({ query: Session_MeDocument, data: { me: null } });
    // A changed form does not hold the way out (leave-guard.tsx): the session is gone whatever the owner answers.
    navigate('/login', { replace: true, state: { ...SESSION_ENDED, ...(from === undefined ? {} : ({ from } satisfies OriginState)) } });
  }, [client, navigate]);
}
