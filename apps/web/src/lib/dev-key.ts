// Decision 046: a development server's shortcuts ask for the key of its start, which only its terminal shows, in the
// link its banner prints (…/?dev_key=…). The browser that opens that link keeps the key and sends it with every call;
// a TCP tunnel to the port, which looks like this computer to the server, never has it.

const STORAGE_KEY = 'club-dev-key';
export const DEV_KEY_PARAM = 'dev_key';
export const DEV_KEY_HEADER = 'X-Dev-Key';

/** Keeps the key of a printed development link and takes it out of the address bar (and so of the history). */
export function keepDevKeyFromUrl(location: Location = window.location, history: History = window.history): void {
  const url = new URL(location.href);
  const key = url.searchParams.get(DEV_KEY_PARAM);
  if (key === null) return;
  if (key !== '') window.localStorage.setItem(STORAGE_KEY, key);
  url.searchParams.delete(DEV_KEY_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The header that carries the kept key, when this browser has one. */
export function devKeyHeaders(): Record<string, string> {
  const key = window.localStorage.getItem(STORAGE_KEY);
  return key ? { [DEV_KEY_HEADER]: key } : {};
}
