import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { LoadingIndicator } from '../../../components/loading-indicator';

type StatCardProps = {
  label: string;
  /** The skeleton's accessible name: 'Loading members'. */
  loadingLabel: string;
  icon: ReactNode;
  /** Undefined while loading: the card shows a skeleton. */
  value: ReactNode | undefined;
  detail?: ReactNode;
};

/** One headline figure with a line of context. */
export function StatCard({ label, loadingLabel, icon, value, detail }: StatCardProps) {
  const isLoading = value === undefined;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text component="h2" size="sm" c="dimmed" fw={600} tt="uppercase" m={0}>
          {label}
        </Text>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      {isLoading ? (
        <LoadingIndicator label={loadingLabel}>
          <Skeleton height={34} width="45%" mt="sm" />
          <Skeleton height={12} width="65%" mt="sm" />
        </LoadingIndicator>
      ) : (
        <>
          <Text component="div" fz={32} fw={700} lh={1.2} mt="xs">
            {value}
          </Text>
          {detail && (
            <Text component="div" size="sm" c="dimmed" mt={4}>
              {detail}
            </Text>
          )}
        </>
      )}
    </Card>
  );
}
