import { LOAD_ERROR_TITLES } from '@club/shared/plain';
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
  return (
    <QueryState
      query={swaps}
      errorTitle={LOAD_ERROR_TITLES.swapRequests}
      loadingLabel="Loading swap requests"
      loading={null}
    >
      {({ offers, requests }) => (
        <>
          {offers.length > 0 && (
            <SectionCard title="Nights you could take">
              <SwapOffers offers={offers} />
            </SectionCard>
          )}
          {requests.length > 0 && (
            <SectionCard title="My swap requests">
              <MySwapRequests requests={requests} />
            </SectionCard>
          )}
        </>
      )}
    </QueryState>
  );
}
