import { BASE_LOCALE, catalog, type Locale } from '../catalog.js';
import type { Environment } from '../constants.js';

/**
 * SPEC §2 dashboard badges in the reader's language (issue 29). The server answers codes ('production', 'connected',
 * 'operational'), which stay as API.md writes them; only the page shows them in words.
 */
export function dashboardMessages(locale: Locale) {
  const to = { locale };
  const environments: Record<Environment, string> = {
    development: catalog.dash_b_env_development({}, to),
    preview: catalog.dash_b_env_preview({}, to),
    production: catalog.dash_b_env_production({}, to),
  };
  return {
    environments,
    databaseConnected: catalog.dash_b_db_connected({}, to),
    databaseFailed: catalog.dash_b_db_failed({}, to),
    operational: catalog.dash_b_operational({}, to),
  };
}

/** In English, for the tests that name the SPEC's badges. */
export const DASHBOARD_MESSAGES = dashboardMessages(BASE_LOCALE);
