import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GeocodeProgress, GeocodeStart, MapConfig, Member, PublicSettings } from '@club/shared';
import { authStore } from '../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../test/fake-api';
import { branding, publicSettings } from '../../../test/fixtures';
import { fakeMemberList, makeMember } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';
import { adminUser, makeSignIn, memberUser } from '../../../test/session-fixtures';

const NO_TILES: MapConfig = { tile_url: '', attribution: '' };
const TILES: MapConfig = { tile_url: 'http://tiles.test/{z}/{x}/{y}.png', attribution: '&copy; Test tiles' };
const tileLayers = () => document.querySelectorAll('.leaflet-tile-pane .leaflet-layer');
const idle: GeocodeProgress = {
  status: 'idle',
  completed: 0,
  total: 0,
  geocoded: 0,
  errors: [],
  finished_at: null,
  stalled: false,
  seconds_left: null,
};

const ann = makeMember({
  first_name: 'Ann',
  last_name: 'Allemande',
  email: 'ann@example.org',
  phone: '(408) 555-0101',
  phone_e164: '+14085550101',
  address: '1 Reel Ln, San Jose, CA',
  status: 'booster',
  latitude: 37.33,
  longitude: -121.88,
  geocoded_at: '2025-05-01T12:00:00.000Z',
});
const bob = makeMember({
  first_name: 'Bob',
  last_name: 'Bower',
  address: '1 Reel Ln, San Jose, CA',
  latitude: 37.33,
  longitude: -121.88,
});
const host = makeMember({
  first_name: 'Web',
  last_name: 'Master',
  address: 'Web Host',
  latitude: 37.1,
  longitude: -121.1,
});
const newcomer = makeMember({
  first_name: 'Cy',
  last_name: 'Circle',
  address: '9 Star Thru, San Jose, CA',
  status: 'loa',
});

function setup(
  overrides: FakeHandlers = {},
  roster: Member[] = [ann, bob, host, newcomer],
  settings: Partial<PublicSettings> = {},
) {
  const members = roster;
  const api = createFakeApi({
    'settings.branding': () => branding,
    'settings.public': () => ({ ...publicSettings, ...settings }),
    'settings.mapConfig': () => NO_TILES,
    'users.list': fakeMemberList(() => members),
    'users.geocodeProgress': () => idle,
    ...overrides,
  });
  const view = renderApp(api, '/map');
  return { api, view };
}

// The map's code loads on first use (its own chunk), which the first test of a run waits for.
const marker = (name: RegExp) => screen.findByRole('button', { name }, { timeout: 5000 });

