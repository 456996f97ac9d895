import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { catalog } from '@club/shared/plain';
import { Link } from '../../lib/router/link';
import { paths } from '../../config/paths';
import { useReaderLocale } from '../../lib/reader-locale';
import type { TrailStep } from './page-trail';

/** SPEC §2: a breadcrumb starting with Home; every step but the open page leads back. */
export function AppBreadcrumbs({ trail }: { trail: readonly TrailStep[] }) {
  const locale = useReaderLocale();
  const to = { locale };
  return (
    <nav aria-label={catalog.shell_breadcrumb({}, to)}>
      <Breadcrumbs mb="md" separatorMargin={6} fz="sm">
        <Anchor component={Link} to={paths.dashboard} fz="sm">
          {catalog.shell_home({}, to)}
        </Anchor>
        {trail.map((step, index) =>
          index < trail.length - 1 ? (
            <Anchor key={step.path} component={Link} to={step.path} fz="sm">
              {step.text(locale)}
            </Anchor>
          ) : (
            <Text key={step.path} fz="sm" c="dimmed" aria-current="page">
              {step.text(locale)}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
