import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_ENTITIES, type AuditEntity } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useTRPC } from '../../../lib/trpc';
import { useAuditLog } from '../hooks/use-audit-log';
import { auditEntityLabel, describeAction, describeDetails } from '../utils/audit-format';
import { useReaderLocale } from '../../../lib/reader-locale';
import { formatMomentFor } from '../../../lib/reader-moment';
import { SettingsCard } from '../../../components/settings-card';
import { QueryState } from '../../../components/query-state';

// Issue 9: typing in the search box asks the server once the admin pauses, not on every key.
const SEARCH_DEBOUNCE_MS = 300;

/** Issue 9: who changed what and when, newest first, with filters; admins only, as the whole page is. */
export function AuditLogCard() {
  const trpc = useTRPC();
  const locale = useReaderLocale();
  const to = { locale };
  const entityOptions = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: auditEntityLabel(entity, locale) }));
  const [entity, setEntity] = useState<AuditEntity | null>(null);
  const [actorId, setActorId] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const members = useQuery(trpc.users.list.queryOptions({}));
  const log = useAuditLog({
    entity: entity ?? undefined,
    actor_id: actorId === null ? undefined : Number(actorId),
    from: range[0] ?? undefined,
    to: range[1] ?? undefined,
    search: debouncedSearch || undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const memberOptions = (members.data?.users ?? []).map((member) => ({
    value: String(member.id),
    label: `${member.first_name} ${member.last_name}`,
  }));

  return (
    <SettingsCard title={catalog.adm_a_audit_title({}, to)} description={catalog.adm_a_audit_intro({}, to)}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <Select
          label={catalog.adm_a_audit_what({}, to)}
          placeholder={catalog.adm_a_audit_everything({}, to)}
          data={entityOptions}
          value={entity}
          onChange={(value) => setEntity(value)}
          clearable
        />
        <Select
          label={catalog.adm_a_audit_who({}, to)}
          placeholder={catalog.adm_a_audit_anyone({}, to)}
          data={memberOptions}
          value={actorId}
          onChange={setActorId}
          searchable
          clearable
        />
        <DatePickerInput
          type="range"
          label={catalog.adm_a_audit_when({}, to)}
          placeholder={catalog.adm_a_audit_any_date({}, to)}
          valueFormat="YYYY-MM-DD"
          value={range}
          onChange={setRange}
          clearable
          allowSingleDateInRange
        />
        <TextInput
          label={catalog.adm_a_audit_search({}, to)}
          placeholder={catalog.adm_a_audit_search_placeholder({}, to)}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </SimpleGrid>

      <QueryState
        query={log}
        variant="card"
        loadingLabel={catalog.adm_a_audit_loading({}, to)}
        errorTitle={catalog.adm_a_audit_load_error({}, to)}
        empty={() =>
          entries.length === 0 && (
            <Text size="sm" c="dimmed">
              {catalog.adm_a_audit_no_match({}, to)}
            </Text>
          )
        }
      >
        {(loaded) => (
          <>
            {/* On a phone the table scrolls sideways inside the card rather than squeezing the details. */}
            <Table.ScrollContainer minWidth={680}>
              <Table aria-label={catalog.adm_a_audit_table({}, to)} verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{catalog.adm_a_audit_when({}, to)}</Table.Th>
                    <Table.Th>{catalog.adm_a_audit_who({}, to)}</Table.Th>
                    <Table.Th>{catalog.adm_a_audit_col_action({}, to)}</Table.Th>
                    <Table.Th>{catalog.adm_a_audit_col_changes({}, to)}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMomentFor(entry.at, locale)}</Table.Td>
                      <Table.Td>
                        {entry.on_behalf_of
                          ? catalog.adm_a_audit_on_behalf(
                              { actor: entry.actor_name, member: entry.on_behalf_of.name },
                              to,
                            )
                          : entry.actor_name}
                      </Table.Td>
                      <Table.Td>{describeAction(entry.action, entry.details, locale)}</Table.Td>
                      <Table.Td>
                        {describeDetails(entry.details, entry.action, locale).map((line) => (
                          <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
                            {line}
                          </Text>
                        ))}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {catalog.adm_a_audit_showing(
                  { shown: entries.length, total: loaded.pages.at(-1)?.total ?? entries.length },
                  to,
                )}
              </Text>
              {log.hasNextPage && (
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => void log.fetchNextPage()}
                  loading={log.isFetchingNextPage}
                >
                  {catalog.adm_a_audit_load_more({}, to)}
                </Button>
              )}
            </Group>
          </>
        )}
      </QueryState>
    </SettingsCard>
  );
}
