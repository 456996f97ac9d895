import type { CalendarFeed } from '../schemas/calendar.js';

/**
 * Issue 26: the ways "Add to calendar" offers to take a private feed, each a plain link. Google and Outlook have no
 * app link for a subscription, only their web pages that add a calendar by URL; they fetch the feed from their own
 * servers, so the feed must be reachable from the internet for them. The download is the same feed URL asking for
 * an attachment, so it needs no credential beyond the one the member already holds.
 */
export type CalendarLinks = {
  google: string;
  apple: string;
  outlook: string;
  outlook_work: string;
  download: string;
};

export function calendarLinks(feed: Pick<CalendarFeed, 'url' | 'webcal_url' | 'name'>): CalendarLinks {
  const outlook = (host: string) =>
    `https://${host}/calendar/0/addfromweb?url=${encodeURIComponent(feed.url)}&name=${encodeURIComponent(feed.name)}`;
  return {
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed.webcal_url)}`,
    apple: feed.webcal_url,
    outlook: outlook('outlook.live.com'),
    outlook_work: outlook('outlook.office.com'),
    download: `${feed.url}?download=1`,
  };
}
