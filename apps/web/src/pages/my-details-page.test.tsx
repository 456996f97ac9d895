import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type HouseholdMember, type Member, MEMBER_MESSAGES, type MemberUpdateInput } from '@club/shared';
import { authStore } from '../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../test/fake-api';
import { branding, noSchedules } from '../test/fixtures';
import { makeMember } from '../test/member-fixtures';
import { renderApp } from '../test/render-app';
import { makeSignIn, memberUser } from '../test/session-fixtures';

// The page's chunks (issue 18) are transformed once here, not inside the first test's wait.
beforeAll(async () => {
  await import('./my-details-page');
  await import('../features/rota/availability/components/away-content');
});

// Issue 26 item 3: "My details" opens the member's own form; a changed address is offered to the household by name.
const OLD = '4 Birch Lane, San Jose';
const NEW = '12 Harbour Road, Santa Cruz';
const heinz: HouseholdMember = { id: 8, name: 'Heinz Keller', address: OLD, is_partner: true, shares_inbox: false };
const ida: HouseholdMember = { id: 9, name: 'Ida Keller', address: OLD, is_partner: false, shares_inbox: true };

let me: Member;
function setup(more: FakeHandlers = {}, household: HouseholdMember[] = [heinz, ida]) {
  const api = createFakeApi({
    ...noSchedules,
    'settings.branding': () => branding,
    'users.get': () => me,
    'users.myHousehold': () => ({ household }),
    'users.update': (input) => {
      me = { ...me, ...(input.data as Partial<Member>), updated_at: '2026-02-02T00:00:00.000Z' };
      return me;
    },
    'duties.availability': () => ({
      member_id: me.id,
      unavailable_dates: [],
      away: [],
      partner_away: [],
      unavailable_nights: [],
    }),
    'calendar.feeds': () => ({ member: null, club: null }),
    ...more,
  });
  renderApp(api, '/me');
  return api;
}

// The placeholder draws the card too (issue 27); its form is there once the details have loaded.
const contactCard = async () => {
  await screen.findByLabelText('Address', {}, { timeout: 10_000 });
  return within(screen.getByRole('region', { name: 'Contact and address' }));
};
const address = (card: Awaited<ReturnType<typeof contactCard>>) => card.getByLabelText<HTMLInputElement>('Address');

beforeEach(() => {
  authStore.signIn(makeSignIn(memberUser));
  me = makeMember({
    id: memberUser.id,
    first_name: memberUser.first_name,
    last_name: memberUser.last_name,
    email: memberUser.email,
    address: OLD,
    partner_id: heinz.id,
    partner_first_name: 'Heinz',
    partner_last_name: 'Keller',
  });
});

