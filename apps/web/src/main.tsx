import './app/styles/first-page-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Environment } from '@club/shared';
import { App } from './app/app';
import { createApiClient } from './lib/api-client';
import { AUTH_STORAGE_KEY, authStore } from './lib/auth-store';
import { getTrpcUrl } from './lib/base-path';
import { environmentOf } from './lib/environment';
import { createQueryClient } from './lib/query-client';

const apiClient = createApiClient({
  url: getTrpcUrl(),
  getToken: () => authStore.getState().token,
  // SPEC §7: a 401 on any call clears stored auth; the protected route then sends the user to /login.
  onUnauthorized: () => authStore.clear(),
});
const queryClient = createQueryClient();

// SPEC §5: development and preview accept a recently issued token past its expiry. A Vite dev build knows it is
// development; a built app goes by its local port, else asks the server which environment it runs in (SPEC §9).
const resolveEnvironment = async (): Promise<Environment> =>
  import.meta.env.DEV ? 'development' : environmentOf((await apiClient.status.get.query()).environment);
void authStore.hydrate({ resolveEnvironment });

// Another tab signed in or out. When this tab ends up as someone else, its cached data is theirs no longer.
window.addEventListener('storage', (event) => {
  if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
  const previousToken = authStore.getState().token;
  authStore.syncFromStorage();
  const { token } = authStore.getState();
  if (token !== null && token !== previousToken) void queryClient.resetQueries();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');
createRoot(root).render(
  <StrictMode>
    <App apiClient={apiClient} queryClient={queryClient} />
  </StrictMode>,
);
