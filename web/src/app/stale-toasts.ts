// Toasts belong to the page that raised them: when the page changes, those raised on another page go, and an error
// banner (ErrorBanner) clears every toast, so an old "saved" never sits next to a new failure.
import { useEffect } from 'react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { useLocation } from 'react-router-dom';

/** The path each toast on screen (or queued) was raised on, by its id. */
const raisedOn = new Map<string, string>();

function noteRaisedToasts(): () => void {
  return notificationsStore.subscribe(({ notifications: shown, queue }) => {
    const present = new Set<string>();
    for (const toast of [...shown, ...queue]) {
      if (!toast.id) continue;
      present.add(toast.id);
      // A toast raised just after a navigation (e.g. "created" on the new bot's page) counts as the new page's.
      if (!raisedOn.has(toast.id)) raisedOn.set(toast.id, window.location.pathname);
    }
    for (const id of [...raisedOn.keys()]) if (!present.has(id)) raisedOn.delete(id);
  });
}

/** Hides the toasts raised on another page whenever the path changes. Mounted once, in the app. */
export function useStaleToastCleaner(): void {
  const { pathname } = useLocation();
  useEffect(noteRaisedToasts, []);
  useEffect(() => {
    for (const [id, path] of [...raisedOn]) if (path !== pathname) notifications.hide(id);
  }, [pathname]);
}

/** Clears every toast when a banner that says something went wrong appears. */
export function useCleanToastsOnMount(): void {
  useEffect(() => {
    notifications.clean();
  }, []);
}
