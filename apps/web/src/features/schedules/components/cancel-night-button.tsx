import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Assignment } from '@club/shared';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useScheduleMutations } from '../hooks/use-schedule-mutations';
import { formatDanceDate } from '../utils/schedule-dates';

// Issue 18: the dialog (its form and schema) is a chunk of its own, fetched when the browser is idle.
const CancelNightDialog = lazyDialog(() => import('./cancel-night-dialog').then((module) => module.CancelNightDialog));

/**
 * Issue 19: an administrator cancels a night (with a reason, and whom to tell) or puts a cancelled one back on. The
 * button says which, in words, and names the date for screen readers.
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
  const { uncancelNight } = useScheduleMutations();
  const date = formatDanceDate(night.dance_date);
  if (night.cancelled_at) {
    return (
      <Button
        variant="light"
        color="green"
        fullWidth={fullWidth}
        loading={uncancelNight.isPending}
        onClick={() => uncancelNight.mutate({ id: night.id }, { onSuccess: onDone })}
        aria-label={`Restore night of ${date}`}
      >
        Restore night
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="light"
        color="red"
        fullWidth={fullWidth}
        onClick={() => setOpened(true)}
        aria-label={`Cancel night of ${date}`}
      >
        Cancel night
      </Button>
      <CancelNightDialog
        night={night}
        opened={opened}
        onClose={() => setOpened(false)}
        onCancelled={() => {
          setOpened(false);
          onDone?.();
        }}
      />
    </>
  );
}
