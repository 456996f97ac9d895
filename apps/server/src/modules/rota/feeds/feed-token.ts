import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../../config.js';

/** 32 random bytes as base64url: the 43 characters the calendar_feeds.nonce column holds. */
export const newFeedNonce = (): string => randomBytes(32).toString('base64url');

function secretOf(config: AppConfig): string {
  if (!config.sessionSecret) throw new Error('The session secret has not been resolved');
  return config.sessionSecret;
}

function signature(config: AppConfig, feedId: number, nonce: string): Buffer {
  return createHmac('sha256', secretOf(config)).update(`calendar-feed:${feedId}:${nonce}`).digest();
}

/**
 * The secret part of a feed URL. Only the nonce is stored, so a copied database alone cannot rebuild anyone's URL,
 * and a new nonce (reset) or a deleted row (revoke) ends the old URL at once.
 */
export const feedToken = (config: AppConfig, feedId: number, nonce: string): string =>
  `${feedId}-${signature(config, feedId, nonce).toString('base64url')}`;

/**
 * The feed id a token names, or null when it cannot be a token at all (then nothing is looked up). The 43rd
 * character carries two bits the decoder drops, so only the one spelling the server issued is accepted: otherwise
 * four different URLs would open the same feed.
 */
export function parseFeedToken(token: string): { feedId: number; mac: Buffer } | null {
  const [, feedId, text] = /^(\d{1,9})-([\w-]{43})$/.exec(token) ?? [];
  if (!feedId || !text) return null;
  const mac = Buffer.from(text, 'base64url');
  return mac.toString('base64url') === text ? { feedId: Number(feedId), mac } : null;
}

export function isFeedTokenValid(config: AppConfig, mac: Buffer, feedId: number, nonce: string): boolean {
  const expected = signature(config, feedId, nonce);
  return mac.length === expected.length && timingSafeEqual(mac, expected);
}

/**
 * The https URL to copy, at the club's address, and the webcal:// one that phones and desktop calendars open as a
 * subscription.
 */
export function feedUrls(clubUrl: string, token: string): { url: string; webcal_url: string } {
  const url = `${clubUrl}/api/ical/${token}.ics`;
  return { url, webcal_url: url.replace(/^https?:\/\//, 'webcal://') };
}
