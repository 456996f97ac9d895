import { useId } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../../lib/router/link';
import type { Assignment, ScheduleType } from '@club/shared';
import { catalog, dutyMessages, SQUAREHEAD_SLOT_FIELDS, STALE_TIMES } from '@club/shared/plain';
import { paths } from '../../../../config/paths';
import { getErrorMessage } from '../../../../lib/api-error';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useTRPC } from '../../../../lib/trpc';
import { ReplacementCandidates } from '../../swaps/components/replacement-candidates';

const SCHEDULES = {
  current: { open: catalog.away_open_current_schedule, path: paths.currentSchedule },
  next: { open: catalog.away_open_next_schedule, path: paths.nextSchedule },
} as const;

/** Who on the night said they cannot serve, each once (a member may hold two slots). */
const cantServe = (night: Assignment) => {
  const people = new Map<number, string>();
  for (const slot of SQUAREHEAD_SLOT_FIELDS) {
    const id = night[slot.id];
    if (id !== null && night.cant_serve_ids.includes(id)) people.set(id, night[slot.name] ?? '');
  }
  return [...people].map(([id, name]) => ({ id, name }));
};

/**
 * Issue 25 point 9: who could take one squarehead's place, opened on demand so the card reads no list nobody asked
 * for. The list and its "Ask" buttons are the swaps feature's.
 */
function WhoCouldTakeIt({ nightId, person }: { nightId: number; person: { id: number; name: string } }) {
  const [opened, { toggle }] = useDisclosure(false);
  const listId = useId();
  const locale = useReaderLocale();
  return (
    <Stack gap="xs" mt={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        style={{ alignSelf: 'flex-start', height: 'auto', maxWidth: '100%' }}
        // A long name wraps on a phone instead of running out of the card.
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={listId}
        leftSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
      >
        {catalog.away_who_could_take({ name: person.name }, { locale })}
      </Button>
      <div id={listId}>
        {opened && <ReplacementCandidates assignmentId={nightId} memberId={person.id} memberName={person.name} />}
      </div>
    </Stack>
  );
}

type Vacancy = { night: Assignment; type: ScheduleType };

/**
 * Issue 17: for administrators, the nights where someone on duty said they cannot serve, each with a link to the
 * schedule to replace them. It appears only while there is such a night (or the schedules could not be read), so a
 * club with nothing to do is not shown an empty card.
 */
export function NightsNeedingReplacementCard() {
  const titleId = useId();
  const trpc = useTRPC();
  const locale = useReaderLocale();
  const to = { locale };
  const current = useQuery(trpc.schedules.current.queryOptions(undefined, { staleTime: STALE_TIMES.currentSchedule }));
  const next = useQuery(trpc.schedules.next.queryOptions(undefined, { staleTime: STALE_TIMES.nextSchedule }));
  const failed = current.error ?? next.error;
  const vacancies: Vacancy[] = [
    ...(current.data?.assignments ?? []).map((night) => ({ night, type: 'current' as const })),
    ...(next.data?.assignments ?? []).map((night) => ({ night, type: 'next' as const })),
  ].filter(({ night }) => night.status === 'needs_replacement');
  if (!failed && vacancies.length === 0) return null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" color="orange" size="lg" radius="md" aria-hidden>
          <IconAlertTriangle size={20} />
        </ThemeIcon>
        <Text component="h2" fw={600} size="lg" m={0} id={titleId}>
          {dutyMessages(locale).nightsNeedingReplacement}
        </Text>
      </Group>
      {failed ? (
        <Text c="red" size="sm" role="alert">
          {catalog.away_schedules_load_failed({ reason: getErrorMessage(failed) }, to)}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {vacancies.map(({ night, type }) => (
            <li key={`${type}-${night.id}`}>
              <Text fw={600}>{formatDanceDate(night.dance_date, locale)}</Text>
              <Text size="sm">
                {catalog.away_cant_serve(
                  {
                    names: cantServe(night)
                      .map((person) => person.name)
                      .join(', '),
                  },
                  to,
                )}{' '}
                <Anchor component={Link} to={SCHEDULES[type].path} size="sm">
                  {SCHEDULES[type].open({}, to)}
                </Anchor>
              </Text>
              {cantServe(night).map((person) => (
                <WhoCouldTakeIt key={person.id} nightId={night.id} person={person} />
              ))}
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
