import { lazy, Suspense } from 'react';
import {
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { availabilityMessages, catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { QueryState } from '../../../../components/query-state';
import { useAvailability } from '../hooks/use-away';

const AwayContent = lazy(() => import('./away-content').then((module) => ({ default: module.AwayContent })));

type AwaySectionProps = {
  /** An admin acting for a member; without it, the signed-in member's own list. */
  member?: { id: number; name: string };
  /** The club's usual night, pre-chosen for "a night each month". */
  clubWeekday?: number;
};

/**
 * Issue 19: the ranges and repeating rules a member is away on, each removable, a form to add one ("also for my
 * partner" included), and the upcoming nights that are kept free and why. Phone first: one column, full-width
 * choices and words on every button. The list and form come as a chunk once the list has loaded (issue 18).
 */
export function AwaySection({ member, clubWeekday = 3 }: AwaySectionProps) {
  const availability = useAvailability(member?.id);
  const locale = useReaderLocale();
  return (
    <QueryState
      query={availability}
      variant="card"
      errorTitle={availabilityMessages(locale).loadFailed}
      loadingLabel={catalog.away_loading({}, { locale })}
      loading={<AwayPlaceholder member={member} />}
    >
      {(data) => (
        <Suspense fallback={<AwayPlaceholder member={member} />}>
          <AwayContent data={data} member={member} clubWeekday={clubWeekday} />
        </Suspense>
      )}
    </QueryState>
  );
}

// Holds the blank label lines of the placeholder's controls, so each takes its loaded height and no test or reader
// mistakes it for the real field.
const BLANK = '\u00a0';
const KIND_SHAPES = [0, 1, 2].map((index) => ({ value: String(index), label: BLANK }));

/**
 * Issue 27: the loaded list and form are four times the height of a spinner, and everything below them jumped when
 * they came (CLS 0.17 on My details). The placeholder is the empty list's layout with the same Mantine controls under
 * skeletons, so it is the loaded height at every width for a member with nothing away; each entry grows it from there.
 * The words that need no data show at once.
 */
function AwayPlaceholder({ member }: Pick<AwaySectionProps, 'member'>) {
  const locale = useReaderLocale();
  const words = availabilityMessages(locale);
  return (
    <Stack gap="md">
      <Text>{member ? words.awayIntroForMember(member.name) : words.awayIntro}</Text>
      <LoadingIndicator label={catalog.away_loading({}, { locale })}>
        <Stack gap="md" inert>
          <Skeleton width="60%">
            <Text>{BLANK}</Text>
          </Skeleton>
          <Stack gap="sm">
            <Skeleton width="40%">
              <Text fw={500}>{BLANK}</Text>
            </Skeleton>
            <Skeleton>
              <SegmentedControl data={KIND_SHAPES} orientation="vertical" fullWidth radius="md" />
            </Skeleton>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <Skeleton>
                <TextInput label={BLANK} />
              </Skeleton>
              <Skeleton>
                <TextInput label={BLANK} />
              </Skeleton>
            </SimpleGrid>
            <Skeleton width="50%">
              <Checkbox size="md" label={BLANK} />
            </Skeleton>
            <Group>
              <Skeleton width="auto">
                <Button size="md">{words.add}</Button>
              </Skeleton>
            </Group>
          </Stack>
        </Stack>
      </LoadingIndicator>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {words.nightsKeptFree}
        </Title>
        <Skeleton width="60%" aria-hidden>
          <Text>{BLANK}</Text>
        </Skeleton>
      </Stack>
    </Stack>
  );
}
