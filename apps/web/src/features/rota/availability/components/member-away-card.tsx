import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../../../lib/router/hooks';
import { useQuery } from '@tanstack/react-query';
import { Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { catalog, STALE_TIMES } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
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
  const to = { locale: useReaderLocale() };
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
        {catalog.away_member_card_title({}, to)}
      </Title>
      <Stack gap="md">
        <LoadingStatus label={catalog.swap_loading_members({}, to)} isLoading={members.isPending} />
        <NativeSelect
          label={catalog.away_member_label({}, to)}
          data={[
            {
              value: '',
              label: members.isPending ? catalog.swap_loading_members({}, to) : catalog.swap_choose_member({}, to),
            },
            ...options,
          ]}
          value={memberId}
          onChange={(event) => setMemberId(event.currentTarget.value)}
        />
        {chosen ? (
          <AwaySection key={chosen.value} member={{ id: Number(chosen.value), name: chosen.label }} />
        ) : (
          <Text c="dimmed">{catalog.away_member_card_hint({}, to)}</Text>
        )}
      </Stack>
    </Card>
  );
}
