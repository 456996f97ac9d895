import { Avatar, Badge, Box, Group, Text } from '@mantine/core';
import type { SessionUser } from '@club/shared';

/** The signed-in user at the foot of the sidebar (SPEC §2). */
export function UserCard({ user }: { user: SessionUser }) {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
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
              Admin
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate title={user.email}>
          {user.email}
        </Text>
      </Box>
    </Group>
  );
}
