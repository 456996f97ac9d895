import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../../../lib/router/hooks';
import { useQuery } from '@tanstack/react-query';
import { Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { STALE_TIMES } from '@club/shared/plain';
import { useTRPC } from '../../../../lib/trpc';
import { LoadingStatus } from '../../../../components/loading-indicator';
import { AwaySection } from './away-section';

/**
 * Issue 19: for members who call the club instead of using the app, an admin keeps their away dates and rules,
 * exactly as the member would on My duties. Part 7: the Members page links here with `?member={id}`, which chooses
 * that member and brings the card into view.
 */
export function MemberAwayCard() {
  const trpc = useTRPC();
  const members = useQuery(trpc.users.assignable.queryOptions(undefined, { staleTime: STALE_TIMES.members }));
  const searchParams = useSearchParams();
  const linked = searchParams.get('member') ?? '';
  const [memberId, setMemberId] = useState(linked);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (linked !== '') card.current?.scrollIntoView({ block: 'start' });
  }, [linked]);
  const options = (members.data?.users ?? [])
    .map((member) => ({ value: String(member.id), label: `${member.first_name} ${member.last_name}` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const chosen = options.find((option) => option.value === memberId);
  return (
    <Card ref={card} withBorder radius="md" padding="lg" component="section" aria-labelledby="member-away-title">
      <Title order={2} size="h3" mb="xs" id="member-away-title">
        Away dates for a member
      </Title>
      <Stack gap="md">
        <LoadingStatus label="Loading members…" isLoading={members.isPending} />
        <NativeSelect
          label="Member"
          data={[{ value: '', label: members.isPending ? 'Loading members…' : 'Choose a member' }, ...options]}
          value={memberId}
          onChange={(event) => setMemberId(event.currentTarget.value)}
        />
        {chosen ? (
          <AwaySection key={chosen.value} member={{ id: Number(chosen.value), name: chosen.label }} />
        ) : (
          <Text c="dimmed">Choose a member to see and change when they are away.</Text>
        )}
      </Stack>
    </Card>
  );
}
