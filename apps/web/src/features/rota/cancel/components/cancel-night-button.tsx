import { useState } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconCalendarCheck, IconCalendarOff } from '@tabler/icons-react';
import type { Assignment } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { formatDanceDate } from '../../../../lib/dance-date';
import { LazyTooltip } from '../../../../components/lazy-tooltip';
import { useReaderLocale } from '../../../../lib/reader-locale';

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
  compact,
  onDone,
}: {
  night: Assignment;
  fullWidth?: boolean;
  /** Issue 25: an icon among a table row's actions, as its own action beside editing (never inside the editor). */
  compact?: boolean;
  /** After the night is cancelled or restored. */
  onDone?: () => void;
}) {
  const to = { locale: useReaderLocale() };
  const [opened, setOpened] = useState(false);
  const date = formatDanceDate(night.dance_date);
  const restoring = night.cancelled_at !== null;
  const Dialog = restoring ? RestoreNightDialog : CancelNightDialog;
  const label = restoring ? catalog.night_restore_night_of({ date }, to) : catalog.night_cancel_night_of({ date }, to);
  const shortLabel = restoring ? catalog.night_restore_night({}, to) : catalog.night_cancel_night({}, to);
  return (
    <>
      {compact ? (
        <LazyTooltip label={shortLabel} withArrow>
          <ActionIcon
            variant="subtle"
            color={restoring ? 'green' : 'red'}
            aria-label={label}
            onClick={() => setOpened(true)}
          >
            {restoring ? <IconCalendarCheck size={18} /> : <IconCalendarOff size={18} />}
          </ActionIcon>
        </LazyTooltip>
      ) : (
        <Button
          variant="light"
          color={restoring ? 'green' : 'red'}
          fullWidth={fullWidth}
          onClick={() => setOpened(true)}
          aria-label={label}
        >
          {shortLabel}
        </Button>
      )}
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
