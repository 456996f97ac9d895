import { formatDanceDate } from '../../../lib/calendar.js';

/** How a swap e-mail names a night and the requester (decision 029). */
export const night = (date: string) => formatDanceDate(date);
export const firstName = (name: string) => name.split(' ')[0] ?? name;
