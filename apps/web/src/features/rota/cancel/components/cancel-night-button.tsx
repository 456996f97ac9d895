import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Assignment } from '@club/shared';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { formatDanceDate } from '../../../../lib/dance-date';

// Issue 18: the dialogs (their forms and schemas) are a chunk of their own, fetched when the browser is idle.
const loadDialogs = () => import('./cancel-night-dialog');
const CancelNightDialog = lazyDialog(() => loadDialogs().then((module) => module.CancelNightDialog));
const RestoreNightDialog = lazyDialog(() => loadDialogs().then((module) => module.RestoreNightDialog));

/**
 * Issue 19: an administrator cancels a night (with a reason, and whom to tell) or puts a cancelled one back on (and
 * chooses whom to tell that it is on again). The button says which, in words, and names the date for screen readers.
 */
export function CancelNightButton({
  night,
  fullWidth,
  onDone,
}: {
  night: Assignment;
  fullWidth?: boolean;
  /** After the night is cancelled or restored: the editor closes, as the night it shows has changed. */
  onDone?: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const date = formatDanceDate(night.dance_date);
  const restoring = night.cancelled_at !== null;
  const Dialog = restoring ? RestoreNightDialog : CancelNightDialog;
  return (
    <>
      <Button
        variant="light"
        color={restoring ? 'green' : 'red'}
        fullWidth={fullWidth}
        onClick={() => setOpened(true)}
        aria-label={`${restoring ? 'Restore' : 'Cancel'} night of ${date}`}
      >
        {restoring ? 'Restore night' : 'Cancel night'}
      </Button>
      <Dialog
        night={night}
        opened={opened}
        onClose={() => setOpened(false)}
        onDone={() => {
          setOpened(false);
          onDone?.();
        }}
      />
    </>
  );
}
