import { Stack } from '@mantine/core';
import { RotaReportCard } from '../../features/rota/plan/components/rota-report-card';
import { SwapRequestsCard } from '../../features/rota/swaps/components/swap-requests-card';

/** Admin section "Rota" (decision 061): the swap requests waiting on an admin, then how the duty is spread. */
export function RotaSection() {
  return (
    <Stack gap="lg">
      <SwapRequestsCard />
      <RotaReportCard />
    </Stack>
  );
}
