import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { SwapRequest } from '@club/shared';
import { paths } from '../../../config/paths';
import { formatDanceDate } from '../../../lib/dance-date';

/** The night is the member's now; they are signed in, so My duties opens straight away. */
export function SwapAccepted({ request }: { request: SwapRequest }) {
  const navigate = useNavigate();
  return (
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
        <IconCalendarCheck size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        You&apos;re on duty
      </Title>
      <Text>
        You serve on <strong>{formatDanceDate(request.dance_date)}</strong> in place of {request.requester.name}.
      </Text>
      {request.return_date && (
        <Text>
          In return, {request.requester.name} serves on <strong>{formatDanceDate(request.return_date)}</strong> in your
          place.
        </Text>
      )}
      <Button onClick={() => void navigate(paths.myDuties, { replace: true })}>Go to My duties</Button>
    </Stack>
  );
}
