import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { authStore } from '../lib/auth-store';

// jsdom lacks the layout APIs Mantine reads (https://mantine.dev/guides/vitest/). Tests see a desktop screen: no
// media query matches, except the empty one, which a browser always matches (mantine-datatable asks it for every
// column without a visibleMediaQuery and hides the column otherwise).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// Nor scrolling the window, which the router's ScrollRestoration does on every page change.
window.scrollTo = () => undefined;
// Nor a FontFaceSet: Mantine's autosize Textarea listens on document.fonts to resize once web fonts load.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

// A lazily loaded table or dialog is a module vitest transforms on first import, which on two busy cores (the e2e and
// server suites beside this one) can take over Testing Library's default 1 s; a find still returns as soon as it finds.
configure({ asyncUtilTimeout: 5_000 });

// index.html's <base href>, which the server writes: the router's base path and the API's root come from it
// (lib/base-path.ts), not from whichever page a test opened.
document.head.append(Object.assign(document.createElement('base'), { href: '/' }));

// ARCHITECTURE.md: console errors fail tests.
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  authStore.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The app moves the test window's own history; the next test opens where it says.
  window.history.replaceState(null, '', '/');
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) throw new Error(`console.error was called:\n${errors.join('\n')}`);
});

// Toasts and the mobile drawer load their code on first use (issue 18); loaded once here, a test waiting a second
// for a toast does not wait on the module transform of a busy machine as well.
await Promise.all([import('../lib/toast/toast-container'), import('../app/shell/navigation-drawer')]);
