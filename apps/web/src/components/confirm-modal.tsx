import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../lib/reader-locale';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  /** What will happen, naming what it happens to. */
  children: ReactNode;
  confirmLabel: string;
  isProcessing: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * SPEC §2: a destructive confirmation is static (a click on the backdrop does not close it) and reads
 * 'Processing...' while it runs; it cannot be dismissed half-way.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  isProcessing,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const to = { locale: useReaderLocale() };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeOnClickOutside={false}
      closeOnEscape={!isProcessing}
      withCloseButton={!isProcessing}
    >
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          {/* Focus starts on Cancel, so a stray Enter does not destroy anything. */}
          <Button variant="default" onClick={onClose} disabled={isProcessing} data-autofocus>
            {catalog.shell_cancel({}, to)}
          </Button>
          <Button color="red" onClick={onConfirm} disabled={isProcessing}>
            {isProcessing ? catalog.shell_processing({}, to) : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
