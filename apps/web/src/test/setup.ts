import { format } from 'node:util';
import { cleanup } from '@testing-library/react';
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
// Nor scrolling the window, which React Router's ScrollRestoration does on every page change.
window.scrollTo = () => undefined;
// Nor a FontFaceSet: Mantine's autosize Textarea listens on document.fonts to resize once web fonts load.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

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
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) throw new Error(`console.error was called:\n${errors.join('\n')}`);
});
