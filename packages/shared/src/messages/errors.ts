import { catalog, type Locale } from '../catalog.js';

/**
 * Issue 29: the texts every API error may carry (the envelope's and zod's fallbacks), in the reader's language. The
 * messages they share with commonMessages are the same catalog keys.
 */
export function errorMessages(locale: Locale) {
  const to = { locale };
  return {
    validationFailed: catalog.error_validation_failed({}, to),
    authRequired: catalog.error_auth_required({}, to),
    invalidToken: catalog.error_invalid_token({}, to),
    serverError: catalog.error_server({}, to),
    databaseUnavailable: catalog.error_database_unavailable({}, to),
    changedMeanwhile: catalog.error_changed_meanwhile({}, to),
    noClubHere: catalog.error_no_club_here({}, to),
    fieldRequired: catalog.error_field_required({}, to),
    bodyRequired: catalog.error_body_required({}, to),
  };
}
