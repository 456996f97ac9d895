import { Badge } from '@mantine/core';
import type { DbTest } from '@club/shared';

export function DatabaseStatusBadge({ status }: { status: DbTest['status'] }) {
  const isConnected = status === 'connected';
  return (
    <Badge color={isConnected ? 'green' : 'red'} variant="light" data-testid="db-status">
      {isConnected ? 'Connected' : 'Connection failed'}
    </Badge>
  );
}
