import type { ClockStyle } from './utils/clock.js';

/**
 * SPEC §9 defaults of what the login page and the loading screen show (the admin settings page's colour reading,
 * #EA3323). Apart from the schemas, so the web app's first script can use them without zod (issue 18).
 */
export const BRANDING_DEFAULTS = {
  club_name: 'Square Dance Club',
  club_subtitle: 'Dance Management System',
  club_color: '#EA3323',
  club_logo_url: '',
  club_logo_data: '',
};

/** The clock of SPEC §9's default club (America/Los_Angeles, so the United States): until the club's own is known. */
export const DEFAULT_CLOCK_STYLE: ClockStyle = '12h';

/** What the login page and the answer-link pages show when the club's own branding cannot be loaded. */
export const DEFAULT_BRANDING = { ...BRANDING_DEFAULTS, clock: DEFAULT_CLOCK_STYLE };