describe('My details', () => {
  it('is in the menu and shows the member’s own contact form, partner, away dates and calendar link', async () => {
    setup();
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'My details' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: 'My details', level: 1 })).toBeTruthy();
    const card = await contactCard();
    expect(address(card).value).toBe(OLD);
    expect(card.getByLabelText<HTMLInputElement>(/Email/).value).toBe(memberUser.email);
    // SPEC §6: a member changes their contact fields only, so neither status nor partner is a field here.
    expect(card.queryByLabelText('Status')).toBeNull();
    expect(card.queryByLabelText('Partner')).toBeNull();
    const household = within(screen.getByRole('region', { name: 'Partner and household' }));
    expect(household.getByText('Heinz Keller')).toBeTruthy();
    expect(household.getByText('Ida Keller')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Away' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'My duty nights' })).toBeTruthy();
  });

  it('draws its cards while the details load, saying what is loading, with no field to fill yet', async () => {
    setup({ 'users.get': () => new Promise<never>(() => {}) });
    // Issue 27: the cards stand where they will be, so the Away and Calendar cards below do not move when they come.
    expect(await screen.findByRole('region', { name: 'Contact and address' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Partner and household' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your details' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Address|Email|Phone/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('offers a changed address to the household by name, and sends only those ticked in the same save', async () => {
    const api = setup();
    const card = await contactCard();
    expect(card.queryByRole('group', { name: /Does anyone move with you/ })).toBeNull();

    fireEvent.change(address(card), { target: { value: NEW } });
    const offer = within(card.getByRole('group', { name: /Does anyone move with you/ }));
    const heinzBox = offer.getByRole('checkbox', { name: 'Heinz Keller (your partner)' });
    expect(offer.getByRole('checkbox', { name: 'Ida Keller (shares your e-mail address)' })).toBeTruthy();
    expect((heinzBox as HTMLInputElement).checked).toBe(false);
    fireEvent.click(heinzBox);
    fireEvent.click(card.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(api.callsTo('users.update')).toHaveLength(1));
    const sent = api.callsTo('users.update')[0]!.input as { id: number; data: MemberUpdateInput };
    expect(sent.id).toBe(memberUser.id);
    expect(sent.data).toMatchObject({ address: NEW, household_ids: [heinz.id] });
    expect(
      await screen.findByText(MEMBER_MESSAGES.householdMoved(['Heinz Keller']), {}, { timeout: 5_000 }),
    ).toBeTruthy();
    // The form starts again from what was saved: the new address, and nothing left to offer.
    await waitFor(async () => expect(address(await contactCard()).value).toBe(NEW));
  });

  it('offers nobody when the address is typed back, or to whom it already belongs', async () => {
    setup({}, [heinz, { ...ida, address: NEW }]);
    const card = await contactCard();
    fireEvent.change(address(card), { target: { value: NEW } });
    const offer = within(card.getByRole('group', { name: /Does anyone move with you/ }));
    expect(offer.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([String(heinz.id)]);
    fireEvent.change(address(card), { target: { value: ` ${OLD.toLowerCase()} ` } });
    expect(card.queryByRole('group', { name: /Does anyone move with you/ })).toBeNull();
  });

  it('shows the server’s refusal and keeps the address typed', async () => {
    setup({
      'users.update': () => {
        throw new ApiFailure(403, MEMBER_MESSAGES.householdOnly);
      },
    });
    const card = await contactCard();
    fireEvent.change(address(card), { target: { value: NEW } });
    fireEvent.click(card.getByRole('checkbox', { name: 'Ida Keller (shares your e-mail address)' }));
    fireEvent.click(card.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MEMBER_MESSAGES.householdOnly, {}, { timeout: 5_000 })).toBeTruthy();
    expect(address(card).value).toBe(NEW);
  });
});

describe('My details for a German reader (issue 29)', () => {
  const german = { ...memberUser, locale: 'de' as const };
  beforeEach(() => {
    authStore.signIn(makeSignIn(german));
    me = { ...me, birthday: '04/23', locale: 'de' };
  });

  it('reads in German: its cards, the form’s labels, the birthday as German writes it, the household', async () => {
    setup({ 'auth.me': () => german });
    expect(await screen.findByRole('heading', { name: 'Meine Daten', level: 1 })).toBeTruthy();
    expect(screen.getByText('Ihre Kontaktdaten, Adresse, Partner, Abwesenheiten und Ihr Kalenderlink')).toBeTruthy();
    await screen.findByLabelText('Adresse', {}, { timeout: 10_000 });
    const card = within(screen.getByRole('region', { name: 'Kontakt und Adresse' }));
    expect(card.getByLabelText<HTMLInputElement>(/^E-Mail/).value).toBe(memberUser.email);
    expect(card.getByLabelText('Telefon')).toBeTruthy();
    expect(card.getByLabelText<HTMLInputElement>('Geburtstag').value).toBe('23.04.');
    expect(card.getByText('TT.MM., zum Beispiel 23.04.')).toBeTruthy();
    const household = within(screen.getByRole('region', { name: 'Partner und Haushalt' }));
    expect(household.getByText('Partner:')).toBeTruthy();
    expect(household.getByText('Nutzen Ihre E-Mail-Adresse mit:')).toBeTruthy();
    expect(household.getByText(/Nur ein Administrator kann ändern, wer Ihr Partner ist\./)).toBeTruthy();
    expect(screen.queryByText(/Contact and address|Partner and household|Birthday/)).toBeNull();
  });

  it('offers the new address in German and says in German whom it was saved for', async () => {
    const api = setup({ 'auth.me': () => german });
    await screen.findByLabelText('Adresse', {}, { timeout: 10_000 });
    const card = within(screen.getByRole('region', { name: 'Kontakt und Adresse' }));
    fireEvent.change(card.getByLabelText('Adresse'), { target: { value: NEW } });
    const offer = within(card.getByRole('group', { name: /Zieht jemand mit Ihnen um\?/ }));
    expect(card.getByText('Kreuzen Sie an, wer beim Speichern dieselbe neue Adresse bekommt.')).toBeTruthy();
    expect(offer.getByRole('checkbox', { name: 'Ida Keller (nutzt Ihre E-Mail-Adresse mit)' })).toBeTruthy();
    expect(offer.getAllByText(`Bisher: ${OLD}`)).toHaveLength(2);
    fireEvent.click(offer.getByRole('checkbox', { name: 'Heinz Keller (Ihr Partner)' }));
    fireEvent.click(offer.getByRole('checkbox', { name: 'Ida Keller (nutzt Ihre E-Mail-Adresse mit)' }));
    fireEvent.click(card.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsTo('users.update')).toHaveLength(1));
    const sent = api.callsTo('users.update')[0]!.input as { data: MemberUpdateInput };
    // The birthday shown as 23.04. goes back as it is stored.
    expect(sent.data).toMatchObject({ address: NEW, birthday: '04/23', household_ids: [heinz.id, ida.id] });
    expect(
      await screen.findByText(
        'Die neue Adresse wurde auch für Heinz Keller und Ida Keller gespeichert.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
  });
});
