import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/use-auth';

type SwapAcceptFailedProps = { error: unknown; message?: never } | { message: string; error?: never };

/** The night could not be taken; the server's message says why (taken already, link expired, ...). */
export function SwapAcceptFailed({ error, message }: SwapAcceptFailedProps) {
  const navigate = useNavigate();
  // A member still signed in (the link was refused, not their session) has no use for signing in again.
  const { isAuthenticated } = useAuth();
  return (
    <Stack align="center" gap="md" ta="center" role="alert">
      <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
        <IconCalendarOff size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        Could not take the night
      </Title>
      <Text>{message ?? getErrorMessage(error)}</Text>
      <Group justify="center" gap="sm">
        <Button onClick={() => void navigate(paths.myDuties)}>Go to My duties</Button>
        {!isAuthenticated && (
          <Button variant="default" onClick={() => void navigate(paths.login)}>
            Sign in
          </Button>
        )}
      </Group>
    </Stack>
  );
}
