import { beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@club/shared';
import { settings } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';

const t = useTestApp();
let adminToken: string;
beforeEach(async () => {
  adminToken = await t.signIn(await createMember(t.db, { role: 'admin' }));
});

const save = (patch: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(adminToken), payload: patch });
const x = (length: number) => 'x'.repeat(length);

// SPEC §5 admin settings table, row by row: values at the edge that pass, values just past it that fail, and the
// exact message (the rows the SPEC leaves "not shown" say what the limit is).
const RULES: { field: string; accepted: unknown[]; rejected: unknown[]; message: string }[] = [
  { field: 'club_name', accepted: ['A', x(100)], rejected: ['', '   '], message: 'Club name is required' },
  { field: 'club_name', accepted: [], rejected: [x(101)], message: 'Club name must be 100 characters or less' },
  {
    field: 'club_subtitle',
    accepted: ['', x(200)],
    rejected: [x(201)],
    message: 'Club subtitle must be 200 characters or less',
  },
  { field: 'club_address', accepted: ['', x(255)], rejected: [x(256)], message: 'Must be 255 characters or less' },
  {
    field: 'club_color',
    accepted: ['#EA3323', '#abcdef'],
    rejected: ['red', '#12345', '#1234567', 'EA3323', '#GGGGGG'],
    message: 'Club color must be a valid hex color (e.g., #EA3323)',
  },
  {
    field: 'reminder_days',
    accepted: ['14,7,3,1', ' 7 , 1 ', '', '0'],
    rejected: ['14;7', '7,', 'seven', '1.5', '-1'],
    message: 'Reminder days must be comma-separated numbers (e.g., 14,7,3,1)',
  },
  { field: 'club_logo_url', accepted: ['', x(500)], rejected: [x(501)], message: 'Must be 500 characters or less' },
  { field: 'google_api_key', accepted: ['', x(100)], rejected: [x(101)], message: 'Must be 100 characters or less' },
  {
    field: 'email_template_subject',
    accepted: [x(200)],
    rejected: [x(201)],
    message: 'Must be 200 characters or less',
  },
  {
    field: 'email_template_body',
    accepted: [x(5000)],
    rejected: [x(5001)],
    message: 'Must be 5000 characters or less',
  },
  {
    field: 'email_from_address',
    accepted: ['', 'club@example.org'],
    rejected: ['club', 'club@', 'a b@example.org'],
    message: 'Please enter a valid email address',
  },
  {
    field: 'max_upload_size',
    accepted: [1, 100, '50'],
    rejected: [0, 101, 2.5, 'ten', null],
    message: 'Upload size must be a number between 1 and 100 MB',
  },
  {
    field: 'geocoding_batch_size',
    accepted: [1, 100],
    rejected: [0, 101, 'many'],
    message: 'Batch size must be a number between 1 and 100',
  },
  { field: 'smtp_host', accepted: ['', x(255)], rejected: [x(256)], message: 'Must be 255 characters or less' },
  { field: 'smtp_username', accepted: [x(255)], rejected: [x(256)], message: 'Must be 255 characters or less' },
  { field: 'smtp_password', accepted: [x(255)], rejected: [x(256)], message: 'Must be 255 characters or less' },
  {
    field: 'smtp_port',
    accepted: [1, 65535, '587'],
    rejected: [0, 65536, 'smtp', -25],
    message: 'SMTP port must be a number between 1 and 65535',
  },
  // Issue 17: any IANA zone, checked against Intl.supportedValuesOf('timeZone'); never an offset or a made-up name.
  {
    field: 'system_timezone',
    accepted: ['America/New_York', 'Pacific/Honolulu', 'Europe/Berlin', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'],
    rejected: ['', 'Mars/Olympus', 'PST8PDT!', '+05:30', 'Europe/Berlin '],
    message: SETTINGS_MESSAGES.invalidTimezone,
  },
];

describe('SPEC §5 admin settings rules, on the server', () => {
  for (const rule of RULES) {
    for (const value of rule.rejected) {
      it(`refuses ${rule.field} = ${JSON.stringify(value).slice(0, 20)} with "${rule.message}"`, async () => {
        const response = await save({ [rule.field]: value });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ message: 'Validation failed', errors: { [rule.field]: rule.message } });
        expect(await t.db.select().from(settings)).toEqual([]);
      });
    }
    for (const value of rule.accepted) {
      it(`accepts ${rule.field} = ${JSON.stringify(value).slice(0, 20)}`, async () => {
        expect((await save({ [rule.field]: value })).statusCode).toBe(200);
      });
    }
  }

  it('offers backup frequency only as daily, weekly or monthly', async () => {
    expect((await save({ backup_enabled: true, backup_frequency: 'monthly' })).statusCode).toBe(200);
    expect((await save({ backup_frequency: 'hourly' })).statusCode).toBe(422);
  });

  it('gives the same messages through tRPC (whose input failures are BAD_REQUEST)', async () => {
    const { status, error } = await callTrpc(t.app, 'settings.update', {
      token: adminToken,
      type: 'mutation',
      input: { club_color: 'blue', smtp_port: 0 },
    });
    expect(status).toBe(400);
    expect(error.data.fieldErrors).toEqual({
      club_color: 'Club color must be a valid hex color (e.g., #EA3323)',
      smtp_port: 'SMTP port must be a number between 1 and 65535',
    });
  });
});
