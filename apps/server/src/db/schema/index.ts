export * from './enums.js';
export * from './members.js';
export * from './schedules.js';
export * from './settings.js';
export * from './auth.js';
export * from './logs.js';
export * from './geocoding.js';
export * from './availability.js';
