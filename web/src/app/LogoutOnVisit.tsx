// Handles ?logout=true on any route (PRODUCT.md §2): signs out on the server, clears local state and
// goes to /login.
import { useEffect } from 'react';
import { useSession_LogoutMutation } from '../__generated__/graphql';
import { FullScreenSpinner } from './FullScreenSpinner';
import { useEndSession } from './use-end-session';

export function LogoutOnVisit() {
  const [logout] = useSession_LogoutMutation();
  const endSession = useEndSession();

  useEffect(() => {
    // Local state is cleared even when the server call fails: the visitor asked to be signed out.
    void logout()
      .catch(() => undefined)
      .then(() => endSession());
  }, [logout, endSession]);

  return <FullScreenSpinner />;
}
