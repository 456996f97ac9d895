import { beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, PUBLIC_SETTING_KEYS } from '@club/shared';
import { settings } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';

const t = useTestApp();
let adminToken: string;
let memberToken: string;
beforeEach(async () => {
  adminToken = await t.signIn(await createMember(t.db, { role: 'admin' }));
  memberToken = await t.signIn(await createMember(t.db));
});

const api = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('reading settings', () => {
  it('gives admins every setting with the SPEC §9 defaults, and secrets only as "set"', async () => {
    const { data } = (await api('GET', '/api/settings', adminToken)).json();
    expect(data).toMatchObject({
      club_name: 'Square Dance Club',
      club_color: '#EA3323',
      reminder_days: '14,7,3,1',
      smtp_port: 587,
    });
    expect(data).toMatchObject({ smtp_password_set: false, google_api_key_set: false });
    expect(data).not.toHaveProperty('smtp_password');
    expect(data).not.toHaveProperty('google_api_key');
  });

  it('tells admins that SMTP_URL overrides the SMTP settings, never what it is (issue 17)', async () => {
    const { data } = (await api('GET', '/api/settings', adminToken)).json();
    expect(data.smtp_url_set).toBe(true);
    expect(JSON.stringify(data)).not.toContain(t.config.smtpUrl);
    expect((await callTrpc(t.app, 'settings.admin', { token: adminToken })).data.smtp_url_set).toBe(true);
    expect((await api('GET', '/api/settings', memberToken)).json().data).not.toHaveProperty('smtp_url_set');
  });

  it('gives members only the public keys, over REST and tRPC', async () => {
    await api('PUT', '/api/settings', adminToken, {
      smtp_password: 'hunter2-secret',
      google_api_key: 'maps-key-secret',
    });
    const rest = await api('GET', '/api/settings', memberToken);
    expect(Object.keys(rest.json().data).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
    const trpc = await callTrpc(t.app, 'settings.get', { token: memberToken });
    expect(Object.keys(trpc.data).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
    for (const body of [rest.body, JSON.stringify(trpc.data), (await api('GET', '/api/settings', adminToken)).body]) {
      expect(body).not.toContain('hunter2-secret');
      expect(body).not.toContain('maps-key-secret');
    }
  });

  it('reads one key: public ones for everyone, the rest for admins, secrets never', async () => {
    expect((await api('GET', '/api/settings/club_name', memberToken)).json().data).toEqual({
      key: 'club_name',
      value: 'Square Dance Club',
    });
    expect((await api('GET', '/api/settings/reminder_days', memberToken)).statusCode).toBe(403);
    expect((await api('GET', '/api/settings/reminder_days', adminToken)).json().data.value).toBe('14,7,3,1');
    expect((await api('GET', '/api/settings/smtp_password', adminToken)).statusCode).toBe(403);
    expect((await api('GET', '/api/settings/nothing_like_this', adminToken)).statusCode).toBe(404);
  });
});

describe('saving settings', () => {
  it('saves a valid map and answers with the full map', async () => {
    const response = await api('PUT', '/api/settings', adminToken, {
      club_name: 'Harmony Squares',
      club_color: '#123abc',
      reminder_days: ' 10, 3 ',
      max_upload_size: '25',
      smtp_password: 'pw',
      backup_enabled: true,
      backup_frequency: 'daily',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      club_name: 'Harmony Squares',
      max_upload_size: 25,
      smtp_password_set: true,
      backup_frequency: 'daily',
    });
    expect((await callTrpc(t.app, 'settings.branding')).data.club_name).toBe('Harmony Squares');
  });

  it('saves nothing when any key is invalid, and names every bad field', async () => {
    const response = await api('PUT', '/api/settings', adminToken, {
      club_name: 'Would be saved',
      club_color: 'red',
      smtp_port: 0,
      geocoding_batch_size: 500,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      club_color: 'Club color must be a valid hex color (e.g., #EA3323)',
      smtp_port: 'SMTP port must be a number between 1 and 65535',
      geocoding_batch_size: 'Batch size must be a number between 1 and 100',
    });
    expect(await t.db.select().from(settings)).toEqual([]);
  });

  it('refuses keys that are no setting, naming them, and never sets the geocoded coordinates', async () => {
    const unknown = await api('PUT', '/api/settings', adminToken, {
      club_name: 'Not saved',
      favourite_colour: 'blue',
      club_mascot: 'owl',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ _: 'Unrecognized keys: "favourite_colour", "club_mascot"' });
    expect((await api('PUT', '/api/settings', adminToken, { club_lat: 'north' })).json().errors).toEqual({
      club_lat: 'Latitude must be a number between -90 and 90',
    });
    expect((await api('PUT', '/api/settings', adminToken, { club_lat: 1, club_lng: '2.5' })).json().data).toMatchObject(
      { club_lat: null, club_lng: null },
    );
    expect((await api('PUT', '/api/settings/club_lat', adminToken, { value: 1 })).statusCode).toBe(422);
    expect(await t.db.select().from(settings)).toEqual([]);
  });

  it('saves one key, never echoing a secret', async () => {
    expect((await api('PUT', '/api/settings/club_day_of_week', adminToken, { value: 'Friday' })).json().data).toEqual({
      key: 'club_day_of_week',
      value: 'Friday',
    });
    expect((await api('PUT', '/api/settings/smtp_password', adminToken, { value: 's3cret' })).json().data).toEqual({
      key: 'smtp_password',
      value: null,
    });
    const bad = await api('PUT', '/api/settings/club_name', adminToken, { value: '' });
    expect(bad.json().errors).toEqual({ club_name: 'Club name is required' });
    expect((await api('PUT', '/api/settings/no_such_key', adminToken, { value: 1 })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const refused = await api('PUT', '/api/settings', memberToken, { club_name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Admin access required to change settings');
    expect(
      (await callTrpc(t.app, 'settings.update', { token: memberToken, type: 'mutation', input: { club_name: 'Mine' } }))
        .status,
    ).toBe(403);
    expect(await t.db.select().from(settings)).toEqual([]);
  });
});

describe('writes from other clients (issue 15 point 3)', () => {
  beforeEach(async () => {
    await api('PUT', '/api/settings', adminToken, {
      smtp_password: 'hunter2',
      google_api_key: 'maps-key',
      club_logo_data: 'data:image/png;base64,AAAA',
    });
    await t.db.insert(settings).values([
      { key: 'club_lat', value: 37.33 },
      { key: 'club_lng', value: -121.89 },
    ]);
  });
  const stored = async (key: string) => (await t.db.select().from(settings)).find((row) => row.key === key)?.value;

  it('takes back the whole map a client read, with "" secrets, the coordinates and a null logo', async () => {
    const read = (await api('GET', '/api/settings', adminToken)).json().data;
    expect(read).toMatchObject({ club_lat: 37.33, club_lng: -121.89, smtp_password_set: true });
    const form = { ...read, club_name: 'Echo Squares', smtp_password: '', google_api_key: '', club_logo_data: null };
    const response = await api('PUT', '/api/settings', adminToken, form);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      club_name: 'Echo Squares',
      club_lat: 37.33,
      club_lng: -121.89,
      club_logo_data: '',
      smtp_password_set: true,
      google_api_key_set: true,
    });
    expect(await stored('smtp_password')).toBe('hunter2');
    expect(await stored('google_api_key')).toBe('maps-key');
  });

  it("takes the original app's own settings form: empty coordinates, the logo, empty secrets, text booleans (issue 26)", async () => {
    await api('PUT', '/api/settings', adminToken, { smtp_host: 'mail.club.test', smtp_username: 'club' });
    const logo =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const originalForm = {
      club_name: 'Harmony Squares',
      club_subtitle: 'Dance Management System',
      club_address: '',
      club_lat: '',
      club_lng: '',
      club_color: '#EA3323',
      club_day_of_week: 'Wednesday',
      reminder_days: '14,7,3,1',
      club_logo: '',
      club_logo_url: '',
      club_logo_data: logo,
      google_api_key: '',
      email_from_name: '',
      email_from_address: '',
      email_template_subject: 'Squarehead reminder: {club_name} on {dance_date}',
      email_template_body: 'Hello {member_name}',
      from_email: '',
      from_name: '',
      smtp_host: 'mail.club.test',
      smtp_port: '587',
      smtp_username: 'club',
      smtp_password: '',
      smtp_encryption: 'tls',
      system_timezone: 'America/Los_Angeles',
      max_upload_size: '10',
      geocoding_batch_size: '5',
      backup_enabled: 'false',
      backup_frequency: 'weekly',
    };
    const response = await api('PUT', '/api/settings', adminToken, originalForm);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      club_name: 'Harmony Squares',
      club_logo_data: logo,
      club_lat: 37.33,
      club_lng: -121.89,
      backup_enabled: false,
      smtp_password_set: true,
      google_api_key_set: true,
    });
    expect(await stored('smtp_password')).toBe('hunter2');
    expect(await stored('google_api_key')).toBe('maps-key');
    for (const blank of ['', ' ', null]) {
      const alone = await api('PUT', '/api/settings', adminToken, { club_lat: blank, club_lng: blank });
      expect(alone.statusCode, JSON.stringify(blank)).toBe(200);
    }
    expect((await api('PUT', '/api/settings', adminToken, { club_lat: 'north' })).statusCode).toBe(422);
  });

  it('keeps a secret that is left out, and removes it only for an explicit null', async () => {
    expect(
      (await api('PUT', '/api/settings', adminToken, { club_name: 'No secrets sent' })).json().data.smtp_password_set,
    ).toBe(true);
    const cleared = (await api('PUT', '/api/settings', adminToken, { smtp_password: null })).json().data;
    expect(cleared).toMatchObject({ smtp_password_set: false, google_api_key_set: true });
    expect((await api('PUT', '/api/settings/google_api_key', adminToken, { value: '' })).statusCode).toBe(200);
    expect(await stored('google_api_key')).toBe('maps-key');
    await api('PUT', '/api/settings/google_api_key', adminToken, { value: null });
    expect((await api('GET', '/api/settings', adminToken)).json().data.google_api_key_set).toBe(false);
  });

  it('accepts booleans and numbers written as text, and reminder days as a list', async () => {
    const saved = await api('PUT', '/api/settings', adminToken, {
      backup_enabled: 'true',
      smtp_port: '2525',
      // Another port keeps no saved password (issue 14), so it is typed again.
      smtp_password: 'hunter2',
      max_upload_size: 20,
      geocoding_batch_size: ' 7 ',
      reminder_days: [10, 3, 1],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      backup_enabled: true,
      smtp_port: 2525,
      max_upload_size: 20,
      geocoding_batch_size: 7,
      reminder_days: '10,3,1',
    });
    expect(
      (await api('PUT', '/api/settings', adminToken, { backup_enabled: 'false' })).json().data.backup_enabled,
    ).toBe(false);
    expect((await api('PUT', '/api/settings/reminder_days', adminToken, { value: [7, 1] })).json().data).toEqual({
      key: 'reminder_days',
      value: '7,1',
    });
    expect((await api('PUT', '/api/settings/backup_enabled', adminToken, { value: 'true' })).json().data).toEqual({
      key: 'backup_enabled',
      value: true,
    });

    const bad = await api('PUT', '/api/settings', adminToken, {
      backup_enabled: 'yes',
      smtp_port: '25x',
      reminder_days: [7, -1],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      backup_enabled: 'Must be true or false',
      smtp_port: 'SMTP port must be a number between 1 and 65535',
      reminder_days: 'Reminder days must be comma-separated numbers (e.g., 14,7,3,1)',
    });
  });

  it('keeps the saved SMTP password only for the server, port, user and encryption it was typed for', async () => {
    await api('PUT', '/api/settings', adminToken, {
      smtp_host: 'mail.club.test',
      smtp_port: 587,
      smtp_username: 'club',
    });
    // Issue 26: "none" would send the saved password unencrypted, so another encryption needs it typed again too.
    const moves = [
      { smtp_host: 'mail.attacker.test' },
      { smtp_port: 2525 },
      { smtp_username: 'someone-else' },
      { smtp_encryption: 'none' },
      { smtp_encryption: 'ssl' },
    ];
    for (const moved of moves) {
      const refused = await api('PUT', '/api/settings', adminToken, { ...moved, smtp_password: '' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ smtp_password: EMAIL_MESSAGES.smtpPasswordNeeded });
      const viaTrpc = await callTrpc(t.app, 'settings.update', { token: adminToken, type: 'mutation', input: moved });
      expect(viaTrpc.error?.data?.fieldErrors).toEqual({ smtp_password: EMAIL_MESSAGES.smtpPasswordNeeded });
    }
    expect(await stored('smtp_host')).toBe('mail.club.test');
    expect(await stored('smtp_encryption')).toBeUndefined();
    const echoed = await api('PUT', '/api/settings', adminToken, {
      smtp_host: 'mail.club.test',
      smtp_port: '587',
      smtp_encryption: 'tls',
      club_name: 'Same server',
    });
    expect(echoed.statusCode).toBe(200);
    const retyped = await api('PUT', '/api/settings', adminToken, {
      smtp_host: 'mail.new.test',
      smtp_password: 'new-secret',
    });
    expect(retyped.json().data).toMatchObject({ smtp_host: 'mail.new.test', smtp_password_set: true });
    const removed = await api('PUT', '/api/settings', adminToken, { smtp_host: 'mail.open.test', smtp_password: null });
    expect(removed.json().data).toMatchObject({ smtp_host: 'mail.open.test', smtp_password_set: false });
  });

  it("keeps the Admin page's remove action for a secret working over tRPC", async () => {
    const removed = await callTrpc(t.app, 'settings.update', {
      token: adminToken,
      type: 'mutation',
      input: { smtp_password: null },
    });
    expect(removed.data).toMatchObject({ smtp_password_set: false, google_api_key_set: true });
  });
});

describe('stored values', () => {
  it('read back with their own type, even text that looks like a number or a boolean', async () => {
    await api('PUT', '/api/settings', adminToken, { reminder_days: '7', club_name: '2024', club_subtitle: 'true' });
    const { data } = (await api('GET', '/api/settings', adminToken)).json();
    expect(data).toMatchObject({ reminder_days: '7', club_name: '2024', club_subtitle: 'true' });
  });
});

describe('a server without SMTP_URL (issue 17)', () => {
  const bare = useTestApp({ withoutSmtp: true });

  it('tells admins the SMTP settings are the ones in use', async () => {
    const token = await bare.signIn(await createMember(bare.db, { role: 'admin' }));
    const response = await bare.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(token) });
    expect(response.json().data.smtp_url_set).toBe(false);
  });
});
