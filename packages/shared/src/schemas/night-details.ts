import { z } from 'zod';
import { NIGHT_MESSAGES } from '../messages.js';

/** Issue 19: what a dance night is danced to; null when the club did not say. */
export const DANCE_PROGRAMS = [
  'Basic',
  'Mainstream',
  'Plus',
  'A1',
  'A2',
  'C1',
  'Rounds',
  'Contra',
  'Class',
  'Other',
] as const;
export const danceProgramSchema = z.enum(DANCE_PROGRAMS);
export type DanceProgram = z.infer<typeof danceProgramSchema>;

/** Issue 19: who is told when a night is cancelled: its squareheads, or every member with an e-mail address. */
export const CANCEL_NOTIFY = ['squareheads', 'members'] as const;
export type CancelNotify = (typeof CANCEL_NOTIFY)[number];

/** Issue 19 details of one night as the API answers them; a null time means the club's own times apply. */
export const nightDetailsSchema = z.object({
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  caller: z.string().nullable(),
  cuer: z.string().nullable(),
  program: danceProgramSchema.nullable(),
  theme: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type NightDetails = z.infer<typeof nightDetailsSchema>;

// An empty field clears the detail, as an empty notes field does.
const emptyToNull = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;
// A name on one line: a line break would become a line of its own in a calendar feed or an e-mail subject.
const ONE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;
const oneLine = (max: number, label: string) =>
  z.preprocess(
    emptyToNull,
    z
      .string()
      .max(max, NIGHT_MESSAGES.tooLong(label, max))
      .regex(ONE_LINE, NIGHT_MESSAGES.oneLine(label))
      .nullable()
      .optional(),
  );
const clockTime = (label: string) =>
  z.preprocess(
    emptyToNull,
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, NIGHT_MESSAGES.clockTime(label))
      .nullable()
      .optional(),
  );

/** Issue 19: the details the assignment editor (and a REST client) may change; a field left out keeps its value. */
export const nightDetailsUpdateSchema = z.object({
  start_time: clockTime('Start time'),
  end_time: clockTime('End time'),
  caller: oneLine(100, 'Caller'),
  cuer: oneLine(100, 'Cuer'),
  program: z.preprocess((value) => (value === '' ? null : value), danceProgramSchema.nullable().optional()),
  theme: oneLine(200, 'Theme'),
});

/** POST /schedules/assignments/{id}/cancel. */
export const cancelNightSchema = z.object({
  reason: z
    .string({ error: NIGHT_MESSAGES.reasonRequired })
    .trim()
    .min(1, NIGHT_MESSAGES.reasonRequired)
    .max(200, NIGHT_MESSAGES.tooLong('The reason', 200))
    .regex(ONE_LINE, NIGHT_MESSAGES.oneLine('The reason')),
  notify: z.enum(CANCEL_NOTIFY, { error: NIGHT_MESSAGES.notifyRequired }),
});
export type CancelNightInput = z.input<typeof cancelNightSchema>;

/**
 * POST /schedules/assignments/{id}/uncancel: whom to tell that the night is on again. Without a body nobody is
 * e-mailed, as before this choice existed (scripts rely on it).
 */
export const RESTORE_NOTIFY = [...CANCEL_NOTIFY, 'nobody'] as const;
export type RestoreNotify = (typeof RESTORE_NOTIFY)[number];
export const uncancelNightSchema = z.object({
  notify: z.enum(RESTORE_NOTIFY, { error: NIGHT_MESSAGES.restoreNotifyInvalid }).default('nobody'),
});
export type UncancelNightInput = z.input<typeof uncancelNightSchema>;
