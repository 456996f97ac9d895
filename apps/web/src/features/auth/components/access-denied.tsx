import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { catalog } from '@club/shared/plain';
import { Link } from '../../../lib/router/link';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { useReaderLocale } from '../../../lib/reader-locale';

export function AccessDenied() {
  const to = { locale: useReaderLocale() };
  return (
    <EmptyState
      icon={<IconLock />}
      color="red"
      title={catalog.auth_access_denied({}, to)}
      description={catalog.auth_access_denied_text({}, to)}
    >
      <Button component={Link} to={paths.dashboard}>
        {catalog.auth_back_to_dashboard({}, to)}
      </Button>
    </EmptyState>
  );
}
