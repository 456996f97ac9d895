import type { AuditEntry } from '@club/shared';
import { formatDanceDate } from '../../../lib/dance-date';

// Issue 9: the audit log says what happened in words, not as action codes.
const ACTIONS: Record<string, string> = {
  'member.create': 'Added a member',
  'member.update': 'Edited a member',
  'member.delete': 'Deleted a member',
  'member.import': 'Imported members',
  'member.promote': 'Made a member an admin',
  'member.transfer_main_admin': 'Made a member the main administrator',
  'members.clear': 'Cleared all members',
  'schedule.create': 'Created the next schedule',
  'schedule.add_dates': 'Added dates to the next schedule',
  'schedule.promote': 'Made the next schedule current',
  'schedule.clear_next': 'Cleared the next schedule',
  'schedule.clear_current': 'Cleared the current schedule',
  'schedule.auto_fill': 'Auto-filled the next schedule',
  'assignment.update': 'Edited a club night',
  'assignment.delete': 'Deleted a club night',
  'settings.update': 'Changed settings',
  'import_logs.clear': 'Cleared the import logs',
  'backup.create': 'Made a backup',
  'api_token.create': 'Created an API token',
  'api_token.revoke': 'Revoked an API token',
  'geocode.start': 'Started geocoding addresses',
  'geocode.restart': 'Restarted geocoding addresses that had stopped',
  'swap.request': 'Asked for a swap',
  'swap.accept': 'Took a swap',
  'swap.approve': 'Approved a swap',
  'swap.cancel': 'Cancelled a swap request',
  'swap.close': 'Closed a swap request (the rota changed)',
  'availability.set_away': 'Changed when a member is away',
  'availability.mark': "Marked a night a member can or can't serve",
  'duty.cant_serve': "Said they can't serve a night they are on duty for",
  'duty.can_serve_again': 'Said they can serve a night after all',
  'duty.signup': 'Signed up for an open night',
  'duty.signup_withdrawn': 'Gave back a night they signed up for',
  'schedule.publish': 'Published the schedule and asked the squareheads to confirm',
  'night.confirm': "Confirmed they'll be there on a night",
  'night.decline': "Said they can't make it on a night",
};

/** The filter choices of the card: the entities the server records, in words. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  member: 'Members',
  schedule: 'Schedules',
  assignment: 'Club nights',
  settings: 'Settings',
  import_log: 'Import logs',
  backup: 'Backups',
  api_token: 'API tokens',
  geocode_run: 'Geocoding',
  swap_request: 'Swap requests',
  night_vacancy: 'Nights needing a replacement',
};

/** Issue 25: actions about one night say which, in words: "Cancelled the night of Wednesday, April 14, 2027". */
const NIGHT_ACTIONS: Record<string, (night: string) => string> = {
  'assignment.cancel': (night) => `Cancelled the night of ${night}`,
  'assignment.uncancel': (night) => `Restored the night of ${night}`,
};
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const nightOf = (details: AuditEntry['details']) =>
  typeof details?.dance_date === 'string' && ISO_DATE.test(details.dance_date) ? details.dance_date : null;

export function describeAction(action: string, details: AuditEntry['details'] = null): string {
  const night = nightOf(details);
  const phrase = NIGHT_ACTIONS[action];
  if (phrase && night) return phrase(formatDanceDate(night));
  return ACTIONS[action] ?? (phrase ? phrase('a date') : action);
}

// Issue 25: a list (the names of a night's squareheads) reads as words, not as a JSON array.
const show = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '(empty)'
    : typeof value === 'string'
      ? value
      : Array.isArray(value)
        ? value.length === 0
          ? '(none)'
          : value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ')
        : JSON.stringify(value);
const LABELS: Record<string, string> = { notify: 'told', told: 'members told', emails: 'e-mails' };
const label = (key: string) => LABELS[key] ?? key.replace(/_id$/, '').replace(/_/g, ' ');

/**
 * An entry's details as short lines: "phone: 555-1234 → 555-9999" for each change, "smtp password: changed" for a
 * secret, then the other facts ("file name: roster.csv"). Lists of keys are left out: the changes already name them.
 */
export function describeDetails(details: AuditEntry['details'], action = ''): string[] {
  if (!details) return [];
  const { changes, keys: _keys, ...all } = details;
  // The night an action names (issue 25) is not repeated below it.
  const { dance_date: _date, ...rest } = all;
  const facts = action in NIGHT_ACTIONS && nightOf(details) ? rest : all;
  const lines = Object.entries(facts).map(([key, value]) => `${label(key)}: ${show(value)}`);
  if (changes && typeof changes === 'object') {
    for (const [key, change] of Object.entries(changes as Record<string, { old: unknown; new: unknown } | 'changed'>)) {
      lines.push(
        change === 'changed' ? `${label(key)}: changed` : `${label(key)}: ${show(change.old)} → ${show(change.new)}`,
      );
    }
  }
  return lines;
}
