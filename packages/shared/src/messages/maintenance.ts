import { BASE_LOCALE, catalog, type Locale } from '../catalog.js';

type ScheduleType = 'next' | 'current';
type Secret = 'smtp_password' | 'google_api_key';

/**
 * Issue 29: what the server answers about maintenance when a request goes wrong, in the reader's language. Texts
 * only, so inLocale finds the English an error is raised with.
 */
export function maintenanceAnswerMessages(locale: Locale) {
  const to = { locale };
  return {
    bearerRequired: catalog.adm_a_maint_bearer_required({}, to),
    backupNotFound: catalog.adm_a_maint_backup_not_found({}, to),
  };
}

/** SPEC §8 maintenance texts, in the reader's language (issue 29). */
export function maintenanceMessages(locale: Locale) {
  const to = { locale };
  const secretLabel = (key: Secret) =>
    key === 'smtp_password'
      ? catalog.adm_a_maint_secret_smtp_password({}, to)
      : catalog.adm_a_maint_secret_google_api_key({}, to);
  return {
    ...maintenanceAnswerMessages(locale),
    clearMembersFailed: (message: string) => catalog.adm_a_maint_clear_members_failed({ message }, to),
    membersCleared: (count: number) => catalog.adm_a_maint_members_cleared({ count }, to),
    clearScheduleFailed: (type: ScheduleType, message: string) =>
      type === 'next'
        ? catalog.adm_a_maint_clear_next_failed({ message }, to)
        : catalog.adm_a_maint_clear_current_failed({ message }, to),
    scheduleCleared: (type: ScheduleType, name: string, count: number) =>
      type === 'next'
        ? catalog.adm_a_maint_next_cleared({ name, count }, to)
        : catalog.adm_a_maint_current_cleared({ name, count }, to),
    noScheduleToClear: (type: ScheduleType) =>
      type === 'next' ? catalog.adm_a_maint_no_next({}, to) : catalog.adm_a_maint_no_current({}, to),
    secretsToEnterAgain: (keys: readonly Secret[]) =>
      catalog.adm_a_maint_secrets_again({ secrets: keys.map(secretLabel).join(', ') }, to),
    tokensLeftWithTheirClub: (count: number) => catalog.adm_a_maint_tokens_left({ count }, to),
  };
}

/** In English, for the server, the command line and the SPEC's tests. */
export const MAINTENANCE_MESSAGES = maintenanceMessages(BASE_LOCALE);
