import { Badge, type BadgeProps } from '@mantine/core';
import type { SwapRequest, SwapStatus } from '@club/shared';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { describeSwapStatus } from '../utils/swap-labels';

const COLORS: Record<SwapStatus, string> = {
  open: 'blue',
  accepted: 'green',
  approved: 'green',
  cancelled: 'gray',
  expired: 'gray',
};

export function SwapStatusBadge({ request, ...size }: { request: SwapRequest } & Pick<BadgeProps, 'size' | 'fz'>) {
  const locale = useReaderLocale();
  return (
    <Badge variant="light" color={COLORS[request.status]} {...size}>
      {describeSwapStatus(request, locale)}
    </Badge>
  );
}
