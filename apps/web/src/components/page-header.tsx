import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

type PageHeaderProps = {
  title: string;
  /** Beside the title, such as a count badge. */
  badge?: ReactNode;
  subtitle?: ReactNode;
  /** Page-level buttons; they wrap under the title on a phone. */
  actions?: ReactNode;
};

export function PageHeader({ title, badge, subtitle, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="wrap">
      <Stack gap={4} miw={0}>
        <Group gap="sm" align="center" wrap="nowrap">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {title}
          </Title>
          {badge}
        </Group>
        {subtitle && (
          <Text component="div" c="dimmed">
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
