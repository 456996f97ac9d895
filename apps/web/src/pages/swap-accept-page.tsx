import { SwapAcceptScreen } from '../features/rota/swaps/components/swap-accept-screen';

export function SwapAcceptPage() {
  return <SwapAcceptScreen />;
}
