import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '../../../lib/router/link';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';

export function AccessDenied() {
  return (
    <EmptyState
      icon={<IconLock />}
      color="red"
      title="Access Denied"
      description="This page is for club administrators. Ask an administrator if you need access."
    >
      <Button component={Link} to={paths.dashboard}>
        Back to Dashboard
      </Button>
    </EmptyState>
  );
}
