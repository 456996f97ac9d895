import { Button, Center, Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCompassOff } from '@tabler/icons-react';
import { catalog } from '@club/shared/plain';
import { Link } from '../lib/router/link';
import { EmptyState } from '../components/empty-state';
import { paths } from '../config/paths';
import { useReaderLocale } from '../lib/reader-locale';

export function NotFoundPage() {
  const to = { locale: useReaderLocale() };
  useDocumentTitle(catalog.page_not_found({}, to));
  return (
    <Center component="main" mih="100dvh" p="md">
      <Container size="xs" px={0} w="100%">
        <EmptyState
          icon={<IconCompassOff />}
          title={catalog.page_not_found({}, to)}
          titleOrder={1}
          description={catalog.page_not_found_text({}, to)}
        >
          <Button component={Link} to={paths.dashboard}>
            {catalog.page_go_to_dashboard({}, to)}
          </Button>
        </EmptyState>
      </Container>
    </Center>
  );
}
