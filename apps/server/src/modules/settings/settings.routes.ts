import { z } from 'zod';
import {
  adminSettingsSchema,
  logoUploadResultSchema,
  publicSettingsSchema,
  settingKeyParamsSchema,
  settingsWriteSchema,
  settingValueInputSchema,
  settingValueSchema,
} from '@club/shared';
import { defineRoute } from '../../rest/route.js';
import { prepareClubLogo } from './club-logo.js';
import { getSetting, getSettingsFor, updateSetting, updateSettings } from './settings.service.js';

const CHANGE_SETTINGS = 'change settings';

export const settingsRoutes = {
  get: defineRoute({
    method: 'get',
    path: '/settings',
    tag: 'Settings',
    access: 'signed_in',
    accessNote: 'members get only the public keys; secrets are never returned',
    summary: 'The club settings',
    answer: { kind: 'envelope', data: z.union([adminSettingsSchema, publicSettingsSchema]) },
    handler: (ctx) => getSettingsFor(ctx),
  }),
  getOne: defineRoute({
    method: 'get',
    path: '/settings/{key}',
    tag: 'Settings',
    access: 'signed_in',
    accessNote: 'admin-only keys need an admin; secret keys: never',
    summary: 'One setting',
    params: settingKeyParamsSchema,
    errors: [403, 404],
    answer: { kind: 'envelope', data: settingValueSchema },
    handler: (ctx, { params }) => getSetting(ctx, params.key),
  }),
  update: defineRoute({
    method: 'put',
    path: '/settings',
    tag: 'Settings',
    access: 'admin',
    action: CHANGE_SETTINGS,
    summary:
      'Change settings, all or nothing: any invalid key and nothing is saved. Takes a partial map or the whole map read back: ' +
      'a secret sent as "" or left out is kept and removed only by null; null for the logo means no logo; the coordinates and *_set flags are not written',
    body: settingsWriteSchema,
    answer: { kind: 'envelope', data: adminSettingsSchema, message: 'Settings saved successfully' },
    handler: (ctx, { body }) => updateSettings(ctx, body),
  }),
  updateOne: defineRoute({
    method: 'put',
    path: '/settings/{key}',
    tag: 'Settings',
    access: 'admin',
    action: CHANGE_SETTINGS,
    summary: 'Change one setting',
    params: settingKeyParamsSchema,
    body: settingValueInputSchema,
    errors: [404],
    answer: { kind: 'envelope', data: settingValueSchema },
    handler: (ctx, { params, body }) => updateSetting(ctx, params.key, body.value),
  }),
  uploadLogo: defineRoute({
    method: 'post',
    path: '/settings/upload-logo',
    tag: 'Settings',
    access: 'admin',
    action: CHANGE_SETTINGS,
    summary: 'Upload the club logo (PNG or JPEG, stored as 128×128)',
    body: { multipartField: 'logo', description: 'The logo image' },
    errors: [400, 413],
    answer: { kind: 'envelope', data: logoUploadResultSchema },
    handler: (_ctx, { file }) => prepareClubLogo(file),
  }),
};
