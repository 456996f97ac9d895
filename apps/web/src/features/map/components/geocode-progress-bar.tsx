import { Paper, Progress, Stack, Text } from '@mantine/core';
import type { GeocodeProgress } from '@club/shared';
import { describeProgress } from '../utils/geocode-outcome';

// The end reads like its toast: green when every address was placed, yellow when some were not found, red on failure.
// While running the bar keeps the club's colour.
function getBarColor({ status, errors }: GeocodeProgress): string | undefined {
  if (status === 'running') return undefined;
  if (status === 'failed') return 'red';
  return errors.length > 0 ? 'yellow' : 'green';
}

/** How far 'Geocode All Addresses' has got, as a bar and in words. */
export function GeocodeProgressBar({ progress }: { progress: GeocodeProgress }) {
  const percent = progress.total > 0 ? Math.round((progress.completed / progress.total) * 100) : 100;
  const isRunning = progress.status === 'running';
  const text = describeProgress(progress);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text size="sm" aria-live="polite">
          {text}
        </Text>
        <Progress
          value={percent}
          size="lg"
          animated={isRunning}
          striped={isRunning}
          color={getBarColor(progress)}
          aria-label="Geocoding progress"
        />
      </Stack>
    </Paper>
  );
}
