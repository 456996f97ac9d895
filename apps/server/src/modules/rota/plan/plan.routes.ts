import {
  scheduleCreateResultSchema,
  scheduleReplaceMessages,
  addDatesResultSchema,
  addDatesSchema,
  assignmentDeletedSchema,
  assignmentPatchSchema,
  assignmentSchema,
  autoFillInputSchema,
  autoFillResultSchema,
  fairnessReportSchema,
  idParamsSchema,
  scheduleCreateSchema,
  scheduleViewSchema,
} from '@club/shared';
import { defineRoute } from '../../../rest/route.js';
import { getScheduleView } from '../night/night-view.js';
import { getFairnessReport } from './fairness.js';
import { addDatesToNextSchedule, createNextSchedule, promoteNextSchedule } from './schedule-lifecycle.js';
import { autoFillNextSchedule } from './fill-schedule.js';
import { deleteAssignment, updateAssignment } from './edit-night.js';

const scheduleView = (type: 'current' | 'next') =>
  defineRoute({
    method: 'get',
    path: `/schedules/${type}`,
    tag: 'Schedules',
    access: 'signed_in',
    summary: `The ${type} schedule and its nights`,
    accessNote: 'members see only their own sign-up and the time of their own answer (decision 055)',
    answer: { kind: 'envelope', data: scheduleViewSchema },
    handler: (ctx) => getScheduleView(ctx.db, type, ctx.caller),
  });

/** SPEC §7 schedules: the current and next schedule, creating, extending, editing, promoting and auto-filling them. */
export const planRoutes = {
  current: scheduleView('current'),
  next: scheduleView('next'),
  create: defineRoute({
    method: 'post',
    path: '/schedules/next',
    tag: 'Schedules',
    access: 'admin',
    action: 'create schedules',
    summary:
      'Create the next schedule, replacing an unpublished one. A published next schedule is replaced only with replace: true; otherwise 409 with what would be lost (data: nights, confirmations, signups), and after replacing, the members who had confirmed are e-mailed',
    body: scheduleCreateSchema,
    errors: [409],
    handler: (ctx, { body }) => createNextSchedule(ctx, body),
    answer: {
      kind: 'envelope',
      data: scheduleCreateResultSchema,
      status: 201,
      message: (result, locale) =>
        result.replaced
          ? scheduleReplaceMessages(locale).replaced(result.replaced.schedule_name, result.replaced.members)
          : '',
    },
  }),
  addDates: defineRoute({
    method: 'post',
    path: '/schedules/next/add-dates',
    tag: 'Schedules',
    access: 'admin',
    action: 'add dates',
    summary: 'Add club nights to the next schedule',
    body: addDatesSchema,
    errors: [409],
    handler: (ctx, { body }) => addDatesToNextSchedule(ctx, body),
    answer: {
      kind: 'envelope',
      data: addDatesResultSchema,
      status: 201,
      also: { status: 200, description: 'None of the dates was new: nothing added' },
      // API.md: 201 when nights were created, 200 when every date was already there.
      statusOf: (result) => (result.added_count > 0 ? 201 : 200),
    },
  }),
  autoFill: defineRoute({
    method: 'post',
    path: '/schedules/next/auto-fill',
    tag: 'Schedules',
    access: 'admin',
    action: 'fill schedules',
    summary: 'Propose (or apply) squareheads for the empty slots of the next schedule',
    body: autoFillInputSchema,
    bodyMayBeEmpty: true,
    errors: [409],
    answer: { kind: 'envelope', data: autoFillResultSchema },
    handler: (ctx, { body }) => autoFillNextSchedule(ctx, body.apply),
  }),
  fairness: defineRoute({
    method: 'get',
    path: '/schedules/fairness',
    tag: 'Schedules',
    access: 'admin',
    action: 'see the rota report',
    summary:
      'Per assignable member: nights on record (auto-fill’s count), on the current and next schedule, served in the last 12 months, the last night served, swaps given and taken, and upcoming nights they cannot serve',
    answer: { kind: 'envelope', data: fairnessReportSchema },
    handler: (ctx) => getFairnessReport(ctx.db),
  }),
  updateAssignment: defineRoute({
    method: 'put',
    path: '/schedules/assignments/{id}',
    numericId: true,
    tag: 'Schedules',
    access: 'admin',
    action: 'edit assignments',
    summary: 'Change one night’s squareheads and notes; a field left out keeps its value, null clears it',
    params: idParamsSchema,
    body: assignmentPatchSchema,
    errors: [404],
    answer: { kind: 'envelope', data: assignmentSchema },
    handler: (ctx, { params, body }) => updateAssignment(ctx, params.id, body),
  }),
  deleteAssignment: defineRoute({
    method: 'delete',
    path: '/schedules/assignments/{id}',
    numericId: true,
    tag: 'Schedules',
    access: 'admin',
    action: 'delete assignments',
    summary: 'Delete one night',
    params: idParamsSchema,
    errors: [404],
    answer: { kind: 'envelope', data: assignmentDeletedSchema },
    handler: (ctx, { params }) => deleteAssignment(ctx, params.id),
  }),
  promote: defineRoute({
    method: 'post',
    path: '/schedules/promote',
    tag: 'Schedules',
    access: 'admin',
    action: 'promote schedules',
    summary: 'Make the next schedule the current one',
    errors: [409],
    answer: { kind: 'envelope', data: scheduleViewSchema },
    handler: (ctx) => promoteNextSchedule(ctx),
  }),
};
