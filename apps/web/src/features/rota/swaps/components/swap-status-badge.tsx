import { Badge } from '@mantine/core';
import type { SwapRequest, SwapStatus } from '@club/shared';
import { describeSwapStatus } from '../utils/swap-labels';

const COLORS: Record<SwapStatus, string> = {
  open: 'blue',
  accepted: 'green',
  approved: 'green',
  cancelled: 'gray',
  expired: 'gray',
};

export function SwapStatusBadge({ request }: { request: SwapRequest }) {
  return (
    <Badge variant="light" color={COLORS[request.status]}>
      {describeSwapStatus(request)}
    </Badge>
  );
}
