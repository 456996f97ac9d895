import type { ClearScheduleResult, ScheduleType } from '@club/shared';

/** SPEC §8 Maintenance: the toast after clearing a schedule, naming what was removed. */
export function getClearedMessage(type: ScheduleType, result: ClearScheduleResult): string {
  if (!result.schedule_deleted) return `No ${type} schedule found to clear`;
  return `Successfully cleared ${type} schedule "${result.schedule_name ?? ''}" and ${result.assignments_deleted} assignments`;
}

export function getClearFailedMessage(type: ScheduleType, message: string): string {
  return `Failed to clear ${type} schedule: ${message}`;
}
