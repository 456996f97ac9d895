import type { ClearScheduleResult, ScheduleType } from '../schemas/schedule.js';
import { MAINTENANCE_MESSAGES } from '../messages.js';

/** SPEC §8 Maintenance: the toast after clearing a schedule, naming what was removed. */
export function getClearedMessage(type: ScheduleType, result: ClearScheduleResult): string {
  if (!result.schedule_deleted) return MAINTENANCE_MESSAGES.noScheduleToClear(type);
  return MAINTENANCE_MESSAGES.scheduleCleared(type, result.schedule_name ?? '', result.assignments_deleted);
}
