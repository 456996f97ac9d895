import {
  GEOCODE_MESSAGES,
  geocodeProgressSchema,
  geocodeStartSchema,
  householdSchema,
  idParamsSchema,
  importResultSchema,
  memberCreateSchema,
  memberDeletedSchema,
  memberListQuerySchema,
  memberListSchema,
  type MemberList,
  type MemberPage,
  memberSchema,
  memberUpdateSchema,
} from '@club/shared';
import { defineRoute, StreamedData } from '../../rest/route.js';
import { getGeocodeProgress, restartGeocodeRun, startGeocodeAll } from '../geocoding/geocoding.service.js';
import { importMembers } from './import/import-members.service.js';
import { getAllSettings } from '../settings/settings.service.js';
import { exportFileName, membersToCsv } from './members-csv.js';
import {
  createMember,
  deleteMember,
  getMember,
  getMyHousehold,
  listAssignableMembers,
  listMemberPage,
  listMembers,
  streamMemberListJson,
  updateMember,
  wantsPage,
} from './users.service.js';

export const usersRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/users',
    tag: 'Users',
    access: 'signed_in',
    summary:
      'The roster, filtered and sorted; with `page` and/or `per_page` (at most 200) one page plus `total` and the ' +
      'footer `counts`, without them every member (streamed)',
    query: memberListQuerySchema,
    // 429: one member's whole-roster reads run one at a time, two more may wait (issue 26).
    errors: [429],
    answer: { kind: 'envelope', data: memberListSchema },
    // Scripts read the whole roster without paging (API.md); it is streamed from a cursor, never held whole.
    handler: async (ctx, { query }): Promise<MemberPage | StreamedData<MemberList>> =>
      wantsPage(query) ? listMemberPage(ctx, query) : new StreamedData(streamMemberListJson(ctx, query)),
  }),
  assignable: defineRoute({
    method: 'get',
    path: '/users/assignable',
    tag: 'Users',
    access: 'signed_in',
    summary: 'Members who can be assigned as squareheads',
    answer: { kind: 'envelope', data: memberListSchema },
    handler: (ctx) => listAssignableMembers(ctx),
  }),
  geocodeAll: defineRoute({
    method: 'post',
    path: '/users/geocode-all',
    tag: 'Users',
    access: 'admin',
    action: 'geocode addresses',
    summary: 'Start geocoding every address without coordinates, in the background',
    handler: (ctx) => startGeocodeAll(ctx),
    answer: { kind: 'envelope', data: geocodeStartSchema, message: (started) => started.message },
  }),
  geocodeRestart: defineRoute({
    method: 'post',
    path: '/users/geocode-restart',
    tag: 'Users',
    access: 'admin',
    action: 'geocode addresses',
    summary: 'Restart a geocoding run that has made no progress for 2 minutes, where it stopped (409 otherwise)',
    handler: (ctx) => restartGeocodeRun(ctx),
    answer: { kind: 'envelope', data: geocodeProgressSchema, message: GEOCODE_MESSAGES.restarted },
  }),
  geocodeProgress: defineRoute({
    method: 'get',
    path: '/users/geocode-progress',
    tag: 'Users',
    access: 'signed_in',
    summary: 'How far “Geocode All Addresses” has got',
    answer: { kind: 'envelope', data: geocodeProgressSchema },
    handler: (ctx) => getGeocodeProgress(ctx),
  }),
  exportCsv: defineRoute({
    method: 'get',
    path: '/users/export/csv',
    tag: 'Users',
    access: 'signed_in',
    summary: 'The roster as a CSV file',
    errors: [429],
    answer: {
      kind: 'file',
      contentType: 'text/csv',
      description: 'Content-Disposition: attachment; filename="members-export-YYYY-MM-DD.csv"',
    },
    handler: async (ctx) => ({
      body: membersToCsv((await listMembers(ctx, memberListQuerySchema.parse({}))).users, ctx.locale),
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName((await getAllSettings(ctx.db, ['system_timezone'])).system_timezone)}"`,
        'Cache-Control': 'no-store',
      },
    }),
  }),
  import: defineRoute({
    method: 'post',
    path: '/users/import',
    tag: 'Users',
    access: 'admin',
    action: 'import members',
    summary: 'Import members from a CSV file',
    body: { multipartField: 'file', description: 'The CSV roster' },
    errors: [400, 409, 413],
    answer: { kind: 'envelope', data: importResultSchema },
    handler: (ctx, { file }) => importMembers(ctx, { name: file.name, content: file.bytes.toString('utf8') }),
  }),
  myHousehold: defineRoute({
    method: 'get',
    path: '/users/me/household',
    tag: 'Users',
    access: 'signed_in',
    summary:
      "The caller's household: their partner and the members who share their e-mail address, with each one's " +
      'address (`household_ids` of PUT /users/{id} may name them to pass on a new address)',
    answer: { kind: 'envelope', data: householdSchema },
    handler: (ctx) => getMyHousehold(ctx),
  }),
  get: defineRoute({
    method: 'get',
    path: '/users/{id}',
    numericId: true,
    tag: 'Users',
    access: 'signed_in',
    summary: 'One member',
    params: idParamsSchema,
    errors: [404],
    answer: { kind: 'envelope', data: memberSchema },
    handler: (ctx, { params }) => getMember(ctx, params.id),
  }),
  create: defineRoute({
    method: 'post',
    path: '/users',
    tag: 'Users',
    access: 'admin',
    action: 'add members',
    summary: 'Add a member',
    body: memberCreateSchema,
    errors: [409],
    answer: { kind: 'envelope', data: memberSchema, status: 201 },
    handler: (ctx, { body }) => createMember(ctx, body),
  }),
  update: defineRoute({
    method: 'put',
    path: '/users/{id}',
    numericId: true,
    tag: 'Users',
    access: 'signed_in',
    accessNote:
      'admins, or the member themself (own contact fields only); `household_ids` only names members of the ' +
      "edited member's household",
    summary:
      'Change a member; only the fields sent change. With `address`, `household_ids` gives the same address to ' +
      'those members of the household (partner, shared e-mail address) in the same change',
    params: idParamsSchema,
    body: memberUpdateSchema,
    errors: [403, 404, 409],
    answer: { kind: 'envelope', data: memberSchema },
    handler: (ctx, { params, body }) => updateMember(ctx, params.id, body),
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/users/{id}',
    numericId: true,
    tag: 'Users',
    access: 'admin',
    action: 'delete members',
    summary: 'Delete a member (never the main administrator, nor oneself)',
    params: idParamsSchema,
    errors: [404],
    answer: { kind: 'envelope', data: memberDeletedSchema },
    handler: (ctx, { params }) => deleteMember(ctx, params.id),
  }),
};
