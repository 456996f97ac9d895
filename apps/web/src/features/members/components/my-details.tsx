import { useState } from 'react';
import { Alert, Button, Group, List, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { HouseholdMember, Member, SessionUser } from '@club/shared';
import { catalog, memberMessages } from '@club/shared/plain';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { allQueries, QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useReaderLocale } from '../../../lib/reader-locale';
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
  const locale = useReaderLocale();
  const to = { locale };

  return (
    <QueryState
      query={allQueries([member, household] as const)}
      errorTitle={catalog.mem_a_details_load_failed({}, to)}
      loadingLabel={catalog.mem_a_details_loading({}, to)}
      loading={<DetailsPlaceholder />}
    >
      {([me, { household: people }]) => (
        <Stack gap="lg">
          <SectionCard title={catalog.mem_a_contact_title({}, to)}>
            <Stack gap="md">
              {movedWith.length > 0 && (
                <Alert color="green" variant="light" icon={<IconCircleCheck />} role="status">
                  {memberMessages(locale).householdMoved(movedWith)}
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
          <SectionCard title={catalog.mem_a_household_title({}, to)}>
            <HouseholdSummary member={me} household={people} />
          </SectionCard>
        </Stack>
      )}
    </QueryState>
  );
}

/** SPEC §6: the partner link is an administrator's to change, so it is shown, and who to ask is said. */
function HouseholdSummary({ member, household }: { member: Member; household: readonly HouseholdMember[] }) {
  const to = { locale: useReaderLocale() };
  const sharing = household.filter((person) => person.shares_inbox);
  const partner =
    member.partner_first_name === null ? null : formatFullName(member.partner_first_name, member.partner_last_name);
  return (
    <Stack gap="sm">
      <Text>
        <Text span fw={600}>
          {catalog.mem_a_partner_label({}, to)}{' '}
        </Text>
        {partner ?? catalog.mem_a_partner_none({}, to)}
      </Text>
      {sharing.length > 0 && (
        <div>
          <Text fw={600}>{catalog.mem_a_sharing_email({}, to)}</Text>
          <List>
            {sharing.map((person) => (
              <List.Item key={person.id}>{person.name}</List.Item>
            ))}
          </List>
        </div>
      )}
      <Text size="sm" c="dimmed">
        {household.length > 0 ? catalog.mem_a_household_hint_offer({}, to) : catalog.mem_a_household_hint_admin({}, to)}{' '}
        {catalog.mem_a_partner_admin_only({}, to)}
      </Text>
    </Stack>
  );
}

// Holds a placeholder control's label line, blank so that no reader or test takes it for the real field.
const BLANK = '\u00a0';

/**
 * Issue 27: a few skeleton rows stood where two cards come, so the cards below (Away, Calendar feed) jumped down the
 * height of the form when it came. The placeholder draws both cards, their titles, and the form's fields (the ones
 * MemberForm shows a member editing themself) under skeletons, so it takes their loaded height at every width.
 */
function DetailsPlaceholder() {
  const to = { locale: useReaderLocale() };
  return (
    <Stack gap="lg">
      <SectionCard title={catalog.mem_a_contact_title({}, to)}>
        <LoadingIndicator label={catalog.mem_a_details_loading({}, to)}>
          <Stack gap="md" inert>
            <Skeleton width="30%">
              <Text fw={600}>{BLANK}</Text>
            </Skeleton>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <FieldPlaceholder />
              <FieldPlaceholder />
            </SimpleGrid>
            <FieldPlaceholder />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <FieldPlaceholder withDescription />
            </SimpleGrid>
            <Group justify="flex-end">
              <Skeleton width="auto">
                <Button>{catalog.mem_a_save_changes({}, to)}</Button>
              </Skeleton>
            </Group>
          </Stack>
        </LoadingIndicator>
      </SectionCard>
      <SectionCard title={catalog.mem_a_household_title({}, to)}>
        <Stack gap="sm" aria-hidden>
          <Skeleton width="40%">
            <Text>{BLANK}</Text>
          </Skeleton>
          <Skeleton>
            <Text size="sm">{BLANK}</Text>
          </Skeleton>
        </Stack>
      </SectionCard>
    </Stack>
  );
}

function FieldPlaceholder({ withDescription = false }: { withDescription?: boolean }) {
  return (
    <Skeleton>
      <TextInput label={BLANK} description={withDescription ? BLANK : undefined} />
    </Skeleton>
  );
}
