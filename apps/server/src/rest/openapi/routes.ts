import { z } from 'zod';
import {
  acceptSwapInputSchema,
  acceptSwapLinkInputSchema,
  adminSwapRequestSchema,
  addDatesResultSchema,
  approveSwapInputSchema,
  createSwapRequestInputSchema,
  mySwapsSchema,
  swapAcceptResultSchema,
  swapCandidateSchema,
  swapCreatedSchema,
  swapLinkResultSchema,
  swapListInputSchema,
  swapRequestSchema,
  addDatesSchema,
  adminSettingsSchema,
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListSchema,
  apiTokenRevokedSchema,
  assignmentDeletedSchema,
  assignmentSchema,
  assignmentPatchSchema,
  availabilityResultSchema,
  auditListSchema,
  auditQuerySchema,
  autoFillInputSchema,
  autoFillResultSchema,
  backupFileNameSchema,
  backupInfoSchema,
  backupListSchema,
  calendarFeedKindInputSchema,
  calendarFeedSchema,
  clearImportLogsResultSchema,
  clearMembersResultSchema,
  clearScheduleResultSchema,
  dbTestSchema,
  geocodeProgressSchema,
  geocodeStartSchema,
  healthSchema,
  idParamsSchema,
  importLogsSchema,
  importResultSchema,
  logoUploadResultSchema,
  memberCreateSchema,
  memberDeletedSchema,
  memberListQuerySchema,
  memberListSchema,
  memberSchema,
  memberUpdateSchema,
  myCalendarFeedsSchema,
  myDutiesSchema,
  publicSettingsSchema,
  reminderFailuresSchema,
  scheduleCreateSchema,
  scheduleViewSchema,
  sendLoginLinkInputSchema,
  sendLoginLinkResultSchema,
  sendRemindersResultSchema,
  sendTestEmailInputSchema,
  sendTestEmailResultSchema,
  settingKeyParamsSchema,
  settingsWriteSchema,
  settingValueInputSchema,
  setAvailabilityInputSchema,
  settingValueSchema,
  signInResultSchema,
  statusSchema,
  testRemindersInputSchema,
  testRemindersAnswerSchema,
  testReminderEitherAnswerSchema,
  testReminderEitherInputSchema,
  testSmtpInputSchema,
  testSmtpResultSchema,
  validateTokenInputSchema,
} from '@club/shared';

/** Who may call a route (SPEC §6): anyone, any signed-in member, or admins only. */
export type Access = 'public' | 'signed_in' | 'admin';

/** What a successful call answers with. */
export type RouteAnswer =
  | { kind: 'envelope'; data: z.ZodType; status?: 200 | 201; also?: { status: 200 | 201; description: string } }
  | { kind: 'raw'; schema: z.ZodType }
  | { kind: 'file'; contentType: 'text/csv' | 'application/gzip' | 'text/calendar'; description: string };

export type RestRoute = {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI form, relative to {base}/api: /users/{id}. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** Notes on who may call it beyond the role gate, e.g. "or the member themself". */
  accessNote?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType | { multipartField: string; description: string };
  answer: RouteAnswer;
  /** Statuses beyond those the access and the inputs imply (401/403/422/500 are added by the builder). */
  errors?: number[];
};

const data = (schema: z.ZodType, status?: 201): RouteAnswer => ({ kind: 'envelope', data: schema, ...(status ? { status } : {}) });
const empty = z.object({});

/**
 * Every REST route of the server, the one table the OpenAPI document and the reference page are built from.
 * A test compares it with the routes Fastify registers and with the paths of API.md, so neither can drift.
 */
