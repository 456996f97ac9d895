import { catalog, LOAD_ERROR_TITLES } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { QueryState } from '../../../../components/query-state';
import { useMySwaps } from '../../night/hooks/use-my-swaps';
import { MySwapRequests } from './my-swap-requests';
import { SwapOffers } from './swap-offers';
import { SectionCard } from '../../../../components/section-card';

/**
 * Issue 9 on 'My duties': the nights others offer that the member could take, then the member's own requests. Each
 * shows only when it has something in it, so a member who never swaps sees the page as before.
 */
export function SwapSections() {
  const swaps = useMySwaps();
  const to = { locale: useReaderLocale() };
  return (
    <QueryState
      query={swaps}
      errorTitle={LOAD_ERROR_TITLES.swapRequests}
      loadingLabel={catalog.swap_loading_requests({}, to)}
      loading={null}
    >
      {({ offers, requests }) => (
        <>
          {offers.length > 0 && (
            <SectionCard title={catalog.swap_nights_you_could_take({}, to)}>
              <SwapOffers offers={offers} />
            </SectionCard>
          )}
          {requests.length > 0 && (
            <SectionCard title={catalog.swap_my_requests({}, to)}>
              <MySwapRequests requests={requests} />
            </SectionCard>
          )}
        </>
      )}
    </QueryState>
  );
}
