import {
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  type ModalProps,
  type NotificationProps,
  type TableScrollContainerProps,
  darken,
  lighten,
  luminance,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** WCAG 2.1 AA for normal text (SC 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;
/** Secondary ('dimmed') text: Mantine's gray 6 reads 3.3:1 on white; this one 5.4:1 (4.9:1 on gray 1). */
export const DIMMED_TEXT = '#646b72';
/** Placeholders (Mantine's gray 5, 2.1:1) are shown as text by pickers such as DatePickerInput: 4.7:1 on white. */
export const PLACEHOLDER_TEXT = '#6c747c';

/** The WCAG contrast ratio of two colours (any form Mantine reads: hex, rgb(), rgba()). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color` as it is when it already reads against `background`, else darkened just enough that it does. */
export function darkenToContrast(color: string, background: string, ratio = MIN_TEXT_CONTRAST): string {
  if (contrastRatio(color, background) >= ratio) return color;
  for (let amount = 0.02; amount < 1; amount += 0.02) {
    const darker = darken(color, amount);
    if (contrastRatio(darker, background) >= ratio) return darker;
  }
  return '#000000';
}

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

const PRIMARY_SHADE = 6;
const LUMINANCE_THRESHOLD = 0.3;

/**
 * Readable colours for every palette (the club's and Mantine's own), light scheme: Mantine puts white text on a
 * filled colour whose luminance is under the threshold, shade-6 text on white (outline, anchors, text colours) and
 * shade-9 text on shade 1 (light badges and buttons) without checking the contrast. A club colour such as the default
 * #EA3323 gives 4.2:1 with white, short of AA; here each of those is darkened just enough to reach 4.5:1, so any
 * colour an admin picks stays readable. Colours that already pass are left exactly as they are.
 */
export const accessibleColorsResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const base = shades[PRIMARY_SHADE];
    // Readable on white and on the light gray of striped and hovered table rows.
    const onWhite = darkenToContrast(base, theme.colors.gray[1]);
    // autoContrast gives light colours black text, which reads well on them; white text needs a dark enough fill.
    const hasWhiteText = !theme.autoContrast || luminance(base) <= theme.luminanceThreshold;
    const filled = hasWhiteText ? onWhite : base;
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-text`] = onWhite;
    light[`--mantine-color-${name}-outline`] = onWhite;
    // Light variants: shade-9 text on a shade-1 background (shade 2 when hovered).
    light[`--mantine-color-${name}-light-color`] = darkenToContrast(shades[9], shades[2]);
    if (name === theme.primaryColor) light['--mantine-color-anchor'] = onWhite;
  }
  return { variables: {}, light, dark: {} };
};

/** SPEC §1: the club colour is the app's primary colour; Mantine's blue until the club's is known. */
export function createClubTheme(clubColor: string | undefined): MantineThemeOverride {
  const hasClubColor = clubColor !== undefined && HEX_COLOR.test(clubColor);
  return createTheme({
    primaryColor: hasClubColor ? 'club' : 'blue',
    colors: hasClubColor ? { club: createClubPalette(clubColor) } : {},
    primaryShade: PRIMARY_SHADE,
    // Text on a light club colour (yellow, say) switches to dark so buttons stay readable.
    autoContrast: true,
    luminanceThreshold: LUMINANCE_THRESHOLD,
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Mantine's close buttons are icons without a name: screen readers would announce just "button".
    // Plain objects rather than Modal.extend(…): importing the components would put them in every page's first
    // script, the sign-in page's included (issue 18).
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } satisfies Partial<ModalProps> },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<DrawerProps> },
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } satisfies Partial<NotificationProps>,
      },
      // A table wider than a phone scrolls sideways: its scrolling box takes the focus so the arrow keys can scroll
      // it (WCAG 2.1.1). A table that names its box (scrollRegionProps) overrides this.
      TableScrollContainer: {
        defaultProps: {
          scrollAreaProps: { viewportProps: { tabIndex: 0 } },
        } satisfies Partial<TableScrollContainerProps>,
      },
      // Issue 17: a badge is a status or a role in a word or two; Mantine lets a squeezed one shrink to 'A…'. Each
      // badge is at least as wide as its text, so the layout around it gives way instead (wraps, or truncates a name).
      Badge: { styles: { root: { minWidth: 'max-content', flexShrink: 0 } } } satisfies Partial<BadgeProps>,
    },
  });
}
