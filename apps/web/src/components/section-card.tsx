import { type ReactNode, useId } from 'react';
import { Card, Title } from '@mantine/core';

/** A titled card of a page (My duties and its swap and calendar parts), named by its title for screen readers. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" mb="md" id={titleId}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
