import { Group, Stack, Text } from '@mantine/core';
import type { SwapRequest } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { formatDanceDate } from '../../../../lib/dance-date';
import { swapKindNames } from '../utils/swap-labels';
import { SwapStatusBadge } from './swap-status-badge';
import { NamedMember } from './named-member';

/** Issue 9: the member's own requests, open and recently settled, each with where it stands. */
export function MySwapRequests({ requests }: { requests: SwapRequest[] }) {
  const locale = useReaderLocale();
  const kindNames = swapKindNames(locale);
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {requests.map((request) => (
        <li key={request.id}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{formatDanceDate(request.dance_date)}</Text>
            <SwapStatusBadge request={request} size="lg" fz="sm" />
          </Group>
          <Text size="sm" c="dimmed">
            {kindNames[request.kind]}
          </Text>
          <NamedMember request={request} />
          {request.return_date && (
            <Text size="sm">
              {catalog.swap_in_return_you_serve({ date: formatDanceDate(request.return_date) }, { locale })}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
