import { Badge } from '@mantine/core';
import type { DbTest } from '@club/shared';
import { dashboardMessages } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';

export function DatabaseStatusBadge({ status }: { status: DbTest['status'] }) {
  const say = dashboardMessages(useReaderLocale());
  const isConnected = status === 'connected';
  return (
    <Badge color={isConnected ? 'green' : 'red'} variant="light" data-testid="db-status">
      {isConnected ? say.databaseConnected : say.databaseFailed}
    </Badge>
  );
}
