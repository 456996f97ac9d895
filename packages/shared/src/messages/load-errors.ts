import { catalog, type Locale } from '../catalog.js';

/** SPEC §2 and §8 panels shown in place of a page or section whose data could not be loaded, in the reader's language. */
export function loadErrorTitles(locale: Locale) {
  const to = { locale };
  return {
    schedule: catalog.shell_load_error_schedule({}, to),
    authentication: catalog.shell_load_error_authentication({}, to),
    connection: catalog.shell_load_error_connection({}, to),
    map: catalog.shell_load_error_map({}, to),
    duties: catalog.shell_load_error_duties({}, to),
    swapRequests: catalog.shell_load_error_swap_requests({}, to),
  };
}

/** In English, as the SPEC quotes them and as the pages not yet in the reader's language show them (issue 29). */
export const LOAD_ERROR_TITLES = loadErrorTitles('en');
