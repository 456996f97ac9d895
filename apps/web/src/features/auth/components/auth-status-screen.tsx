import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-screen progress while authentication is sorted out (SPEC §2 loading texts). */
export function AuthStatusScreen({ message }: { message: string }) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Center>
  );
}
