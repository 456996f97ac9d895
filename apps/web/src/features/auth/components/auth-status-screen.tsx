import { Center, Stack, Text } from '@mantine/core';
import { LoadingIndicator } from '../../../components/loading-indicator';

/** Full-screen progress while authentication is sorted out (SPEC §2 loading texts). */
export function AuthStatusScreen({ message }: { message: string }) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <LoadingIndicator besideText />
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Center>
  );
}
