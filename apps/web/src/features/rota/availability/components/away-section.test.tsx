import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES, type MemberAvailability } from '@club/shared';
import { authStore } from '../../../../lib/auth-store';
import { createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding, noSchedules } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { makeSignIn, memberUser } from '../../../../test/session-fixtures';

// The list and form are a lazy chunk (issue 18); loading it once here keeps its first transform out of each test's wait.
beforeAll(async () => {
  await import('./away-content');
});

// Issue 19: the "Away" section of My duties: ranges and rules listed with Remove, added with "also for my partner",
// the partner's entries shown as theirs, and the nights kept free with the reason.
const availability: MemberAvailability = {
  member_id: 2,
  unavailable_dates: [],
  away: [
    {
      id: 7,
      kind: 'nth_weekday',
      nth: 1,
      weekday: 3,
      also_partner: false,
      description: 'Every first Wednesday',
    },
  ],
  partner_away: [
    {
      id: 9,
      kind: 'month',
      month: 7,
      also_partner: true,
      description: 'Every week in July',
      partner_name: 'Pat Hill',
    },
  ],
  unavailable_nights: [{ dance_date: '2027-04-07', club_night_type: 'NORMAL', reason: 'every first Wednesday' }],
};

const handlers: FakeHandlers = {
  ...noSchedules,
  'settings.branding': () => branding,
  'duties.me': () => ({
    duties: [],
    unavailable_dates: [],
    upcoming_nights: [],
    self_signup: false,
    open_nights: [],
    partner: null,
  }),
  'swaps.mine': () => ({ requests: [], offers: [] }),
  'calendar.feeds': () => ({ member: null, club: null }),
  'duties.availability': () => availability,
  'duties.setAvailability': () => availability,
};

beforeEach(() => authStore.signIn(makeSignIn(memberUser)));

describe('Away section', () => {
  it('shows its words and announces the loading while the list loads, with no form to fill yet', async () => {
    renderApp(createFakeApi({ ...handlers, 'duties.availability': () => new Promise<never>(() => {}) }), '/my-duties');
    // Issue 27: the placeholder takes the empty list's and form's place, so nothing below moves when they come.
    const away = within(
      await screen.findByRole('region', { name: AVAILABILITY_MESSAGES.awayTitle }, { timeout: 5000 }),
    );
    expect(away.getByText(AVAILABILITY_MESSAGES.awayIntro)).toBeTruthy();
    expect(away.getByRole('heading', { name: AVAILABILITY_MESSAGES.nightsKeptFree })).toBeTruthy();
    expect(away.getByRole('status', { name: 'Loading the away list' })).toBeTruthy();
    expect(away.queryByRole('textbox')).toBeNull();
    expect(away.queryByRole('button', { name: AVAILABILITY_MESSAGES.add })).toBeNull();
  });

  it('lists the ranges and rules, the partner’s, and the nights kept free with why', async () => {
    renderApp(createFakeApi(handlers), '/my-duties');
    const list = await screen.findByRole('list', { name: 'Away periods and rules' }, { timeout: 5000 });
    expect(within(list).getByText('Every first Wednesday')).toBeTruthy();
    expect(within(list).getByText(AVAILABILITY_MESSAGES.fromPartner('Pat Hill'))).toBeTruthy();
    const kept = screen.getByRole('list', { name: AVAILABILITY_MESSAGES.nightsKeptFree });
    expect(kept.textContent).toContain('every first Wednesday');
  });

  it('adds a date range for me and my partner, keeping what was there, and removes an entry', async () => {
    const api = createFakeApi(handlers);
    renderApp(api, '/my-duties');
    fireEvent.change(await screen.findByLabelText(/First day away/, {}, { timeout: 5000 }), {
      target: { value: '2027-01-10' },
    });
    fireEvent.change(screen.getByLabelText(/Last day away/), { target: { value: '2027-02-28' } });
    fireEvent.click(screen.getByRole('checkbox', { name: AVAILABILITY_MESSAGES.alsoMyPartner }));
    fireEvent.click(screen.getByRole('button', { name: AVAILABILITY_MESSAGES.add }));
    await waitFor(() => expect(api.callsTo('duties.setAvailability')).toHaveLength(1));
    expect(api.callsTo('duties.setAvailability')[0]!.input).toEqual({
      away: [
        { kind: 'nth_weekday', nth: 1, weekday: 3, also_partner: false },
        { kind: 'range', start_date: '2027-01-10', end_date: '2027-02-28', also_partner: true },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: AVAILABILITY_MESSAGES.removeLabel('Every first Wednesday') }));
    await waitFor(() => expect(api.callsTo('duties.setAvailability')).toHaveLength(2));
    expect(api.callsTo('duties.setAvailability')[1]!.input).toEqual({ away: [] });
  });

  it('refuses a range that ends before it starts, beside the field, without saving', async () => {
    const api = createFakeApi(handlers);
    renderApp(api, '/my-duties');
    fireEvent.change(await screen.findByLabelText(/First day away/, {}, { timeout: 5000 }), {
      target: { value: '2027-02-28' },
    });
    fireEvent.change(screen.getByLabelText(/Last day away/), { target: { value: '2027-01-10' } });
    fireEvent.click(screen.getByRole('button', { name: AVAILABILITY_MESSAGES.add }));
    expect(await screen.findByText(AVAILABILITY_MESSAGES.endBeforeStart, {}, { timeout: 4000 })).toBeTruthy();
    expect(api.callsTo('duties.setAvailability')).toHaveLength(0);
  });
});

