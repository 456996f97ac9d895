import { pgEnum } from 'drizzle-orm/pg-core';
import { MEMBER_STATUSES, ROLES } from '@club/shared';

export const memberStatusEnum = pgEnum('member_status', MEMBER_STATUSES);
export const memberRoleEnum = pgEnum('member_role', ROLES);
// 'archived' keeps a promoted-over current schedule as history; the API only ever shows next and current.
export const scheduleTypeEnum = pgEnum('schedule_type', ['next', 'current', 'archived']);
export const clubNightTypeEnum = pgEnum('club_night_type', ['NORMAL', 'FIFTH WED']);
