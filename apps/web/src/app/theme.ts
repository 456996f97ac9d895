import { createTheme, darken, lighten, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Ten shades around the club colour, which sits at the primary shade (6) exactly as the admin chose it. */
export function createClubPalette(color: string): MantineColorsTuple {
  return [
    lighten(color, 0.92),
    lighten(color, 0.8),
    lighten(color, 0.65),
    lighten(color, 0.5),
    lighten(color, 0.32),
    lighten(color, 0.16),
    color,
    darken(color, 0.12),
    darken(color, 0.24),
    darken(color, 0.36),
  ];
}

/** SPEC §1: the club colour is the app's primary colour; Mantine's blue until the club's is known. */
export function createClubTheme(clubColor: string | undefined): MantineThemeOverride {
  const hasClubColor = clubColor !== undefined && HEX_COLOR.test(clubColor);
  return createTheme({
    primaryColor: hasClubColor ? 'club' : 'blue',
    colors: hasClubColor ? { club: createClubPalette(clubColor) } : {},
    primaryShade: 6,
    // Text on a light club colour (yellow, say) switches to dark so buttons stay readable.
    autoContrast: true,
    defaultRadius: 'md',
    cursorType: 'pointer',
  });
}
