// The "Session Expired" alert: raised by a revoked/expired session anywhere, it sends the user to /login
// on OK or by itself after a few seconds; signing in again goes back to the page the session was lost on.
import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { sessionLost } from './session-lost';
import { useEndSession } from './use-end-session';

/** Long enough to read the message, short enough that nobody keeps working on a dead session. */
export const SESSION_EXPIRED_REDIRECT_MS = 5000;

const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })));

export function SessionExpiredModal() {
  const lost = useSyncExternalStore(sessionLost.subscribe, sessionLost.isLost);
  const endSession = useEndSession();
  const { pathname, search } = useLocation();

  const finish = useCallback(() => {
    sessionLost.clear();
    void endSession(`${pathname}${search}`);
  }, [endSession, pathname, search]);

  useEffect(() => {
    if (!lost) return undefined;
    const timer = setTimeout(finish, SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [lost, finish]);

  // The redirect above runs whether or not the dialog's code has arrived yet.
  if (!lost) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog onOk={finish} />
    </Suspense>
  );
}