export const REST_ROUTES: RestRoute[] = [
  // API.md: raw, public, no envelope.
  { method: 'get', path: '/health', tag: 'Status', summary: 'Is the server up and its database reachable (503 "unhealthy" while it is not)', access: 'public', answer: { kind: 'raw', schema: healthSchema } },
  { method: 'get', path: '/db-test', tag: 'Status', summary: 'Can the server reach its database', access: 'public', answer: { kind: 'raw', schema: dbTestSchema } },
  { method: 'get', path: '/status', tag: 'Status', summary: 'Version, environment and database state', access: 'public', answer: { kind: 'raw', schema: statusSchema } },

  {
    method: 'post', path: '/auth/send-login-link', tag: 'Auth', access: 'public',
    summary: 'E-mail a one-time sign-in link; the same answer whether or not the address is on the roster',
    body: sendLoginLinkInputSchema, answer: data(sendLoginLinkResultSchema), errors: [429],
  },
  {
    method: 'post', path: '/auth/validate-token', tag: 'Auth', access: 'public',
    summary: 'Use a sign-in link once: answers a session token (also set as the club_session cookie)',
    body: validateTokenInputSchema, answer: data(signInResultSchema), errors: [401],
  },
  { method: 'post', path: '/auth/logout', tag: 'Auth', access: 'signed_in', summary: 'End the session the call is made with', answer: data(empty) },
  { method: 'get', path: '/auth/api-tokens', tag: 'Auth', access: 'admin', summary: 'List the API tokens of the club (never the tokens themselves)', answer: data(apiTokenListSchema) },
  {
    method: 'post', path: '/auth/api-tokens', tag: 'Auth', access: 'admin',
    summary: 'Create a named API token; the token is in this answer only and acts with its creator’s rights',
    body: apiTokenCreateSchema, answer: data(apiTokenCreatedSchema, 201),
  },
  {
    method: 'delete', path: '/auth/api-tokens/{id}', tag: 'Auth', access: 'admin', summary: 'Revoke an API token at once',
    params: idParamsSchema, answer: data(apiTokenRevokedSchema), errors: [404],
  },

  {
    method: 'get', path: '/users', tag: 'Users', access: 'signed_in', summary: 'The roster, filtered and sorted',
    query: memberListQuerySchema, answer: data(memberListSchema),
  },
  { method: 'get', path: '/users/assignable', tag: 'Users', access: 'signed_in', summary: 'Members who can be assigned as squareheads', answer: data(memberListSchema) },
  { method: 'post', path: '/users/geocode-all', tag: 'Users', access: 'admin', summary: 'Start geocoding every address without coordinates, in the background', answer: data(geocodeStartSchema) },
  { method: 'get', path: '/users/geocode-progress', tag: 'Users', access: 'signed_in', summary: 'How far “Geocode All Addresses” has got', answer: data(geocodeProgressSchema) },
  {
    method: 'get', path: '/users/export/csv', tag: 'Users', access: 'signed_in', summary: 'The roster as a CSV file',
    answer: { kind: 'file', contentType: 'text/csv', description: 'Content-Disposition: attachment; filename="members-export-YYYY-MM-DD.csv"' },
  },
  {
    method: 'post', path: '/users/import', tag: 'Users', access: 'admin', summary: 'Import members from a CSV file',
    body: { multipartField: 'file', description: 'The CSV roster' }, answer: data(importResultSchema), errors: [400, 413],
  },
  { method: 'get', path: '/users/{id}', tag: 'Users', access: 'signed_in', summary: 'One member', params: idParamsSchema, answer: data(memberSchema), errors: [404] },
  { method: 'post', path: '/users', tag: 'Users', access: 'admin', summary: 'Add a member', body: memberCreateSchema, answer: data(memberSchema, 201), errors: [409] },
  {
    method: 'put', path: '/users/{id}', tag: 'Users', access: 'signed_in', accessNote: 'admins, or the member themself (own contact fields only)',
    summary: 'Change a member; only the fields sent change', params: idParamsSchema, body: memberUpdateSchema, answer: data(memberSchema), errors: [403, 404, 409],
  },
  {
    method: 'delete', path: '/users/{id}', tag: 'Users', access: 'admin', summary: 'Delete a member (never the main administrator, nor oneself)',
    params: idParamsSchema, answer: data(memberDeletedSchema), errors: [404],
  },

  { method: 'get', path: '/schedules/current', tag: 'Schedules', access: 'signed_in', summary: 'The current schedule and its nights', answer: data(scheduleViewSchema) },
  { method: 'get', path: '/schedules/next', tag: 'Schedules', access: 'signed_in', summary: 'The next schedule and its nights', answer: data(scheduleViewSchema) },
  { method: 'post', path: '/schedules/next', tag: 'Schedules', access: 'admin', summary: 'Create the next schedule', body: scheduleCreateSchema, answer: data(scheduleViewSchema, 201), errors: [409] },
  {
    method: 'post', path: '/schedules/next/add-dates', tag: 'Schedules', access: 'admin', summary: 'Add club nights to the next schedule',
    body: addDatesSchema, answer: { kind: 'envelope', data: addDatesResultSchema, status: 201, also: { status: 200, description: 'None of the dates was new: nothing added' } }, errors: [409],
  },
  {
    method: 'post', path: '/schedules/next/auto-fill', tag: 'Schedules', access: 'admin', summary: 'Propose (or apply) squareheads for the empty slots of the next schedule',
    body: autoFillInputSchema, answer: data(autoFillResultSchema), errors: [409],
  },
  {
    method: 'put', path: '/schedules/assignments/{id}', tag: 'Schedules', access: 'admin', summary: 'Change one night’s squareheads and notes; a field left out keeps its value, null clears it',
    params: idParamsSchema, body: assignmentPatchSchema, answer: data(assignmentSchema), errors: [404],
  },
  {
    method: 'delete', path: '/schedules/assignments/{id}', tag: 'Schedules', access: 'admin', summary: 'Delete one night',
    params: idParamsSchema, answer: data(assignmentDeletedSchema), errors: [404],
  },
  {
    method: 'get', path: '/duties/me', tag: 'Duties', access: 'signed_in', accessNote: 'always the caller’s own duties',
    summary: 'The caller’s upcoming duties with who serves with them, the nights they marked unavailable and the nights they can mark',
    answer: data(myDutiesSchema),
  },
  {
    method: 'put', path: '/duties/me/availability', tag: 'Duties', access: 'signed_in', accessNote: 'only the caller’s own availability',
    summary: 'Mark a night of the current or next schedule the caller can or cannot serve (a warning if already on duty that night)',
    body: setAvailabilityInputSchema, answer: data(availabilityResultSchema),
  },
  {
    method: 'get', path: '/calendar/feeds', tag: 'Calendar', access: 'signed_in', accessNote: 'always the caller’s own feeds; the club feed for administrators only',
    summary: 'The caller’s private calendar feed URLs (null where turned off)', answer: data(myCalendarFeedsSchema),
  },
  {
    method: 'put', path: '/calendar/feeds/{kind}', tag: 'Calendar', access: 'signed_in', accessNote: 'the club feed for administrators only',
    summary: 'Create the caller’s calendar feed, or give it a new URL (the old URL stops working at once)',
    params: calendarFeedKindInputSchema, answer: data(calendarFeedSchema), errors: [403],
  },
  {
    method: 'delete', path: '/calendar/feeds/{kind}', tag: 'Calendar', access: 'signed_in', accessNote: 'only the caller’s own feed',
    summary: 'Turn the caller’s calendar feed off (its URL answers 404); answers the feeds left',
    params: calendarFeedKindInputSchema, answer: data(myCalendarFeedsSchema),
  },
  {
    method: 'get', path: '/ical/{file}', tag: 'Calendar', access: 'public', accessNote: 'the secret in the URL is the credential',
    summary: 'A private calendar feed (iCalendar, RFC 5545) for phone and desktop calendars',
    params: z.object({ file: z.string().describe('<token>.ics, as in the feed URL') }),
    answer: { kind: 'file', contentType: 'text/calendar', description: 'Content-Disposition: inline; filename="squarehead-calendar.ics"' }, errors: [404],
  },
  {
    method: 'get', path: '/swaps/mine', tag: 'Swaps', access: 'signed_in', accessNote: 'always the caller’s own requests and offers',
    summary: 'The caller’s swap requests (open and settled in the last 30 days) and the open requests they could take',
    answer: data(mySwapsSchema),
  },
  {
    method: 'post', path: '/swaps', tag: 'Swaps', access: 'signed_in', accessNote: 'only for a night the caller serves on',
    summary: 'Ask to give away or swap a night; eligible members are e-mailed a one-click accept link in waves, least served first',
    body: createSwapRequestInputSchema, answer: data(swapCreatedSchema, 201), errors: [409],
  },
  {
    method: 'post', path: '/swaps/accept-link', tag: 'Swaps', access: 'public', accessNote: 'the e-mailed token is the credential; it also signs the taker in',
    summary: 'Take a night from the e-mailed link (the first to accept wins; the others get 409)',
    body: acceptSwapLinkInputSchema, answer: data(swapLinkResultSchema), errors: [401, 409],
  },
  {
    method: 'post', path: '/swaps/{id}/accept', tag: 'Swaps', access: 'signed_in', accessNote: 'assignable members other than the requester',
    summary: 'Take an open request in the app (the first to accept wins; the others get 409)',
    params: idParamsSchema, body: acceptSwapInputSchema.omit({ id: true }), answer: data(swapAcceptResultSchema), errors: [403, 404, 409],
  },
  {
    method: 'post', path: '/swaps/{id}/cancel', tag: 'Swaps', access: 'signed_in', accessNote: 'the requester or an administrator',
    summary: 'Withdraw or cancel an open request; the members who were asked are told',
    params: idParamsSchema, answer: data(swapRequestSchema), errors: [403, 404, 409],
  },
  {
    method: 'post', path: '/swaps/{id}/decline', tag: 'Swaps', access: 'signed_in', accessNote: 'members other than the requester',
    summary: 'Say no to an open request: no later wave asks the caller and no notice tells them how it ended',
    params: idParamsSchema, answer: data(mySwapsSchema), errors: [404, 409],
  },
  {
    method: 'post', path: '/swaps/{id}/offer-all', tag: 'Swaps', access: 'admin',
    summary: 'E-mail an open request to every eligible member not asked yet, without waiting for the next wave',
    params: idParamsSchema, answer: data(swapCreatedSchema), errors: [404, 409],
  },
  {
    method: 'get', path: '/swaps', tag: 'Swaps', access: 'admin', summary: 'Open swap requests, or every request with status=all, each with who was offered it and when',
    query: swapListInputSchema, answer: data(z.array(adminSwapRequestSchema)),
  },
  {
    method: 'get', path: '/swaps/{id}/candidates', tag: 'Swaps', access: 'admin', summary: 'Who could take an open request, with the nights they could hand back',
    params: idParamsSchema, answer: data(z.array(swapCandidateSchema)), errors: [404, 409],
  },
  {
    method: 'post', path: '/swaps/{id}/approve', tag: 'Swaps', access: 'admin', summary: 'Settle an open request with a member the administrator chose',
    params: idParamsSchema, body: approveSwapInputSchema.omit({ id: true }), answer: data(swapAcceptResultSchema), errors: [404, 409],
  },
  { method: 'post', path: '/schedules/promote', tag: 'Schedules', access: 'admin', summary: 'Make the next schedule the current one', answer: data(scheduleViewSchema), errors: [409] },

  {
    method: 'get', path: '/settings', tag: 'Settings', access: 'signed_in', accessNote: 'members get only the public keys; secrets are never returned',
    summary: 'The club settings', answer: data(z.union([adminSettingsSchema, publicSettingsSchema])),
  },
  {
    method: 'get', path: '/settings/{key}', tag: 'Settings', access: 'signed_in', accessNote: 'admin-only keys need an admin; secret keys: never',
    summary: 'One setting', params: settingKeyParamsSchema, answer: data(settingValueSchema), errors: [403, 404],
  },
  {
    method: 'put', path: '/settings', tag: 'Settings', access: 'admin',
    summary: 'Change settings, all or nothing: any invalid key and nothing is saved. Takes a partial map or the whole map read back: ' +
      'a secret sent as "" or left out is kept and removed only by null; null for the logo means no logo; the coordinates and *_set flags are not written',
    body: settingsWriteSchema, answer: data(adminSettingsSchema),
  },
  {
    method: 'put', path: '/settings/{key}', tag: 'Settings', access: 'admin', summary: 'Change one setting',
    params: settingKeyParamsSchema, body: settingValueInputSchema, answer: data(settingValueSchema), errors: [404],
  },
  {
    method: 'post', path: '/settings/upload-logo', tag: 'Settings', access: 'admin', summary: 'Upload the club logo (PNG or JPEG, stored as 128×128)',
    body: { multipartField: 'logo', description: 'The logo image' }, answer: data(logoUploadResultSchema), errors: [400, 413],
  },

  {
    method: 'post', path: '/email/test-reminders', tag: 'Email', access: 'admin', summary: 'Which reminders would go out on a given day',
    body: testRemindersInputSchema, answer: data(testRemindersAnswerSchema),
  },
  {
    method: 'post', path: '/email/test-reminder', tag: 'Email', access: 'admin',
    summary: 'Routed by its body, for existing clients: {test_date} is POST /email/test-reminders, {email, template, …} is POST /email/send-test',
    body: testReminderEitherInputSchema, answer: data(testReminderEitherAnswerSchema), errors: [502],
  },
  { method: 'post', path: '/email/send-reminders', tag: 'Email', access: 'admin', summary: 'Send today’s due reminders now', answer: data(sendRemindersResultSchema) },
  { method: 'get', path: '/email/reminder-failures', tag: 'Email', access: 'admin', summary: 'Reminders that failed after their last retry', answer: data(reminderFailuresSchema) },
  {
    method: 'post', path: '/email/test-smtp', tag: 'Email', access: 'admin', summary: 'Send a test e-mail to the caller with these SMTP settings',
    body: testSmtpInputSchema, answer: data(testSmtpResultSchema), errors: [502],
  },
  {
    method: 'post', path: '/email/send-test', tag: 'Email', access: 'admin', summary: 'Send a reminder template with sample values',
    body: sendTestEmailInputSchema, answer: data(sendTestEmailResultSchema), errors: [502],
  },

  { method: 'get', path: '/maintenance/import-logs', tag: 'Maintenance', access: 'admin', summary: 'Every CSV import and its result', answer: data(importLogsSchema) },
  { method: 'post', path: '/maintenance/clear-import-logs', tag: 'Maintenance', access: 'admin', summary: 'Delete the import logs', answer: data(clearImportLogsResultSchema) },
  {
    method: 'post', path: '/maintenance/clear-members', tag: 'Maintenance', access: 'admin', summary: 'Delete every member but the main administrator and the caller',
    answer: data(clearMembersResultSchema),
  },
  {
    method: 'get', path: '/maintenance/direct-clear-members', tag: 'Maintenance', access: 'admin', accessNote: 'bearer token only, never the cookie',
    summary: 'As POST /maintenance/clear-members; kept for old clients', answer: data(clearMembersResultSchema),
  },
  ...(['next', 'current'] as const).map((type): RestRoute => ({
    method: 'post', path: `/maintenance/clear-${type}-schedule`, tag: 'Maintenance', access: 'admin', summary: `Delete the ${type} schedule and its nights`,
    answer: data(clearScheduleResultSchema),
  })),
  {
    method: 'get', path: '/maintenance/audit-log', tag: 'Maintenance', access: 'admin',
    summary: 'Who changed what and when, newest first, filtered and a page at a time', query: auditQuerySchema, answer: data(auditListSchema),
  },
  { method: 'get', path: '/maintenance/backups', tag: 'Maintenance', access: 'admin', summary: 'The backups on the server', answer: data(backupListSchema) },
  { method: 'post', path: '/maintenance/backups', tag: 'Maintenance', access: 'admin', summary: 'Back up the database now', answer: data(backupInfoSchema, 201) },
  {
    method: 'get', path: '/maintenance/backups/{file_name}', tag: 'Maintenance', access: 'admin', summary: 'Download one backup',
    params: z.object({ file_name: backupFileNameSchema }),
    answer: { kind: 'file', contentType: 'application/gzip', description: 'The backup as gzipped JSON' }, errors: [404],
  },
];
