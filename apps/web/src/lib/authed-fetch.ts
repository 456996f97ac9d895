import { createApiFetch } from './api-fetch';
import { authStore } from './auth-store';

/**
 * fetch for the few REST calls the web app makes outside tRPC (CSV export and import, SPEC §7), with the same rules
 * as every API call: the stored bearer token, the 60 s timeout, and a 401 signs out.
 */
export const authedFetch = createApiFetch({
  getToken: () => authStore.getState().token,
  onUnauthorized: () => authStore.clear(),
});
