import { type ReactNode, useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { useClubColorPreview } from '../lib/club-color-preview';
import { useBranding } from '../lib/use-branding';
import { accessibleColorsResolver, createClubTheme } from './theme';

export function ClubThemeProvider({ children }: { children: ReactNode }) {
  const { data: branding } = useBranding();
  // An unsaved colour on the admin settings page wins over the saved one, so the admin sees it everywhere first.
  const clubColor = useClubColorPreview() ?? branding?.club_color;
  const theme = useMemo(() => createClubTheme(clubColor), [clubColor]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColorsResolver}>
      {children}
    </MantineProvider>
  );
}
