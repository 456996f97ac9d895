import type { ReactNode } from 'react';
import { Card, DataList, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { LoadingIndicator } from '../../../components/loading-indicator';

type InfoRow = { label: string; value: ReactNode };

type InfoCardProps = {
  title: string;
  /** The skeleton's accessible name: 'Loading club information'. */
  loadingLabel: string;
  icon: ReactNode;
  /** Undefined while loading: the card shows skeleton rows. */
  rows: InfoRow[] | undefined;
  skeletonRows?: number;
};

/** A titled card of label/value pairs, as a description list. */
export function InfoCard({ title, loadingLabel, icon, rows, skeletonRows = 4 }: InfoCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text component="h2" fw={600} size="lg" m={0}>
          {title}
        </Text>
      </Group>
      {rows ? (
        <DataList withDivider labelWidth={120}>
          {rows.map((row) => (
            <DataList.Item key={row.label}>
              <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
              <DataList.ItemValue>{row.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      ) : (
        <LoadingIndicator label={loadingLabel}>
          <Stack gap="md">
            {Array.from({ length: skeletonRows }, (_, index) => (
              <Skeleton key={index} height={14} width={`${85 - index * 10}%`} />
            ))}
          </Stack>
        </LoadingIndicator>
      )}
    </Card>
  );
}
