// What every sign-in (password, Google, LINE) does once the server accepts it: remember the user locally and put the
// account in the session query, so the public-route guard moves on to where the visitor was heading.
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Session_MeDocument, type Session_AccountFragment } from '../__generated__/graphql';
import { rememberUser } from './storage';

export function useSignedIn(): (account: Session_AccountFragment) => void {
  const client = useApolloClient();
  return useCallback(
    (account) => {
      rememberUser(account);
      client.writeQuery({ query: Session_MeDocument, data: { me: account } });
    },
    [client],
  );
}
