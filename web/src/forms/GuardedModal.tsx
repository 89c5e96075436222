// A dialog holding a form that asks before it throws away what was typed: Escape, the close button, a click outside
// and Cancel all close it at once while the form is as it opened, and ask "discard your changes?" once something was
// changed. The form says whether it is changed through `useDiscardGuard`; a save closes the dialog without asking.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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

export function GuardedModal({ onClose, opened, children, ...modalProps }: ModalProps & { children: ReactNode }) {
  const { t } = useTranslation();
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (dirty.current) setAsking(true);
    else onClose();
  }, [onClose]);
  const guard = useMemo<DiscardGuard>(() => ({ setDirty: (value) => (dirty.current = value), requestClose }), [requestClose]);
  useEffect(() => {
    if (!opened) setAsking(false);
  }, [opened]);

  const discard = () => {
    setAsking(false);
    dirty.current = false;
    onClose();
  };

  return (
    <Modal.Stack>
      <Modal {...modalProps} stackId="form" opened={opened} onClose={requestClose}>
        <DiscardGuardContext value={guard}>{children}</DiscardGuardContext>
      </Modal>
      <Modal stackId="discard" opened={opened && asking} onClose={() => setAsking(false)} title={t('common.discardTitle')} size="sm" centered>
        <Text size="sm">{t('common.discardMessage')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            {t('common.keepEditing')}
          </Button>
          <Button color="red" onClick={discard}>
            {t('common.discardChanges')}
          </Button>
        </Group>
      </Modal>
    </Modal.Stack>
  );
}
