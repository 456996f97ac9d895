import { ErrorPanel } from '../../../components/error-panel';
import { getErrorMessage } from '../../../lib/api-error';
import { useMySwaps } from '../../../lib/use-my-swaps';
import { MySwapRequests } from './my-swap-requests';
import { SwapOffers } from './swap-offers';
import { SectionCard } from '../../../components/section-card';

/**
 * Issue 9 on 'My duties': the nights others offer that the member could take, then the member's own requests. Each
 * shows only when it has something in it, so a member who never swaps sees the page as before.
 */
export function SwapSections() {
  const swaps = useMySwaps();
  if (swaps.isError) {
    return (
      <ErrorPanel
        title="Error Loading Swap Requests"
        message={getErrorMessage(swaps.error)}
        onRetry={() => void swaps.refetch()}
        isRetrying={swaps.isFetching}
      />
    );
  }
  if (!swaps.data) return null;
  const { offers, requests } = swaps.data;
  return (
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
  );
}
