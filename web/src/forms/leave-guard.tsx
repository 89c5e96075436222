// Asks before leaving a page whose form holds unsaved changes: the console's own ways out (a link, the browser's Back
// and Forward) through React Router's blocker, and the browser's (reload, closing the tab, typing another address)
// through `beforeunload`, which shows the browser's own question. A form says it is changed with `useLeaveGuard`; a
// dialog (GuardedModal) also says how to ask, so its own discard question comes up above it instead of a second one.
// Back or Forward with a dialog open closes the dialog instead of leaving the page (asking first if it is changed), as
// a phone's Back does: the page stays where it is. A changed dialog over a changed page form: the dialog is asked about
// first, then the page form, and the page is left only when both are discarded.
//
// The end of a session is never stopped: leaving for the sign-in page after a logout or a lost session carries
// `SESSION_ENDED` in the location's state (the lost session's rescue keeps what was typed, app/form-rescue.ts).
import { useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavigationType, useBlocker, type Location } from 'react-router-dom';
import { ConfirmDialog } from '../app/ConfirmDialog';

export interface LeaveGuardEntry {
  /** Whether leaving now would lose unsaved changes. */
  changed(): boolean;
  /** Asks the owner in the form's own way and answers whether to leave; without it, the page's question is asked. */
  ask?(answer: (leave: boolean) => void): void;
  /** A dialog: whether it is open, so Back and Forward close it (`back`) rather than leave the page. */
  open?(): boolean;
  back?(): void;
}

type EntryHolder = { readonly current: LeaveGuardEntry };

/** The mounted forms, each by the ref holding its newest entry, so whatever an entry says is read when asked. */
const entries = new Set<EntryHolder>();

/**
 * The changed form to ask about: a dialog before a page form, since the dialog is the one in front. `answered` are the
 * forms already asked about for this navigation (a dialog over a changed page form: the page form is asked next).
 */
function changedEntry(answered: ReadonlySet<EntryHolder> = new Set()): EntryHolder | null {
  let found: EntryHolder | null = null;
  for (const holder of entries) {
    if (answered.has(holder) || !holder.current.changed()) continue;
    if (holder.current.ask) return holder;
    found ??= holder;
  }
  return found;
}

/** The open dialog that Back and Forward close, if any. */
function openDialog(): LeaveGuardEntry | null {
  for (const { current: entry } of entries) if (entry.open?.()) return entry;
  return null;
}

/** Registers `entry` while the calling component is mounted. `entry` is read when asked, so it may change freely. */
export function useLeaveGuardEntry(entry: LeaveGuardEntry): void {
  const current = useRef(entry);
  current.current = entry;
  useEffect(() => {
    entries.add(current);
    return () => {
      entries.delete(current);
    };
  }, []);
}

/** A page form's guard: leaving asks "discard your changes?" while `changed()` says so (read when leaving). */
export function useLeaveGuard(changed: () => boolean): void {
  useLeaveGuardEntry({ changed });
}

/** The location state that lets the end of a session through (use-end-session.ts). */
export const SESSION_ENDED = { sessionEnded: true } as const;

function endsSession(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null && (state as { sessionEnded?: unknown }).sessionEnded === true;
}

/** Mounted once, in the console's frame: stops a navigation away from a changed form until the owner answers. */
export function LeaveGuard() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  // Whether the navigation held is the browser's Back or Forward (not a link or the console's own move).
  const historyMove = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    if (endsSession(nextLocation)) return false;
    historyMove.current = historyAction === NavigationType.Pop;
    // A move of the query alone (filters, a page of results, a dialog that follows the URL) stays on the page, which
    // keeps its forms and their text. Only Back or Forward with a changed dialog open is held: it would close a dialog
    // that follows the URL (the history's Add to Q&A) without asking, so the dialog asks "close it?" first, as on
    // any other Back.
    if (currentLocation.pathname === nextLocation.pathname) return historyMove.current && openDialog()?.changed() === true;
    return (historyMove.current && openDialog() !== null) || changedEntry() !== null;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = historyMove.current ? openDialog() : null;
    if (dialog) {
      blocker.reset();
      dialog.back?.();
      return;
    }
    // Every changed form is asked about in turn, the one in front first; the navigation goes once all agreed.
    const answered = new Set<EntryHolder>();
    const askNext = () => {
      const holder = changedEntry(answered);
      if (!holder) blocker.proceed();
      else if (holder.current.ask) {
        answered.add(holder);
        holder.current.ask((leave) => (leave ? askNext() : blocker.reset()));
      } else setAsking(true);
    };
    askNext();
    // Asked once per blocked navigation (the blocker object is new on every render; its state is what changes).
  }, [blocker.state]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (changedEntry() === null) return;
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const answer = (leave: boolean) => {
    setAsking(false);
    if (blocker.state !== 'blocked') return;
    if (leave) blocker.proceed();
    else blocker.reset();
  };

  return (
    <ConfirmDialog
      opened={asking && blocker.state === 'blocked'}
      size="sm"
      title={t('common.discardTitle')}
      keepLabel={t('common.keepEditing')}
      onKeep={() => answer(false)}
      confirmLabel={t('common.discardChanges')}
      onConfirm={() => answer(true)}
    >
      <Text size="sm">{t('common.leaveMessage')}</Text>
    </ConfirmDialog>
  );
}
