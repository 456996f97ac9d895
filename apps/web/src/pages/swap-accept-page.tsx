import { SwapAcceptScreen } from '../features/swaps/components/swap-accept-screen';

export function SwapAcceptPage() {
  return <SwapAcceptScreen />;
}
