import type { ReactNode } from 'react';
import { Box, Center, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { Branding } from '@club/shared';
import { ClubLogo } from '../../../components/club-logo';

type LoginCardProps = { branding: Branding | undefined; children: ReactNode };

/** The login page frame: the club's logo and subtitle above whichever login step is showing. */
export function LoginCard({ branding, children }: LoginCardProps) {
  return (
    <Box component="main" bg="gray.0">
      <Center mih="100dvh" p={{ base: 'sm', xs: 'md' }}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
          <Stack gap="lg">
            <Stack align="center" gap="xs">
              {branding ? <ClubLogo branding={branding} size={72} /> : <Skeleton circle height={72} />}
              {branding?.club_subtitle && (
                <Text size="sm" c="dimmed" ta="center">
                  {branding.club_subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
