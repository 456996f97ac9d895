import { Paper, Progress, Stack, Text } from '@mantine/core';
import type { GeocodeProgress } from '@club/shared';
import { catalog, GEOCODE_MESSAGES } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { describeProgress } from '../utils/geocode-outcome';

// The end reads like its toast: green when every address was placed, yellow when some were not found, red on failure.
// While running the bar keeps the club's colour.
function getBarColor({ status, errors, stalled }: GeocodeProgress): string | undefined {
  if (status === 'running') return stalled ? 'orange' : undefined;
  if (status === 'failed') return 'red';
  return errors.length > 0 ? 'yellow' : 'green';
}

/** How far 'Geocode All Addresses' has got, as a bar and in words; admins are told when they may restart it. */
export function GeocodeProgressBar({ progress, canRestart }: { progress: GeocodeProgress; canRestart: boolean }) {
  const percent = progress.total > 0 ? Math.round((progress.completed / progress.total) * 100) : 100;
  const isRunning = progress.status === 'running' && !progress.stalled;
  const text = describeProgress(progress);
  const locale = useReaderLocale();
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text size="sm" aria-live="polite">
          {text}
        </Text>
        {canRestart && progress.status === 'running' && progress.stalled && (
          <Text size="sm" fw={600} c="orange.9">
            {GEOCODE_MESSAGES.stalled}
          </Text>
        )}
        <Progress
          value={percent}
          size="lg"
          animated={isRunning}
          striped={isRunning}
          color={getBarColor(progress)}
          aria-label={catalog.map_geocoding_progress({}, { locale })}
        />
      </Stack>
    </Paper>
  );
}
