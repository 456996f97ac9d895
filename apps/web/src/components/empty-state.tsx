import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState, Paper } from '@mantine/core';

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  /** Heading level of the title, so the panel fits the page outline. */
  titleOrder?: 1 | 2 | 3;
  color?: string;
  /** Actions, such as a link back to somewhere useful. */
  children?: ReactNode;
};

/** A bordered panel for empty, denied and missing states. */
export function EmptyState({ icon, title, description, titleOrder = 2, color, children }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <MantineEmptyState icon={icon} variant="light" color={color}>
        <MantineEmptyState.Title order={titleOrder}>{title}</MantineEmptyState.Title>
        {description && <MantineEmptyState.Description>{description}</MantineEmptyState.Description>}
        {children && <MantineEmptyState.Actions>{children}</MantineEmptyState.Actions>}
      </MantineEmptyState>
    </Paper>
  );
}
