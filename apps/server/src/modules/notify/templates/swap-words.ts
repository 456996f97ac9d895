import { formatDanceDate, type Locale } from '@club/shared';

/** How a swap e-mail names a night, in the recipient's language, and the requester (decision 029). */
export const night = (date: string, locale: Locale) => formatDanceDate(date, locale);
export const firstName = (name: string) => name.split(' ')[0] ?? name;
