import type { ReactNode } from 'react';
import type { MyDuties, MyDuty } from '@club/shared';
import { availabilityMessages, catalog, LOAD_ERROR_TITLES, signupWebMessages } from '@club/shared/plain';
import { Box, Skeleton, Stack, Text } from '@mantine/core';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { QueryState } from '../../../../components/query-state';
import { SectionCard } from '../../../../components/section-card';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useMyDuties } from '../../night/hooks/use-my-duties';
import { AvailabilityList } from './availability-list';
import { AwaySection } from './away-section';
import { DutyList } from './duty-list';

// The other rota features' parts of the page (answers, signup, swaps) come from the page, which composes them.
type MyDutiesViewProps = {
  /** Beside each duty: answering it, giving back a night the member took, asking for a swap. */
  renderDutyActions?: (duty: MyDuty) => ReactNode;
  /** Issue 19 part 2: the open nights the member may take, shown while the club lets members take them. */
  renderOpenNights?: (duties: MyDuties) => ReactNode;
  /** Shown between the duties and the availability list (the page puts the swap sections there). */
  afterDuties?: ReactNode;
  /** The page's last card (the calendar feed), below the away list; it needs no duties, so it stays when they fail. */
  footer?: ReactNode;
};

/** Issue 9 'My duties' page: the member's upcoming nights on duty, their swaps, then the nights they can or cannot serve. */
export function MyDutiesView({ renderDutyActions, renderOpenNights, afterDuties, footer }: MyDutiesViewProps) {
  const myDuties = useMyDuties();
  const to = { locale: useReaderLocale() };
  const dutiesLoading = catalog.away_loading_duties({}, to);
  // Issue 27: no placeholder knows how many duties and nights a member has, and the cards drawn below one were pushed
  // down by whatever came (CLS 0.21 on a phone). So while the duties load only their card is drawn, and the cards
  // below come with them: a card that appears is no layout shift, one that moves is.
  const layout = (duties: ReactNode, loaded?: { availability: ReactNode; open?: ReactNode }) => (
    <Stack gap="lg">
      <SectionCard title={catalog.away_upcoming_duties({}, to)}>{duties}</SectionCard>
      {loaded?.open && <SectionCard title={signupWebMessages(to.locale).needYouTitle}>{loaded.open}</SectionCard>}
      {afterDuties}
      {loaded && (
        <>
          <SectionCard title={catalog.away_availability({}, to)}>{loaded.availability}</SectionCard>
          <SectionCard title={availabilityMessages(to.locale).awayTitle}>
            <AwaySection />
          </SectionCard>
          {footer}
        </>
      )}
    </Stack>
  );
  return (
    <>
      <QueryState
        query={myDuties}
        errorTitle={LOAD_ERROR_TITLES.duties}
        loadingLabel={dutiesLoading}
        loading={layout(
          <LoadingIndicator label={dutiesLoading}>
            <Skeleton>
              <Text>{BLANK}</Text>
            </Skeleton>
          </LoadingIndicator>,
        )}
      >
        {(data) =>
          layout(<DutyList duties={data.duties} renderActions={renderDutyActions} />, {
            availability: (
              <AvailabilityList
                nights={data.upcoming_nights}
                unavailableDates={data.unavailable_dates}
                dutyDates={data.duties.map((duty) => duty.dance_date)}
              />
            ),
            open: data.self_signup ? renderOpenNights?.(data) : undefined,
          })
        }
      </QueryState>
      {myDuties.isError && <Box mt="lg">{footer}</Box>}
    </>
  );
}

// The skeleton's line: the height of the sentence of an empty list, which a member with no duties sees next.
const BLANK = '\u00a0';
