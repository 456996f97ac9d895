import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '../../lib/router/link';
import { paths } from '../../config/paths';
import type { TrailStep } from './page-trail';

/** SPEC §2: a breadcrumb starting with Home; every step but the open page leads back. */
export function AppBreadcrumbs({ trail }: { trail: readonly TrailStep[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs mb="md" separatorMargin={6} fz="sm">
        <Anchor component={Link} to={paths.dashboard} fz="sm">
          Home
        </Anchor>
        {trail.map((step, index) =>
          index < trail.length - 1 ? (
            <Anchor key={step.path} component={Link} to={step.path} fz="sm">
              {step.label}
            </Anchor>
          ) : (
            <Text key={step.path} fz="sm" c="dimmed" aria-current="page">
              {step.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
