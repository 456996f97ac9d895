import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { NavItem } from './nav-items';

/** SPEC §2: a breadcrumb starting with Home. */
export function AppBreadcrumbs({ current }: { current: NavItem | undefined }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs mb="md" separatorMargin={6} fz="sm">
        <Anchor component={Link} to={paths.dashboard} fz="sm">
          Home
        </Anchor>
        {current && (
          <Text fz="sm" c="dimmed" aria-current="page">
            {current.label}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
