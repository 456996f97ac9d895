import { DEFAULT_THEME } from '@mantine/core';
import type { MemberStatus } from '@club/shared';
import { MARKER_COLORS } from '@club/shared/plain';

type MarkerKind = MemberStatus | 'club';

// SPEC §9 names the colours; these are the Mantine shades the status badges use, so a status reads the same everywhere.
const PALETTE: Record<(typeof MARKER_COLORS)[MarkerKind], string> = {
  green: DEFAULT_THEME.colors.green[7],
  purple: DEFAULT_THEME.colors.grape[7],
  grey: DEFAULT_THEME.colors.gray[6],
  yellow: DEFAULT_THEME.colors.yellow[5],
  red: DEFAULT_THEME.colors.red[7],
};

export const getMarkerFill = (kind: MarkerKind): string => PALETTE[MARKER_COLORS[kind]];

export const STAR_SIZE = 26;
export const PIN_SIZE = 34;

// Inline SVG: Leaflet's default marker images are separate PNG files, and the page must work with nothing fetched but
// the app itself. A dark outline keeps the yellow and grey stars visible on pale map tiles.
export function starSvg(fill: string, size = STAR_SIZE): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false"><path d="M12 1.8l3.1 6.3 7 1-5 4.9 1.2 6.9L12 17.6l-6.3 3.3 1.2-6.9-5-4.9 7-1z" fill="${fill}" stroke="#212529" stroke-width="1.2" stroke-linejoin="round"/></svg>`;
}

/** The club is a pin, not a star, so it stands apart by shape as well as by colour. */
export function clubPinSvg(size = PIN_SIZE): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 32" width="${(size * 24) / 32}" height="${size}" aria-hidden="true" focusable="false"><path d="M12 1C5.9 1 1 5.9 1 12c0 8.3 11 19 11 19s11-10.7 11-19C23 5.9 18.1 1 12 1z" fill="${getMarkerFill('club')}" stroke="#212529" stroke-width="1.2"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>`;
}
