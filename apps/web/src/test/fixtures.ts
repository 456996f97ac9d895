import {
  type Assignment,
  type Branding,
  type FairnessRow,
  type MemberSummary,
  type PublicSettings,
  SETTINGS_DEFAULTS,
  type Status,
} from '@club/shared';
import type { FakeHandlers } from './fake-api';

export const branding: Branding = {
  club_name: 'Rhythm Rounders',
  club_subtitle: 'Squares every Wednesday',
  club_color: '#0d6efd',
  club_logo_data: '',
  club_logo_url: '',
  clock: '12h',
};

export const publicSettings: PublicSettings = {
  ...branding,
  club_address: '12 Promenade Way, San Jose, CA',
  club_day_of_week: 'Wednesday',
  club_night_start: SETTINGS_DEFAULTS.club_night_start,
  club_night_end: SETTINGS_DEFAULTS.club_night_end,
  club_lat: null,
  club_lng: null,
  system_timezone: SETTINGS_DEFAULTS.system_timezone,
  club_locale: SETTINGS_DEFAULTS.club_locale,
};

export const status: Status = {
  status: 'operational',
  version: '0.1.0',
  timestamp: '2025-05-01T17:04:00.000Z',
  environment: 'preview',
  database: {
    status: 'connected',
    database_type: 'PostgreSQL',
    version: '16.4',
    current_time: '2025-05-01T17:04:00.000Z',
  },
};

export const memberSummary: MemberSummary = { member_count: 42, admin_count: 3 };

/** A night with none of issue 19's details and not cancelled, for fixtures that only care about the rota. */
export const noNightDetails = {
  start_time: null,
  end_time: null,
  caller: null,
  cuer: null,
  program: null,
  theme: null,
  cancelled_at: null,
  cancel_reason: null,
} as const;

/** A rota report row (issue 19 part 6) with the counts that matter to a test; the member's id follows the count. */
export const fairnessRow = (name: string, duty_count: number, last_served: string | null): FairnessRow => ({
  member_id: duty_count + 1,
  name,
  duty_count,
  current_served: 0,
  current_assigned: 1,
  next_assigned: 2,
  served_last_12_months: duty_count,
  last_served,
  swaps_given: 0,
  swaps_taken: 1,
  self_signups: 0,
  declines: 0,
  unavailable_nights: 3,
});

/** No current or next schedule, for pages that read them on the side (My duties reads which nights are cancelled). */
export const noSchedules = {
  'schedules.current': () => ({ schedule: null, assignments: [], count: 0 }),
  'schedules.next': () => ({ schedule: null, assignments: [], count: 0 }),
} satisfies FakeHandlers;

/** A published-looking night with one squarehead and its details (time, caller, program), not cancelled. */
export const potluckNight: Assignment = {
  id: 9,
  schedule_id: 1,
  dance_date: '2027-04-14',
  club_night_type: 'NORMAL',
  squarehead1_id: 1,
  squarehead2_id: null,
  squarehead3_id: null,
  squarehead4_id: null,
  squarehead1_name: 'Ann Lee',
  squarehead2_name: null,
  squarehead3_name: null,
  squarehead4_name: null,
  notes: 'Potluck',
  status: 'partial',
  cant_serve_ids: [],
  self_signup_ids: [],
  start_time: '19:00',
  end_time: '21:30',
  caller: 'Cal Caller',
  cuer: null,
  program: 'Plus',
  theme: null,
  cancelled_at: null,
  cancel_reason: null,
};
