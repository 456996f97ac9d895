import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { Assignment, Schedule } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useCopySchedule } from '../hooks/use-copy-schedule';

type CopyScheduleButtonProps = {
  schedule: Schedule | null;
  assignments: readonly Assignment[];
  /** Until the schedule has loaded there is nothing to copy. */
  disabled: boolean;
};

/** SPEC §2 'Copy to Clipboard', on the current and the next schedule alike. */
export function CopyScheduleButton({ schedule, assignments, disabled }: CopyScheduleButtonProps) {
  const locale = useReaderLocale();
  const copySchedule = useCopySchedule();
  const [isCopying, setIsCopying] = useState(false);

  const copy = async () => {
    setIsCopying(true);
    await copySchedule(schedule, assignments);
    setIsCopying(false);
  };

  return (
    <Button
      variant="default"
      leftSection={<IconCopy size={18} />}
      onClick={() => void copy()}
      loading={isCopying}
      disabled={disabled}
    >
      {catalog.plan_copy({}, { locale })}
    </Button>
  );
}
