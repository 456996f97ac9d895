import { type ReactNode, useId } from 'react';
import { Anchor, Badge, Box, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { Link } from '../../../../lib/router/link';
import type { MyDuty } from '@club/shared';
import { catalog, type Locale } from '@club/shared/plain';
import { paths } from '../../../../config/paths';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { QueryState } from '../../../../components/query-state';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useMyDuties } from '../../night/hooks/use-my-duties';
import { useMySwaps } from '../../night/hooks/use-my-swaps';
import { clubNightLabel } from '../../night/utils/club-night-label';

const LATER_DUTIES = 2;

const servesWith = (duty: MyDuty, locale: Locale) =>
  duty.partners.length > 0
    ? catalog.away_serving_with({ names: duty.partners.map((partner) => partner.name).join(', ') }, { locale })
    : catalog.away_no_one_else({}, { locale });

type MyNextDutyCardProps = {
  /** What the member can do about the night: the swap action, which the page brings from the swaps feature. */
  renderDutyActions?: (duty: MyDuty) => ReactNode;
};

/**
 * Issue 17: what a member opens the app for, first: their next night on duty (date, club night, who serves with them,
 * the swap action), then the two after it, and how many nights other members ask them to take (issue 9). Its own
 * failure stays inside the card, so the rest of the dashboard (and its SPEC §2 'Connection Error' panel) is not affected.
 */
export function MyNextDutyCard({ renderDutyActions }: MyNextDutyCardProps) {
  const titleId = useId();
  const myDuties = useMyDuties();
  // A hint, not the card's content: while it loads or if it fails, the card simply does not mention offers.
  const offers = useMySwaps().data?.offers.length ?? 0;
  const locale = useReaderLocale();
  const to = { locale };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <IconClipboardCheck size={20} />
        </ThemeIcon>
        <Text component="h2" fw={600} size="lg" m={0} id={titleId}>
          {catalog.away_my_next_duty({}, to)}
        </Text>
      </Group>
      <QueryState
        query={myDuties}
        variant="card"
        errorTitle={catalog.away_duties_load_failed({}, to)}
        loadingLabel={catalog.away_loading_duties({}, to)}
        loading={
          <LoadingIndicator label={catalog.away_loading_duties({}, to)}>
            <Stack gap="md">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} height={14} width={`${85 - index * 10}%`} />
              ))}
            </Stack>
          </LoadingIndicator>
        }
        empty={({ duties }) =>
          duties.length === 0 && (
            <Text c="dimmed" size="sm">
              {catalog.away_no_upcoming_duties({}, to)}
            </Text>
          )
        }
      >
        {({ duties: [next, ...later] }) =>
          next && (
            <Stack gap="md">
              <Box data-testid="next-duty">
                <Group gap="xs" wrap="wrap">
                  <Text fw={700} fz="xl" lh={1.3}>
                    {formatDanceDate(next.dance_date, locale)}
                  </Text>
                  <Badge variant="light" color={next.club_night_type === 'NORMAL' ? 'blue' : 'grape'} size="lg" fz="sm">
                    {clubNightLabel(next.club_night_type, locale)}
                  </Badge>
                </Group>
                <Text>{servesWith(next, locale)}</Text>
                {next.notes && (
                  <Text size="sm" c="dimmed">
                    {next.notes}
                  </Text>
                )}
                {renderDutyActions && <Box mt="xs">{renderDutyActions(next)}</Box>}
              </Box>
              {later.length > 0 && (
                <div>
                  <Text size="sm" fw={600} c="dimmed" mb={4}>
                    {catalog.away_after_that({}, to)}
                  </Text>
                  <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                    {later.slice(0, LATER_DUTIES).map((duty) => (
                      <li key={`${duty.schedule_type}-${duty.dance_date}`}>
                        <Text size="sm" fw={600}>
                          {formatDanceDate(duty.dance_date, locale)}
                          {duty.club_night_type !== 'NORMAL' && ` (${clubNightLabel(duty.club_night_type, locale)})`}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {servesWith(duty, locale)}
                        </Text>
                      </li>
                    ))}
                  </Stack>
                </div>
              )}
            </Stack>
          )
        }
      </QueryState>
      {offers > 0 && (
        <Text size="sm" fw={600} c="orange.9" mt="md">
          {catalog.away_offers_hint({ count: offers }, to)}
        </Text>
      )}
      <Anchor component={Link} to={paths.myDuties} size="sm" mt="md" display="inline-block">
        {offers > 0 ? catalog.away_see_duties_and_offers({}, to) : catalog.away_see_duties({}, to)}
      </Anchor>
    </Card>
  );
}
