import { Divider, Skeleton, Stack } from '@mantine/core';
import type { CalendarFeedKind } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { QueryState } from '../../../../components/query-state';
import { SectionCard } from '../../../../components/section-card';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useAuth } from '../../../../lib/use-auth';
import { useCalendarFeeds } from '../hooks/use-calendar-feeds';
import { CalendarFeedBlock } from './calendar-feed-block';

/** Issue 9: the member's private iCal link to their duty nights and, for administrators, the club rota's. */
export function CalendarFeedsCard() {
  const { user } = useAuth();
  const { feeds, reset, revoke } = useCalendarFeeds();
  const to = { locale: useReaderLocale() };
  const kinds: CalendarFeedKind[] = user?.is_admin ? ['member', 'club'] : ['member'];

  return (
    <SectionCard title={catalog.feed_title({}, to)}>
      <QueryState
        query={feeds}
        errorTitle={catalog.feed_load_failed({}, to)}
        loadingLabel={catalog.feed_loading({}, to)}
        loading={
          <LoadingIndicator label={catalog.feed_loading({}, to)}>
            <Stack gap="sm">
              <Skeleton height={18} width="80%" />
              <Skeleton height={36} width="50%" />
            </Stack>
          </LoadingIndicator>
        }
      >
        {(data) => (
          <Stack gap="lg">
            {kinds.map((kind, index) => (
              <Stack key={kind} gap="lg">
                {index > 0 && <Divider />}
                <CalendarFeedBlock
                  kind={kind}
                  feed={data[kind]}
                  isSaving={
                    (reset.isPending && reset.variables.kind === kind) ||
                    (revoke.isPending && revoke.variables.kind === kind)
                  }
                  onReset={(onDone) => reset.mutate({ kind }, { onSettled: onDone })}
                  onTurnOff={(onDone) => revoke.mutate({ kind }, { onSettled: onDone })}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
