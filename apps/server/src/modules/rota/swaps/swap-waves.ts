import { mailbox } from '../../../lib/inbox.js';
import type { DutyHistory } from '../night/duty-history.js';
import type { Candidate } from './swap-candidates.js';

const HOUR = 60 * 60 * 1000;
/** Issue 17: every wave has gone out by this long before the night starts, so someone still has time to say yes. */
export const LAST_WAVE_HOURS_BEFORE_NIGHT = 48;

/** Least served first, then least recently, then lowest id: the order auto-fill ranks members in (issue 4). */
export function rankByLeastServed(candidates: readonly Candidate[], history: DutyHistory): Candidate[] {
  const served = (candidate: Candidate) => history.get(candidate.member.id) ?? { count: 0, last: null };
  return [...candidates].sort((a, b) => {
    const [x, y] = [served(a), served(b)];
    return x.count - y.count || (x.last ?? '').localeCompare(y.last ?? '') || a.member.id - b.member.id;
  });
}

/**
 * The next wave: the first `size` members in rank order, and whoever shares an address with one of them, since that
 * inbox gets one e-mail naming everyone it is for.
 */
export function pickWave(ranked: readonly Candidate[], size: number): Candidate[] {
  const inboxes = new Set(ranked.slice(0, size).map((candidate) => mailbox(candidate.email)));
  return ranked.filter((candidate) => inboxes.has(mailbox(candidate.email)));
}

/** The moment after which no wave may wait any longer: everyone left is asked at once. */
export const lastWaveDeadline = (nightStart: Date) =>
  new Date(nightStart.getTime() - LAST_WAVE_HOURS_BEFORE_NIGHT * HOUR);

/**
 * When the next wave is due: `waitHours` after the last one, shortened so that the waves still to come all go out by
 * the deadline. Past the deadline it is due at once.
 */
export function nextWaveDue(input: {
  lastWaveAt: Date;
  remaining: number;
  batch: number;
  waitHours: number;
  nightStart: Date;
}): Date {
  const waves = Math.max(1, Math.ceil(input.remaining / input.batch));
  const room = lastWaveDeadline(input.nightStart).getTime() - input.lastWaveAt.getTime();
  const wait = Math.max(0, Math.min(input.waitHours * HOUR, room / waves));
  return new Date(input.lastWaveAt.getTime() + wait);
}
