// SPEC §9 business constants and limits. Both the server and the web app read them from here.

/** SPEC §3 member roles. */
export const ROLES = ['member', 'admin'] as const;

export const API_TIMEOUT_MS = 60_000;
/**
 * Issue 18: the server gives up an import's database work after this long (per statement, and checked between them),
 * so even the slowest import answers within the web app's API_TIMEOUT_MS.
 */
export const IMPORT_TIMEOUT_MS = 25_000;

export const ENVIRONMENTS = ['development', 'preview', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const TOAST_DELAY_MS = 5_000;
export const ERROR_TOAST_DELAY_MS = 10_000;
export const UI_ERROR_LIST_SIZE = 5;

export const SEARCH_DEBOUNCE_MS = 300;

export const AUTH_HYDRATION_TRIES = 50;
export const AUTH_HYDRATION_INTERVAL_MS = 100;
export const MANUAL_LOGIN_REDIRECT_DELAY_MS = 100;
export const CLEAR_MEMBERS_RELOAD_DELAY_MS = 1_000;

/** SPEC §5 token validity: development and preview accept a token issued less than 24 hours ago. */
export const DEV_TOKEN_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Issue 2: an e-mailed sign-in link is valid for 15 minutes and is used once. */
export const LOGIN_LINK_TTL_MINUTES = 15;
export const SESSION_TTL_DAYS = 30;

/** Sign-in link requests allowed per window, per address and per client IP address. */
export const LOGIN_LINK_LIMIT_PER_EMAIL = 5;
export const LOGIN_LINK_LIMIT_PER_IP = 30;
export const LOGIN_LINK_LIMIT_WINDOW_SECONDS = 15 * 60;

export const BIRTHDAY_MAX_LENGTH = 5;
export const SQUAREHEAD_SLOTS = 4;
/** The four squarehead slots, by their field names. */
export const SQUAREHEAD_FIELDS = ['squarehead1_id', 'squarehead2_id', 'squarehead3_id', 'squarehead4_id'] as const;
/** Each of the four slots: the member id field and the name the server sends beside it, in slot order. */
export const SQUAREHEAD_SLOT_FIELDS = [
  { id: 'squarehead1_id', name: 'squarehead1_name' },
  { id: 'squarehead2_id', name: 'squarehead2_name' },
  { id: 'squarehead3_id', name: 'squarehead3_name' },
  { id: 'squarehead4_id', name: 'squarehead4_name' },
] as const;
/** SPEC §3 member statuses. */
export const MEMBER_STATUSES = ['assignable', 'exempt', 'booster', 'loa'] as const;
export const MEMBER_SORT_FIELDS = ['first_name', 'last_name', 'email', 'birthday'] as const;

const MINUTE = 60_000;
/** SPEC §7 caching: how long each kind of data stays fresh in the web app. */
export const STALE_TIMES = {
  default: 2 * MINUTE,
  members: 2 * MINUTE,
  currentSchedule: 5 * MINUTE,
  nextSchedule: 2 * MINUTE,
  settings: 5 * MINUTE,
} as const;
export const CACHE_TIME_MS = 10 * MINUTE;
export const QUERY_RETRIES = 2;
export const SETTINGS_QUERY_RETRIES = 3;
export const MUTATION_RETRIES = 1;

export const CLUB_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type ClubDay = (typeof CLUB_DAYS)[number];

export const TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii' },
] as const;

export const BACKUP_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const SMTP_ENCRYPTIONS = ['tls', 'ssl', 'none'] as const;

export const LOGO_SIZE_PX = 128;

export const DEFAULT_CLUB_LOCATION = { lat: 37.34, lng: -121.89 } as const;
export const MAP_ZOOM = 11;

/** SPEC §4, §9 CSV export guards and limits. */
export const CSV_EXPORT_CLICK_GUARD_MS = 2_000;
export const CSV_EXPORT_RESET_MS = 30_000;
export const CSV_EXPORT_MIN_BYTES = 100;
export const DOWNLOAD_CLEANUP_MS = 5_000;
export const DOWNLOAD_CLEANUP_SAFARI_MS = 10_000;

/** SPEC §5: the first 500 characters of an import must name a Phone, Name or E-mail column. */
export const IMPORT_HEADER_SNIFF_LENGTH = 500;
/**
 * SPEC §8, §9: an import's error toast stays 10 s; the results list scrolls at 200 px. The first 3 errors SPEC §8 puts
 * in the summary toast are listed in the results dialog instead (issue 17, decision 032).
 */
export const IMPORT_TOAST_MS = 10_000;
export const IMPORT_RESULTS_LIST_HEIGHT = 200;

/** SPEC §2, §9 map. */
export const MAP_HEIGHT_PX = 600;
export const GEOCODE_STAGGER_MS = 100;
/** Issue 17: a geocoding run that has not moved for this long may be restarted by an admin. */
export const GEOCODE_STALLED_AFTER_MS = 120_000;
/** Members whose address is this placeholder are not on the map (SPEC §2). */
export const NOT_A_HOME_ADDRESS = 'Web Host';
/** Markers at one address spread on a spiral: 0.002° out, 25% further each repeat, 137.5° apart (SPEC §9). */
export const MARKER_SPIRAL = { baseDegrees: 0.002, growth: 1.25, angleDegrees: 137.5 } as const;
export const MARKER_COLORS = {
  assignable: 'green',
  booster: 'purple',
  loa: 'grey',
  exempt: 'yellow',
  club: 'red',
} as const;

/** The two buttons of an e-mailed confirm link (issue 19). */
export const RESPOND_ANSWERS = ['confirm', 'decline'] as const;

/** English month names, for the fixed formats (SPEC §9's PDF date) and the away rules. */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** SPEC §9's default club time zone, which dates the PDF roster until the club's own is known. */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/**
 * Issue 28: a club's slug, its path in a deployment of many clubs (/c/<slug>/): lower-case letters, digits and
 * hyphens, 2 to 40 characters, beginning and ending with a letter or digit.
 */
export const CLUB_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** How many ranges and rules one member keeps; a member needs a handful, a script sending thousands is refused. */
export const MAX_AWAY_ENTRIES = 50;

// Issue 14: PostgreSQL has no year 0, and a night or a reminder window near 9999 runs past the last date it keeps.
// A square dance club plans within these years (here rather than beside the date schema: the date's message names them).
export const FIRST_DATE_YEAR = 1900;
export const LAST_DATE_YEAR = 2200;
