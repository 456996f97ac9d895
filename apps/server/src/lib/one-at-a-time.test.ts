import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/client.js';
import { useTestApp } from '../../test/harness.js';
import { oneAtATime } from './one-at-a-time.js';

const t = useTestApp();
let pool: ReturnType<typeof createDatabase>;
beforeAll(() => {
  // Connections of their own, as callers on different servers have: each turn is one open transaction.
  pool = createDatabase(t.config.databaseUrl!, { max: 8 });
});
afterAll(() => pool.sql.end());

const turns = oneAtATime({ waiting: 2 });

/** A caller's transaction that takes a turn and stays open until `end` is called. */
function caller(key: string) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let answer!: (taken: boolean) => void;
  const taken = new Promise<boolean>((resolve) => (answer = resolve));
  const done = pool.db.transaction(async (tx) => {
    answer(await turns.take(tx, key));
    await ended;
  });
  return { taken, end: async () => (end(), await done) };
}

describe('oneAtATime', () => {
  it('gives each key one turn at a time, in order, and refuses callers past the line', async () => {
    const order: string[] = [];
    const first = caller('ann');
    expect(await first.taken).toBe(true);
    const second = caller('ann');
    void second.taken.then(() => order.push('second'));
    await expect.poll(async () => (await pool.sql`select 1 from pg_locks where not granted`).length).toBe(1);
    const third = caller('ann');
    void third.taken.then(() => order.push('third'));
    await expect.poll(async () => (await pool.sql`select 1 from pg_locks where not granted`).length).toBe(2);
    const fourth = caller('ann');
    expect(await fourth.taken).toBe(false);
    await fourth.end();
    // Another key has its own turn.
    const other = caller('bob');
    expect(await other.taken).toBe(true);

    expect(order).toEqual([]);
    await first.end();
    expect(await second.taken).toBe(true);
    expect(order).toEqual(['second']);
    await second.end();
    expect(await third.taken).toBe(true);
    await third.end();
    expect(order).toEqual(['second', 'third']);
    // Everyone has had a turn: the next caller gets one at once, and a turn given up by a rollback is free again.
    const again = caller('ann');
    expect(await again.taken).toBe(true);
    await again.end();
    await pool.db
      .transaction(async (tx) => {
        await turns.take(tx, 'ann');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const afterRollback = caller('ann');
    expect(await afterRollback.taken).toBe(true);
    await afterRollback.end();
    await other.end();
  });
});