describe('the member map', () => {
  beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

  it('shows a star per placed member, the club pin and the legend, skipping Web Host and unplaced members', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Member Locations Map' })).toBeTruthy();
    expect(await marker(/^Ann Allemande \(Booster\)$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Bob Bower \(Assignable\)$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: `${publicSettings.club_name} (club location)` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Web Master/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cy Circle/ })).toBeNull();
    expect(screen.getByText('2 members on the map · 1 address not geocoded yet')).toBeTruthy();
    const legend = screen.getByRole('region', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Assignable', 'Booster', 'LOA', 'Exempt', 'Club location']);
    // No tile source configured: the map draws no tile layer at all.
    expect(tileLayers()).toHaveLength(0);
  });

  it("opens a member's popup with contact details, status, address and the cached coordinates", async () => {
    setup({ 'settings.mapConfig': () => TILES });
    fireEvent.click(await marker(/^Ann Allemande/));
    expect(tileLayers()).toHaveLength(1);
    expect(screen.getByText('Test tiles', { exact: false })).toBeTruthy();
    const popup = await screen.findByText('Coordinates cached (geocoded May 1, 2025)');
    const content = popup.closest('.leaflet-popup-content');
    if (!(content instanceof HTMLElement)) throw new Error('popup missing');
    expect(within(content).getByText('Ann Allemande')).toBeTruthy();
    expect(within(content).getByRole('link', { name: 'ann@example.org' }).getAttribute('href')).toBe(
      'mailto:ann@example.org',
    );
    expect(within(content).getByRole('link', { name: '(408) 555-0101' }).getAttribute('href')).toBe('tel:+14085550101');
    expect(within(content).getByText('Status: Booster')).toBeTruthy();
    expect(within(content).getByText('1 Reel Ln, San Jose, CA')).toBeTruthy();
  });

  it('says so when nobody is on the map yet, with a hint for admins', async () => {
    setup({}, [newcomer]);
    expect(await screen.findByText('No members have map locations yet')).toBeTruthy();
    expect(screen.getByText(/Run 'Geocode All Addresses'/)).toBeTruthy();
  });

  it('shows the legend while the map loads, so it does not push in after the map', async () => {
    setup({ 'settings.mapConfig': () => new Promise<never>(() => {}) });
    expect(await screen.findByRole('status', { name: 'Loading map' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Legend' })).toBeTruthy();
  });

  it("shows a 'Map Error' panel when the map's data cannot be loaded, and retries", async () => {
    let fails = true;
    const { api } = setup({
      'settings.mapConfig': () => {
        if (fails) throw new ApiFailure(500, 'Something went wrong on the server. Please try again.');
        return NO_TILES;
      },
    });
    const panel = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(panel).getByText('Map Error')).toBeTruthy();
    // A legend without a map would explain nothing.
    expect(screen.queryByRole('region', { name: 'Legend' })).toBeNull();
    fails = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await marker(/^Ann Allemande/)).toBeTruthy();
    expect(api.callsTo('settings.mapConfig').length).toBeGreaterThan(1);
  });

  it('runs Geocode All Addresses: disables the button, shows progress, toasts the result and places the new member', async () => {
    let roster = [ann, newcomer];
    const running: GeocodeProgress = {
      ...idle,
      status: 'running',
      completed: 1,
      total: 2,
      geocoded: 1,
      seconds_left: 1,
    };
    const completed: GeocodeProgress = {
      ...idle,
      status: 'completed',
      completed: 2,
      total: 2,
      geocoded: 1,
      errors: ['Zed Nowhere: the address "1 Nowhere Rd" could not be found'],
      finished_at: '2025-05-02T12:00:00.000Z',
    };
    // The job stays running until the test has seen its progress line: a slow machine must not skip that state.
    let started = false;
    let finished = false;
    const { api } = setup({
      'users.list': fakeMemberList(() => roster),
      'users.geocodeAll': (): GeocodeStart => {
        started = true;
        return { job_id: 1, total: 2, geocoded: 0, errors: [], message: 'Geocoding 2 addresses in the background' };
      },
      'users.geocodeProgress': () => {
        if (!started) return idle;
        if (!finished) return running;
        roster = [ann, { ...newcomer, latitude: 37.4, longitude: -121.9, geocoded_at: '2025-05-02T12:00:00.000Z' }];
        return completed;
      },
    });
    const button = await screen.findByRole('button', { name: 'Geocode All Addresses' });
    await marker(/^Ann Allemande/);
    fireEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(
      await screen.findByText(/^Geocoding addresses: [01] of 2, less than a minute left$/, {}, { timeout: 4000 }),
    ).toBeTruthy();
    finished = true;

    const toast = await screen.findByText(
      /^Geocoding completed: 1 addresses geocoded, 1 errors occurred/,
      {},
      { timeout: 4000 },
    );
    expect(toast.textContent).toBe(
      'Geocoding completed: 1 addresses geocoded, 1 errors occurred\nZed Nowhere: the address "1 Nowhere Rd" could not be found',
    );
    expect(screen.getByText('Geocoding finished: 2 of 2 addresses processed, 1 geocoded, 1 not found')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Geocoding progress' }).getAttribute('aria-valuenow')).toBe('100');
    expect(await marker(/^Cy Circle \(LOA\)$/)).toBeTruthy();
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(api.callsTo('users.geocodeAll')).toHaveLength(1);
  });

  it('says when there is nothing to geocode', async () => {
    setup({
      'users.geocodeAll': (): GeocodeStart => ({
        job_id: null,
        total: 0,
        geocoded: 0,
        errors: [],
        message: 'No addresses found that need geocoding',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Geocode All Addresses' }));
    expect(await screen.findByText('No addresses found that need geocoding')).toBeTruthy();
  });

  it('explains a refusal with the SPEC §8 admin message', async () => {
    setup({
      'users.geocodeAll': () => {
        throw new ApiFailure(403, 'Admin access required to geocode addresses');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Geocode All Addresses' }));
    expect(await screen.findByText('Admin access required to geocode addresses.')).toBeTruthy();
  });

  it('picks up a job that was already running when the page opened', async () => {
    setup({
      'users.geocodeProgress': (): GeocodeProgress => ({
        ...idle,
        status: 'running',
        completed: 3,
        total: 8,
        geocoded: 3,
        seconds_left: 5,
      }),
    });
    expect(await screen.findByText('Geocoding addresses: 3 of 8, less than a minute left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Geocode All Addresses' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers to restart a run that has made no progress for 2 minutes, and restarts it (issue 17)', async () => {
    let restarted = false;
    const running: GeocodeProgress = { ...idle, status: 'running', completed: 251, total: 1831, seconds_left: 1580 };
    const { api } = setup({
      'users.geocodeProgress': () => (restarted ? running : { ...running, stalled: true }),
      'users.geocodeRestart': (): GeocodeProgress => {
        restarted = true;
        return running;
      },
    });
    expect(await screen.findByText('Geocoding addresses: 251 of 1831')).toBeTruthy();
    expect(
      screen.getByText(
        'Geocoding has made no progress for 2 minutes. You can restart it; it carries on where it stopped.',
      ),
    ).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Restart Geocoding' });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText('Geocoding restarted where it stopped')).toBeTruthy();
    expect(await screen.findByText('Geocoding addresses: 251 of 1831, about 25 minutes left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Geocode All Addresses' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(/no progress for 2 minutes/)).toBeNull();
    expect(api.callsTo('users.geocodeRestart')).toHaveLength(1);
    expect(api.callsTo('users.geocodeAll')).toHaveLength(0);
  });

  it("shows the server's refusal when the run moved again before the restart", async () => {
    setup({
      'users.geocodeProgress': (): GeocodeProgress => ({
        ...idle,
        status: 'running',
        completed: 3,
        total: 8,
        stalled: true,
        seconds_left: 5,
      }),
      'users.geocodeRestart': () => {
        throw new ApiFailure(
          409,
          'Geocoding is still making progress. It can be restarted after 2 minutes without progress.',
        );
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Restart Geocoding' }));
    expect(
      await screen.findByText(
        'Geocoding is still making progress. It can be restarted after 2 minutes without progress.',
      ),
    ).toBeTruthy();
  });

  it('loads the roster again when a run ended after it was loaded (the geocoding an import started)', async () => {
    const placed = { ...newcomer, latitude: 37.4, longitude: -121.9, geocoded_at: '2025-05-02T12:00:00.000Z' };
    let roster = [ann, newcomer];
    const endedLater = (): GeocodeProgress => ({
      ...idle,
      status: 'completed',
      completed: 1,
      total: 1,
      geocoded: 1,
      errors: [],
      finished_at: new Date(Date.now() + 60_000).toISOString(),
    });
    const { api } = setup({
      'users.list': fakeMemberList(() => {
        const answer = roster;
        roster = [ann, placed];
        return answer;
      }),
      'users.geocodeProgress': endedLater,
    });
    expect(await marker(/^Cy Circle \(LOA\)$/)).toBeTruthy();
    expect(screen.getByText('2 members on the map')).toBeTruthy();
    expect(api.callsTo('users.list')).toHaveLength(2);
  });

  it('keeps the roster it has when the last run ended before it was loaded', async () => {
    const { api } = setup({
      'users.geocodeProgress': () => ({ ...idle, status: 'completed', finished_at: '2025-05-02T12:00:00.000Z' }),
    });
    expect(await marker(/^Ann Allemande/)).toBeTruthy();
    expect(screen.getByText('2 members on the map · 1 address not geocoded yet')).toBeTruthy();
    expect(api.callsTo('users.list')).toHaveLength(1);
  });

  it('centres on the club when its coordinates are known', async () => {
    setup({}, [ann], { club_lat: 37.5, club_lng: -122.1 });
    fireEvent.click(await marker(new RegExp(`${publicSettings.club_name} \\(club location\\)`)));
    expect(await screen.findByText(publicSettings.club_address)).toBeTruthy();
    expect(screen.queryByText(/Approximate/)).toBeNull();
  });
});

describe('the member map for a member', () => {
  beforeEach(() => authStore.signIn(makeSignIn(memberUser)));

  it('offers no Geocode All Addresses button', async () => {
    setup({}, [newcomer]);
    expect(await screen.findByText('No members have map locations yet')).toBeTruthy();
    expect(screen.getByText('Members appear here once an administrator has looked up their addresses.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Geocode All Addresses' })).toBeNull();
  });
});
