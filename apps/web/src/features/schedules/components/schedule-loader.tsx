import { Center, Loader, Paper } from '@mantine/core';

export function ScheduleLoader() {
  return (
    <Paper withBorder radius="md" p="xl" aria-busy>
      <Center>
        <Loader aria-label="Loading schedule" />
      </Center>
    </Paper>
  );
}
