import { Button, Center, Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCompassOff } from '@tabler/icons-react';
import { Link } from '../lib/router/link';
import { EmptyState } from '../components/empty-state';
import { paths } from '../config/paths';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <Center component="main" mih="100dvh" p="md">
      <Container size="xs" px={0} w="100%">
        <EmptyState
          icon={<IconCompassOff />}
          title="Page Not Found"
          titleOrder={1}
          description="The page you are looking for does not exist or has moved."
        >
          <Button component={Link} to={paths.dashboard}>
            Go to Dashboard
          </Button>
        </EmptyState>
      </Container>
    </Center>
  );
}
