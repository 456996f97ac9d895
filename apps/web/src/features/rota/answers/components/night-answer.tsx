import { useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import type { MyDuty } from '@club/shared';
import { CONFIRM_MESSAGES } from '@club/shared/plain';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useConfirmNight, useDeclineNight } from '../hooks/use-answer-night';
import { CantServeDialog } from '../../availability/components/cant-serve-dialog';

/**
 * Issue 19 part 3: once the schedule is published, each of the member's nights waits for their answer: "I'll be
 * there", or "I can't make it", which asks the can't-serve question. An answered night says what was answered.
 */
export function NightAnswer({ duty }: { duty: MyDuty }) {
  const confirm = useConfirmNight();
  const decline = useDeclineNight();
  const [isAsking, setIsAsking] = useState(false);
  const id = duty.assignment_id;
  if (!duty.confirmation || id === undefined) return null;
  const date = formatDanceDate(duty.dance_date);
  if (duty.confirmation !== 'waiting')
    return (
      <Badge variant="light" color={duty.confirmation === 'confirmed' ? 'teal' : 'red'} size="lg" fz="sm">
        {CONFIRM_MESSAGES.badge[duty.confirmation]}
      </Badge>
    );
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="light" color="yellow" size="lg" fz="sm">
        {CONFIRM_MESSAGES.badge.waiting}
      </Badge>
      <Button
        color="teal"
        loading={confirm.isPending}
        onClick={() => confirm.mutate({ id })}
        aria-label={`I'll be there on ${date}`}
      >
        I&apos;ll be there
      </Button>
      <Button
        variant="light"
        color="red"
        loading={decline.isPending}
        onClick={() => setIsAsking(true)}
        aria-label={`I can't make it on ${date}`}
      >
        I can&apos;t make it
      </Button>
      <CantServeDialog
        opened={isAsking}
        date={date}
        onClose={() => setIsAsking(false)}
        onAnswer={(replacement) => {
          setIsAsking(false);
          decline.mutate({ id, data: { replacement } });
        }}
      />
    </Group>
  );
}
