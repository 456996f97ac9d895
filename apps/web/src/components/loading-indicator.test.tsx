import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadingIndicator, LoadingStatus } from './loading-indicator';

// The ARIA rules that judge a spinner's markup; colour and layout need a real browser (the e2e accessibility spec).
const ARIA_RULES = ['aria-prohibited-attr', 'aria-allowed-attr', 'aria-valid-attr-value', 'aria-allowed-role'];

async function ariaViolations(element: ReactElement): Promise<string[]> {
  const { container } = render(<MantineProvider>{element}</MantineProvider>);
  const results = await axe.run(container, { runOnly: { type: 'rule', values: ARIA_RULES } });
  return results.violations.map((violation) => violation.id);
}

describe('LoadingIndicator (issue 26)', () => {
  it('is a status named by what is loading, and says it as its content for a live region to announce', async () => {
    expect(await ariaViolations(<LoadingIndicator label="Loading members" />)).toEqual([]);
    const status = screen.getByRole('status', { name: 'Loading members' });
    expect(status.textContent).toBe('Loading members');
    expect(status.querySelector('.mantine-Loader-root')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('beside a visible text, is hidden from assistive technology and announces nothing itself', async () => {
    expect(await ariaViolations(<LoadingIndicator besideText />)).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('.mantine-Loader-root')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('the check above catches what the issue found: a labelled span without a role', async () => {
    expect(await ariaViolations(<span aria-label="Loading" />)).toContain('aria-prohibited-attr');
  });

  it('without a spinner, a hidden status says what loads, and stays on the page empty once it has', async () => {
    const inApp = (isLoading: boolean) => (
      <MantineProvider>
        <LoadingStatus label="Loading members…" isLoading={isLoading} />
      </MantineProvider>
    );
    const { rerender, unmount } = render(inApp(true));
    expect(screen.getByRole('status').textContent).toBe('Loading members…');
    rerender(inApp(false));
    expect(screen.getByRole('status').textContent).toBe('');
    unmount();
    expect(await ariaViolations(<LoadingStatus label="Loading members…" isLoading />)).toEqual([]);
  });
});
