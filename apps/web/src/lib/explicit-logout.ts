// Kept in sessionStorage: a logout in this tab stops the localhost development sign-in (SPEC §2) from signing the
// user straight back in, while a fresh tab still gets it.
const EXPLICIT_LOGOUT_KEY = 'club-manager.explicit-logout';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function hasLoggedOutExplicitly(): boolean {
  try {
    return sessionStore()?.getItem(EXPLICIT_LOGOUT_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markExplicitLogout(): void {
  try {
    sessionStore()?.setItem(EXPLICIT_LOGOUT_KEY, 'true');
  } catch {
    // Without session storage the development sign-in may sign the user in again; nothing else depends on it.
  }
}

export function clearExplicitLogout(): void {
  try {
    sessionStore()?.removeItem(EXPLICIT_LOGOUT_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
