import { CLOCK_STYLES, type ClockStyle, DEFAULT_BRANDING } from '@club/shared/plain';

/**
 * Issue 26: what the server wrote into the page (<meta name="club-name"> and <meta name="club-clock">), read before
 * any request: the loading screen names the club and times are in its clock from the first draw. A page without them
 * (the Vite dev server, tests) reads the SPEC §9 defaults.
 */
const metaContent = (name: string): string | null =>
  document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;

const isClockStyle = (value: string | null): value is ClockStyle => CLOCK_STYLES.some((style) => style === value);

export function bootClubName(): string {
  return metaContent('club-name') || DEFAULT_BRANDING.club_name;
}

export function bootClockStyle(): ClockStyle {
  const clock = metaContent('club-clock');
  return isClockStyle(clock) ? clock : DEFAULT_BRANDING.clock;
}
