export * from './constants.js';
export * from './messages.js';
export * from './schemas/common.js';
export * from './schemas/member.js';
export * from './schemas/auth.js';
export * from './schemas/status.js';
export * from './schemas/settings.js';
