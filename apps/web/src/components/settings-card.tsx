import { type ReactNode, useId } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

type SettingsCardProps = {
  title: string;
  description?: ReactNode;
  /** Beside the title, such as a status badge. */
  badge?: ReactNode;
  /** The danger zone is outlined in red (SPEC §2 Maintenance Operations). */
  isDanger?: boolean;
  children: ReactNode;
};

/** One card of the admin settings page: a named region, so it can be reached by its title. */
export function SettingsCard({ title, description, badge, isDanger = false, children }: SettingsCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={isDanger ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="sm" wrap="wrap">
            <Title order={2} id={titleId} fz="h4" c={isDanger ? 'red' : undefined}>
              {title}
            </Title>
            {badge}
          </Group>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
