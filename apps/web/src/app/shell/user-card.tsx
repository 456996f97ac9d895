import { Avatar, Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from '../../lib/router/link';
import type { SessionUser } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../lib/reader-locale';
import { paths } from '../../config/paths';

type UserCardProps = {
  user: SessionUser;
  /** Called after the card is chosen, so the mobile drawer can close. */
  onNavigate?: () => void;
};

/** The signed-in user at the foot of the sidebar (SPEC §2); issue 26: their name opens My details. */
export function UserCard({ user, onNavigate }: UserCardProps) {
  const to = { locale: useReaderLocale() };
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
    <UnstyledButton
      component={Link}
      to={paths.myDetails}
      onClick={onNavigate}
      display="block"
      w="100%"
      title={catalog.shell_nav_my_details({}, to)}
    >
      <Group gap="sm" wrap="nowrap" px="md" py="sm">
        <Avatar name={fullName} color="initials" radius="xl" aria-hidden />
        <Box miw={0} flex={1}>
          {/* A long name wraps (the badge goes to the next line) rather than losing its end: "Main Administ…". */}
          <Group gap={6} style={{ rowGap: 2 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-no-cut>
              {fullName}
            </Text>
            {user.is_admin && (
              <Badge size="xs" variant="light">
                {catalog.shell_admin_badge({}, to)}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate title={user.email}>
            {user.email}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
