import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.js';

describe('oneAtATime', () => {
  it('gives each key one turn at a time, in order, and refuses callers past the line', async () => {
    const turns = oneAtATime({ waiting: 2 });
    const order: string[] = [];
    const first = await turns.take('ann');
    expect(first).not.toBeNull();
    const second = turns.take('ann').then((end) => (order.push('second'), end));
    const third = turns.take('ann').then((end) => (order.push('third'), end));
    expect(await turns.take('ann')).toBeNull();
    // Another key has its own turn.
    const other = await turns.take('bob');
    expect(other).not.toBeNull();

    await Promise.resolve();
    expect(order).toEqual([]);
    first!();
    first!();
    const endSecond = await second;
    expect(order).toEqual(['second']);
    endSecond!();
    (await third)!();
    expect(order).toEqual(['second', 'third']);
    // Everyone has had a turn: the next caller gets one at once.
    const again = await turns.take('ann');
    expect(again).not.toBeNull();
    again!();
    other!();
  });
});
