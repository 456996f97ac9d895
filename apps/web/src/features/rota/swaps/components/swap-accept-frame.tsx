import type { ReactNode } from 'react';
import { Box, Center, Paper, Skeleton, Stack } from '@mantine/core';
import { ClubLogo } from '../../../../components/club-logo';
import { useClubBranding } from '../../../../lib/use-branding';

/** The accept page stands outside the app shell (the member may not be signed in yet): the club's logo above the card. */
export function SwapAcceptFrame({ children }: { children: ReactNode }) {
  const branding = useClubBranding();
  return (
    <Box component="main" bg="gray.0">
      <Center mih="100dvh" p={{ base: 'sm', xs: 'md' }}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
          <Stack gap="lg" align="center">
            {branding ? <ClubLogo branding={branding} size={64} /> : <Skeleton circle height={64} />}
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
