import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.js';
import { startEmbeddedPostgres } from './embedded.js';

const warnings: string[] = [];
const log = { info: () => {}, debug: () => {}, warn: (message: string) => warnings.push(message) };
const folders: string[] = [];

afterAll(async () => {
  await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

describe('embedded Postgres', () => {
  it('keeps its data across restarts and survives the stale postmaster.pid of a crash', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-embedded-'));
    await fs.chmod(dataDir, 0o755);
    folders.push(dataDir);
    const port = await freePort();

    const first = await startEmbeddedPostgres({ dataDir, port, log });
    const sql = postgres(first.url, { max: 1, onnotice: () => {} });
    await sql`create table kept (value text)`;
    await sql`insert into kept values ('still here')`;
    await sql.end();
    await first.stop();

    // A crash leaves the pid file behind, naming a process that no longer exists.
    await fs.writeFile(path.join(first.dataDir, 'postmaster.pid'), '999999\n/stale\n');
    const second = await startEmbeddedPostgres({ dataDir, port, log });
    const again = postgres(second.url, { max: 1, onnotice: () => {} });
    expect(await again`select value from kept`).toEqual([{ value: 'still here' }]);
    await again.end();
    await second.stop();
    expect(warnings.some((message) => message.includes('stale postmaster.pid'))).toBe(true);
  });
});
