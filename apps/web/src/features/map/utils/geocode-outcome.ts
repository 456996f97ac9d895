import { isTRPCClientError } from '@trpc/client';
import type { GeocodeProgress } from '@club/shared';
import { GEOCODE_MESSAGES } from '@club/shared/plain';
import { getErrorMessage, getHttpStatus, isForbidden } from '../../../lib/api-error';

/** Like the import summary (SPEC §8), the end-of-job toast lists only the first few problems; the rest are counted. */
const GEOCODE_TOAST_ERRORS = 3;

export type GeocodeOutcome = { kind: 'success' | 'warning' | 'error'; message: string };

/**
 * SPEC §8 geocoding texts for a job that has ended, with the members whose address could not be found. A run that
 * placed nobody ends as failed on the server (issue 17), so every address failing reads 'Geocoding failed…'.
 */
export function getGeocodeOutcome(progress: GeocodeProgress): GeocodeOutcome {
  const errorCount = progress.errors.length;
  const shownErrors = progress.errors.slice(0, GEOCODE_TOAST_ERRORS);
  if (progress.status === 'failed') {
    const causes = GEOCODE_MESSAGES.commonCauses.map((cause) => `• ${cause}`);
    return {
      kind: 'error',
      message: [GEOCODE_MESSAGES.failed(errorCount), ...shownErrors, 'Common causes:', ...causes].join('\n'),
    };
  }
  const summary =
    GEOCODE_MESSAGES.completed(progress.geocoded) + (errorCount > 0 ? GEOCODE_MESSAGES.errorsSuffix(errorCount) : '');
  return { kind: errorCount > 0 ? 'warning' : 'success', message: [summary, ...shownErrors].join('\n') };
}

/** SPEC §8: why 'Geocode All Addresses' could not start: 403, a missing key (the server's 400 says so), the network. */
export function getGeocodeStartError(error: unknown): string {
  if (isForbidden(error)) return GEOCODE_MESSAGES.adminRequired;
  if (isTRPCClientError(error) && getHttpStatus(error) === undefined) return GEOCODE_MESSAGES.networkError;
  return getErrorMessage(error);
}

/** The words beside the progress bar; while running, how long the rest takes at the provider's pace (issue 17). */
export function describeProgress(progress: GeocodeProgress): string {
  const { status, completed, total, geocoded, errors, seconds_left: secondsLeft } = progress;
  if (status === 'running') {
    const counted = GEOCODE_MESSAGES.running(completed, total);
    return progress.stalled || secondsLeft === null ? counted : `${counted}, ${GEOCODE_MESSAGES.timeLeft(secondsLeft)}`;
  }
  if (status === 'failed') return GEOCODE_MESSAGES.failed(errors.length);
  const problems = errors.length > 0 ? `, ${errors.length} not found` : '';
  return `Geocoding finished: ${completed} of ${total} addresses processed, ${geocoded} geocoded${problems}`;
}
