// Installed first: the readable fallback messages of every schema below.
import './zod-messages.js';
export * from './constants.js';
export * from './messages.js';
export * from './schemas/common.js';
export * from './schemas/member.js';
export * from './schemas/auth.js';
export * from './schemas/status.js';
export * from './schemas/settings.js';
export * from './schemas/schedule.js';
export * from './utils/schedule-clipboard.js';
export * from './utils/clear-schedule-message.js';
export * from './schemas/email.js';
export * from './schemas/maintenance.js';
export * from './utils/email-template.js';
export * from './schemas/geocode.js';
export * from './utils/marker-spiral.js';
export * from './schemas/api-token.js';
