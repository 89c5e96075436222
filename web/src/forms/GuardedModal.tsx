// A dialog holding a form that asks before it throws away what was typed: Escape, the close button, a click outside
// and Cancel all close it at once while the form is as it opened, and ask "discard your changes?" once something was
// changed. The form says whether it is changed through `useDiscardGuard`; a save closes the dialog without asking.
// Back or Forward while it is open closes it as the close button does (asking first when changed) and the page stays;
// leaving the page otherwise while it is changed (a link, reload) asks the same question (leave-guard.tsx).
//
// The question is an alertdialog above the form, "Keep editing" focused, so a reflexive Enter or Escape keeps the text
// and puts focus back where the owner was. The form's modal keeps its focus trap throughout (not a Mantine modal
// stack, which switches the lower trap off and on: that cancels Mantine's return of focus to the button that opened
// the form, and re-focuses the form's first field on the way back). The question takes Escape from the keys pressed
// inside it, not from the window: Mantine's window listener would see the question open already during the very
// keydown that asked it (React renders between two listeners of one event in a browser) and close it at once.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Modal, Text, getDefaultZIndex, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../app/ConfirmDialog';
import { useLeaveGuardEntry } from './leave-guard';

interface DiscardGuard {
  setDirty(dirty: boolean): void;
  /** Closes the dialog, first asking when the form holds changes. */
  requestClose(): void;
}

const DiscardGuardContext = createContext<DiscardGuard | null>(null);

/** Reports whether the form holds unsaved changes; the guard of the dialog around it, or null outside one. */
export function useDiscardGuard(dirty: boolean): DiscardGuard | null {
  const guard = useContext(DiscardGuardContext);
  useEffect(() => {
    guard?.setDirty(dirty);
  }, [guard, dirty]);
  useEffect(() => () => guard?.setDirty(false), [guard]);
  return guard;
}

const FIRST_FIELD = '[data-autofocus], input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * Back to the form after "Keep editing": to the element the owner was last on in it (the field they pressed Escape in,
 * Cancel, the close button, the field they left by clicking outside), or to its first field when that one is gone or
 * takes no focus now (a button disabled since).
 */
function focusBack(dialog: HTMLElement | null, last: HTMLElement | null) {
  if (!dialog) return;
  if (last?.isConnected && dialog.contains(last)) {
    last.focus({ preventScroll: true });
    if (document.activeElement === last) return;
  }
  dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus({ preventScroll: true });
}

export function GuardedModal({ onClose, opened, closeOnEscape = true, zIndex = getDefaultZIndex('modal'), children, ...modalProps }: ModalProps & { children: ReactNode }) {
  const { t } = useTranslation();
  const dirty = useRef(false);
  const dialog = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  // What the question is about: closing the dialog, or leaving the page (then answered to the navigation waiting).
  const [asking, setAsking] = useState<false | 'close' | 'leave'>(false);
  const leaving = useRef<((leave: boolean) => void) | null>(null);
  // Read when called: the form's guard below stays the same object while the owner's page re-renders (a new onClose
  // each render would replace it, and its clean-up would mark the form unchanged for a moment, when a Back held by
  // the leave guard may be asking whether it is changed).
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const requestClose = useCallback(() => {
    if (dirty.current) setAsking('close');
    else latestOnClose.current();
  }, []);
  useLeaveGuardEntry({
    changed: () => opened && dirty.current,
    ask: (answer) => {
      leaving.current = answer;
      setAsking('leave');
    },
    open: () => opened,
    back: requestClose,
  });
  const answerLeaving = (leave: boolean) => {
    leaving.current?.(leave);
    leaving.current = null;
  };
  const guard = useMemo<DiscardGuard>(() => ({ setDirty: (value) => (dirty.current = value), requestClose }), [requestClose]);
  useEffect(() => {
    if (opened) return;
    setAsking(false);
    // Closed some other way while a navigation waited: it stays where it is (nothing is lost; Back works again).
    answerLeaving(false);
  }, [opened]);

  const keepEditing = () => {
    setAsking(false);
    answerLeaving(false);
    focusBack(dialog.current, lastFocused.current);
  };
  const discard = () => {
    setAsking(false);
    dirty.current = false;
    onClose();
    answerLeaving(true);
  };

  return (
    <>
      {/* While the question is up, Escape is the question's: it keeps editing rather than asking again. */}
      <Modal
        {...modalProps}
        ref={dialog}
        zIndex={zIndex}
        opened={opened}
        onClose={requestClose}
        closeOnEscape={closeOnEscape && !asking}
        onFocus={(event) => {
          if (event.target instanceof HTMLElement) lastFocused.current = event.target;
          modalProps.onFocus?.(event);
        }}
      >
        <DiscardGuardContext value={guard}>{children}</DiscardGuardContext>
      </Modal>
      <ConfirmDialog
        opened={opened && asking !== false}
        closeOnEscape={false}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.nativeEvent.isComposing) keepEditing();
        }}
        returnFocus={false}
        zIndex={typeof zIndex === 'number' ? zIndex + 1 : zIndex}
        size="sm"
        title={t('common.discardTitle')}
        keepLabel={t('common.keepEditing')}
        onKeep={keepEditing}
        confirmLabel={t('common.discardChanges')}
        onConfirm={discard}
      >
        <Text size="sm">{t(asking === 'leave' ? 'common.dialogLeaveMessage' : 'common.discardMessage')}</Text>
      </ConfirmDialog>
    </>
  );
}
