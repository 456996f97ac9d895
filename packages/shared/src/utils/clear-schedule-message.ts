import type { ClearScheduleResult, ScheduleType } from '../schemas/schedule.js';
import type { Locale } from '../catalog.js';
import { maintenanceMessages } from '../messages.js';

/** SPEC §8 Maintenance: the toast after clearing a schedule, naming what was removed, in the reader's language. */
export function getClearedMessage(type: ScheduleType, result: ClearScheduleResult, locale: Locale = 'en'): string {
  const words = maintenanceMessages(locale);
  if (!result.schedule_deleted) return words.noScheduleToClear(type);
  return words.scheduleCleared(type, result.schedule_name ?? '', result.assignments_deleted);
}