// Issue 29: a German member reads the nights kept free with German dates, and a chosen rule as the list will word it.
describe('Away section, in German', () => {
  it('dates the nights kept free in German and previews a rule in German', async () => {
    const german = { ...memberUser, locale: 'de' as const };
    authStore.signIn(makeSignIn(german));
    const reason = 'jeden ersten Mittwoch';
    renderApp(
      createFakeApi({
        ...handlers,
        'auth.me': () => german,
        'duties.availability': () => ({
          ...availability,
          unavailable_nights: [{ ...availability.unavailable_nights[0]!, reason }],
        }),
      }),
      '/my-duties',
    );
    const kept = await screen.findByRole('list', { name: 'Freigehaltene Clubabende' }, { timeout: 5000 });
    expect(kept.textContent).toBe(`Mi., 7. Apr. 2027 — ${reason}`);
    fireEvent.click(screen.getByRole('radio', { name: 'Ein Abend pro Monat' }));
    expect(
      await screen.findByText(/^Jeden ersten (Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag)$/),
    ).toBeTruthy();
  });

  it('reads and writes the away dates as German does, DD.MM.YYYY, and saves them as dates', async () => {
    const german = { ...memberUser, locale: 'de' as const };
    authStore.signIn(makeSignIn(german));
    const api = createFakeApi({ ...handlers, 'auth.me': () => german });
    renderApp(api, '/my-duties');
    const first = await screen.findByRole<HTMLInputElement>('textbox', { name: /Erster Tag/ }, { timeout: 5000 });
    const last = screen.getByRole<HTMLInputElement>('textbox', { name: /Letzter Tag/ });
    expect(first.placeholder).toBe('TT.MM.JJJJ');
    fireEvent.change(first, { target: { value: '10.01.2027' } });
    fireEvent.blur(first);
    fireEvent.change(last, { target: { value: '28.2.2027' } });
    fireEvent.blur(last);
    expect([first.value, last.value]).toEqual(['10.01.2027', '28.02.2027']);
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() => expect(api.callsTo('duties.setAvailability')).toHaveLength(1));
    expect(api.callsTo('duties.setAvailability')[0]!.input).toMatchObject({
      away: [expect.anything(), { kind: 'range', start_date: '2027-01-10', end_date: '2027-02-28' }],
    });
  });
});

describe('Away section dates, in English', () => {
  it('writes a typed or pasted date as MM/DD/YYYY', async () => {
    renderApp(createFakeApi(handlers), '/my-duties');
    const first = await screen.findByRole<HTMLInputElement>('textbox', { name: /First day away/ }, { timeout: 5000 });
    expect(first.placeholder).toBe('MM/DD/YYYY');
    fireEvent.change(first, { target: { value: '2027-01-10' } });
    fireEvent.blur(first);
    expect(first.value).toBe('01/10/2027');
    fireEvent.change(first, { target: { value: '2/28/2027' } });
    fireEvent.blur(first);
    expect(first.value).toBe('02/28/2027');
  });
});
