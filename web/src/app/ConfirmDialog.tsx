// A question before a step that cannot be taken back (delete, replace, start over, discard): an alertdialog a screen
// reader says at once, title and message, described by the message alone (the answers sit below the body Mantine
// points aria-describedby at). The safe answer has the focus, so a reflexive Enter or Escape keeps things as they are,
// and Mantine's focus return puts the owner back on the button that asked.
import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, type MantineColor, type ModalRootProps } from '@mantine/core';
import { asAlertDialog } from './alert-dialog';

interface ConfirmDialogProps extends Omit<ModalRootProps, 'title' | 'children' | 'onClose'> {
  title: string;
  /** The message, with what it is about (a list of names); it alone describes the dialog. */
  children: ReactNode;
  /** The safe answer: focused as the question opens, and what Escape and a click outside mean. */
  keepLabel: string;
  onKeep: () => void;
  confirmLabel: string;
  onConfirm: () => void;
  confirmColor?: MantineColor;
  confirming?: boolean;
  /**
   * Where focus goes back to when the question is kept, for an asker that lost the focus before the question came: a
   * button showing its loader while the server is asked is disabled, and a browser moves focus off a disabled button.
   * Without it, Mantine puts focus back where it was as the question opened.
   */
  returnFocusTo?: () => HTMLElement | null;
}

export function ConfirmDialog({ title, children, keepLabel, onKeep, confirmLabel, onConfirm, confirmColor = 'red', confirming = false, returnFocusTo, ...rootProps }: ConfirmDialogProps) {
  const keep = () => {
    onKeep();
    returnFocusTo?.()?.focus({ preventScroll: true });
  };
  return (
    <Modal.Root onClose={keep} returnFocus={!returnFocusTo} centered {...rootProps}>
      <Modal.Overlay />
      <Modal.Content ref={asAlertDialog}>
        <Modal.Header>
          <Modal.Title>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Stack>{children}</Stack>
        </Modal.Body>
        <Group justify="flex-end" px="md" pb="md">
          <Button variant="default" onClick={keep} data-autofocus>
            {keepLabel}
          </Button>
          <Button color={confirmColor} loading={confirming} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Modal.Content>
    </Modal.Root>
  );
}
