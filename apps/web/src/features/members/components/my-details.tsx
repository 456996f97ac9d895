import { useState } from 'react';
import { Alert, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { HouseholdMember, Member, SessionUser } from '@club/shared';
import { MEMBER_MESSAGES } from '@club/shared/plain';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { allQueries, QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useTRPC } from '../../../lib/trpc';
import { formatFullName } from '../utils/member-display';
import { MemberForm } from './member-form';

/**
 * Issue 26 item 3: the signed-in member's own record as a page, not a row to find among the roster: the contact
 * form (which offers a changed address to the household), then who the household is.
 */
export function MyDetails({ user }: { user: SessionUser }) {
  const trpc = useTRPC();
  const member = useQuery(trpc.users.get.queryOptions({ id: user.id }));
  const household = useQuery(trpc.users.myHousehold.queryOptions());
  const [movedWith, setMovedWith] = useState<string[]>([]);

  return (
    <QueryState
      query={allQueries([member, household] as const)}
      errorTitle="Could not load your details"
      loadingLabel="Loading your details"
      loading={<LoadingCard />}
    >
      {([me, { household: people }]) => (
        <Stack gap="lg">
          <SectionCard title="Contact and address">
            <Stack gap="md">
              {movedWith.length > 0 && (
                <Alert color="green" variant="light" icon={<IconCircleCheck />} role="status">
                  {MEMBER_MESSAGES.householdMoved(movedWith)}
                </Alert>
              )}
              <MemberForm
                target={{ mode: 'self-edit', member: me }}
                members={undefined}
                canSetAdmin={false}
                canChangeEmail
                household={people}
                onSaved={setMovedWith}
              />
            </Stack>
          </SectionCard>
          <SectionCard title="Partner and household">
            <HouseholdSummary member={me} household={people} />
          </SectionCard>
        </Stack>
      )}
    </QueryState>
  );
}

/** SPEC §6: the partner link is an administrator's to change, so it is shown, and who to ask is said. */
function HouseholdSummary({ member, household }: { member: Member; household: readonly HouseholdMember[] }) {
  const sharing = household.filter((person) => person.shares_inbox);
  const partner =
    member.partner_first_name === null ? null : formatFullName(member.partner_first_name, member.partner_last_name);
  return (
    <Stack gap="sm">
      <Text>
        <Text span fw={600}>
          Partner:{' '}
        </Text>
        {partner ?? 'none on the roster'}
      </Text>
      {sharing.length > 0 && (
        <div>
          <Text fw={600}>Sharing your e-mail address:</Text>
          <List>
            {sharing.map((person) => (
              <List.Item key={person.id}>{person.name}</List.Item>
            ))}
          </List>
        </div>
      )}
      <Text size="sm" c="dimmed">
        {household.length > 0
          ? 'When you change your address above, you can give them the new one in the same save.'
          : 'Partners and shared e-mail addresses are set by an administrator.'}{' '}
        Only an administrator can change who your partner is.
      </Text>
    </Stack>
  );
}

function LoadingCard() {
  return (
    <LoadingIndicator label="Loading your details">
      <Stack gap="sm">
        <Skeleton height={28} width="40%" />
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={40} />
        ))}
      </Stack>
    </LoadingIndicator>
  );
}
