import type { ReactNode } from 'react';
import { catalog } from '@club/shared/plain';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarOff, type TablerIcon } from '@tabler/icons-react';
import { useNavigate } from '../../../../lib/router/hooks';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { paths } from '../../../../config/paths';
import { useAuth } from '../../../../lib/use-auth';
import { useReaderLocale } from '../../../../lib/reader-locale';

// The pages an e-mailed link opens (issue 9's swap accept, issue 19's confirm and decline) look and lead on alike.

/** While the server answers the link. */
export function LinkPending({ title }: { title: string }) {
  return (
    <Stack align="center" gap="md" role="status" aria-live="polite">
      <LoadingIndicator besideText />
      <Title order={1} fz="h3">
        {title}
      </Title>
    </Stack>
  );
}

type LinkResultProps = {
  icon: TablerIcon;
  color: string;
  title: string;
  /** How a screen reader hears the result arrive; none where the page's heading says enough. */
  role?: 'status' | 'alert';
  children: ReactNode;
};

/** How the link went: an icon in the result's colour, the heading, then what happened and the way on. */
export function LinkResult({ icon: ResultIcon, color, title, role, children }: LinkResultProps) {
  return (
    <Stack align="center" gap="md" ta="center" role={role}>
      <ThemeIcon size={56} radius="xl" color={color} variant="light" aria-hidden>
        <ResultIcon size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Once the link has been used it is spent, so leaving replaces it in the history (Back does not send it again). */
export function GoToMyDuties({ replace = false }: { replace?: boolean }) {
  const locale = useReaderLocale();
  const navigate = useNavigate();
  return (
    <Button onClick={() => void navigate(paths.myDuties, { replace })}>
      {catalog.night_go_to_my_duties({}, { locale })}
    </Button>
  );
}

/** Used, expired or broken: the server's message says why, and My duties is where the member can still act. */
export function LinkFailed({ title, message }: { title: string; message: string }) {
  const locale = useReaderLocale();
  const navigate = useNavigate();
  // A member still signed in (the link was refused, not their session) has no use for signing in again.
  const { isAuthenticated } = useAuth();
  return (
    <LinkResult icon={IconCalendarOff} color="red" title={title} role="alert">
      <Text>{message}</Text>
      <Group justify="center" gap="sm">
        <GoToMyDuties />
        {!isAuthenticated && (
          <Button variant="default" onClick={() => void navigate(paths.login)}>
            {catalog.night_sign_in({}, { locale })}
          </Button>
        )}
      </Group>
    </LinkResult>
  );
}
