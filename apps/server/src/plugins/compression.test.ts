import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM } from '../lib/context.js';
import { BACKUP_UNIT, createBackup } from '../modules/maintenance/backups.service.js';
import { createMember } from '../../test/factories.js';
import { bearer, useTestApp } from '../../test/harness.js';

// Issue 18: API answers over 1 KB travel compressed to a client that asks for it; small ones and files that are
// compressed already go as they are.
let backupRoot: string;
let adminToken: string;
beforeAll(async () => {
  backupRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'club-test-compression-'));
});
afterAll(() => fs.rm(backupRoot, { recursive: true, force: true }));
const t = useTestApp(() => ({ env: { BACKUP_DIR: path.join(backupRoot, 'backups') } }));
beforeEach(async () => {
  adminToken = await t.signIn(await createMember(t.db, { role: 'admin' }));
  for (let i = 0; i < 20; i += 1) await createMember(t.db);
});

const get = (url: string, acceptEncoding: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(adminToken), 'accept-encoding': acceptEncoding } });

describe('compressed API answers', () => {
  it('sends the roster (REST) as brotli with the same JSON inside', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(adminToken) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const response = await get('/api/users', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends a tRPC answer as gzip to a client that takes only gzip', async () => {
    const response = await get('/api/trpc/users.list?input=%7B%7D', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8')).result.data.users).toHaveLength(22);
  });

  it('sends the CSV export compressed, still as an attachment', async () => {
    const response = await get('/api/users/export/csv', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8').split('\n').length).toBeGreaterThan(22);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const response = await get('/api/health', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: expect.any(String) });
  });

  it('sends a gzip backup byte for byte, never compressed twice', async () => {
    const backup = await t.inClub((ctx) => createBackup(ctx), SYSTEM, BACKUP_UNIT);
    const response = await get(`/api/maintenance/backups/${backup.file_name}`, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(await fs.readFile(path.join(backupRoot, 'backups', backup.file_name)));
  });
});
