import { useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MyDuty } from '@club/shared';
import { catalog, confirmPageMessages } from '@club/shared/plain';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useTRPC } from '../../../../lib/trpc';
import { useConfirmNight, useDeclineNight } from '../hooks/use-answer-night';
import { lazyDialog } from '../../../../components/lazy-dialog';

const CantServeDialog = lazyDialog(() =>
  import('../../availability/components/cant-serve-dialog').then((module) => module.CantServeDialog),
);

/**
 * Issue 19 part 3: once the schedule is published, each of the member's nights waits for their answer: "I'll be
 * there", or "I can't make it", which asks the can't-serve question. An answered night says what was answered.
 */
export function NightAnswer({ duty }: { duty: MyDuty }) {
  const confirm = useConfirmNight();
  const decline = useDeclineNight();
  const [isAsking, setIsAsking] = useState(false);
  const to = { locale: useReaderLocale() };
  const badges = confirmPageMessages(to.locale).badge;
  // Issue 25: the household members on this night too (My duties has read them already), asked about on a decline.
  const trpc = useTRPC();
  const household = useQuery(trpc.duties.me.queryOptions()).data?.household ?? [];
  const alsoOnNight = household.filter((person) => duty.partners.some((other) => other.id === person.id));
  const id = duty.assignment_id;
  if (!duty.confirmation || id === undefined) return null;
  const date = formatDanceDate(duty.dance_date);
  if (duty.confirmation !== 'waiting')
    return (
      <Badge variant="light" color={duty.confirmation === 'confirmed' ? 'teal' : 'red'} size="lg" fz="sm">
        {badges[duty.confirmation]}
      </Badge>
    );
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="light" color="yellow" size="lg" fz="sm">
        {badges.waiting}
      </Badge>
      <Button
        color="teal"
        loading={confirm.isPending}
        onClick={() => confirm.mutate({ id })}
        aria-label={catalog.answer_ill_be_there_on({ date }, to)}
      >
        {catalog.answer_ill_be_there({}, to)}
      </Button>
      <Button
        variant="light"
        color="red"
        loading={decline.isPending}
        onClick={() => setIsAsking(true)}
        aria-label={catalog.answer_cant_make_it_on({ date }, to)}
      >
        {catalog.answer_cant_make_it({}, to)}
      </Button>
      <CantServeDialog
        opened={isAsking}
        date={date}
        onClose={() => setIsAsking(false)}
        household={alsoOnNight}
        onAnswer={(replacement, alsoFor) => {
          setIsAsking(false);
          decline.mutate({ id, data: { replacement } });
          // The same choice for each one who cannot either; the server lets a member decline for their household.
          for (const member_id of alsoFor) decline.mutate({ id, data: { replacement, member_id } });
        }}
      />
    </Group>
  );
}
