import { type ReactNode, useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { useBranding } from '../lib/use-branding';
import { createClubTheme } from './theme';

export function ClubThemeProvider({ children }: { children: ReactNode }) {
  const { data: branding } = useBranding();
  const clubColor = branding?.club_color;
  const theme = useMemo(() => createClubTheme(clubColor), [clubColor]);
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
}
