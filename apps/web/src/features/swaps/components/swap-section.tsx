import type { ReactNode } from 'react';
import { Card, Title } from '@mantine/core';

/** A card of the 'My duties' page, looking like the page's own sections. */
export function SwapSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
