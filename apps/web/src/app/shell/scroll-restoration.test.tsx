import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { createFakeApi } from '../../test/fake-api';
import { branding } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { makeSignIn, memberUser } from '../../test/session-fixtures';

const scrolledTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

afterEach(() => scrolledTo(0));

// Issue 17 item 3: "See all my duties" opened My duties part-way down, where the dashboard had been scrolled to.
describe('scrolling between pages', () => {
  it('opens every new page at its top, and Back returns to where the reader was', async () => {
    authStore.signIn(makeSignIn(memberUser));
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { history } = renderApp(createFakeApi({ 'settings.branding': () => branding }), '/next-schedule');
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });

    scrolledTo(640);
    scrollTo.mockClear();
    fireEvent.click(within(sidebar).getByRole('link', { name: 'Current Schedule' }));
    await waitFor(() => expect(history.location.pathname).toBe('/current-schedule'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));

    scrolledTo(0);
    scrollTo.mockClear();
    act(() => history.navigate(-1));
    await waitFor(() => expect(history.location.pathname).toBe('/next-schedule'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 640));
  });
});
