import { Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import type { SwapRequest } from '@club/shared';
import { GoToMyDuties, LinkResult } from '../../night/components/link-result';
import { formatDanceDate } from '../../../../lib/dance-date';

/** The night is the member's now; they are signed in, so My duties opens straight away. */
export function SwapAccepted({ request }: { request: SwapRequest }) {
  return (
    <LinkResult icon={IconCalendarCheck} color="green" title="You're on duty">
      <Text>
        You serve on <strong>{formatDanceDate(request.dance_date)}</strong> in place of {request.requester.name}.
      </Text>
      {request.return_date && (
        <Text>
          In return, {request.requester.name} serves on <strong>{formatDanceDate(request.return_date)}</strong> in your
          place.
        </Text>
      )}
      <GoToMyDuties replace />
    </LinkResult>
  );
}
