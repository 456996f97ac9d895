import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SETTINGS_DEFAULTS } from '@club/shared';
import indexHtml from '../../index.html?raw';
import { BootScreen } from './boot-screen';

const root = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root');

// Issue 18: before any script arrives the page already names the club and says it is loading.
describe('the page before the app starts', () => {
  it('shows the club name and the loading text in plain HTML, styled inline', () => {
    expect(root?.querySelector('.boot-name')?.textContent).toBe(SETTINGS_DEFAULTS.club_name);
    expect(root?.querySelector('[role="status"] .boot-text')?.textContent).toBe(MESSAGES.appLoading);
    expect(indexHtml).toMatch(/<style>[\s\S]*\.boot-spinner[\s\S]*<\/style>/);
  });

  it('tells a browser without JavaScript what to do', () => {
    expect(root?.querySelector('noscript')?.textContent).toContain(MESSAGES.appNeedsJavaScript);
  });

  it('is drawn the same by the app while the first page loads', () => {
    const { container } = render(<BootScreen />);
    const classesOf = (element: Element | null | undefined) =>
      [...(element?.children ?? [])].map((child) => child.className);
    expect(screen.getByRole('status').textContent).toBe(`${SETTINGS_DEFAULTS.club_name}${MESSAGES.appLoading}`);
    // The page's own indicator also holds the <noscript> line, which the running app has no use for.
    expect(classesOf(root?.querySelector('.boot'))).toEqual([...classesOf(container.querySelector('.boot')), '']);
  });
});

// Issue 26: the server writes the club's own name into the page; the app's indicator says the same.
describe('the page as the server sends it', () => {
  it('shows the club\'s name from the page\'s <meta name="club-name">', () => {
    const meta = document.createElement('meta');
    meta.name = 'club-name';
    meta.content = 'Rock & Roll Squares';
    document.head.append(meta);
    try {
      render(<BootScreen />);
      expect(screen.getByRole('status').textContent).toBe(`Rock & Roll Squares${MESSAGES.appLoading}`);
    } finally {
      meta.remove();
    }
  });
});
