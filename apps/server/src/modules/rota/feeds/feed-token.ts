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

/** The feed id a token names, or null when it cannot be a token at all (then nothing is looked up). */
export function parseFeedToken(token: string): { feedId: number; mac: Buffer } | null {
  const [, feedId, mac] = /^(\d{1,9})-([\w-]{43})$/.exec(token) ?? [];
  return feedId && mac ? { feedId: Number(feedId), mac: Buffer.from(mac, 'base64url') } : null;
}

export function isFeedTokenValid(config: AppConfig, mac: Buffer, feedId: number, nonce: string): boolean {
  const expected = signature(config, feedId, nonce);
  return mac.length === expected.length && timingSafeEqual(mac, expected);
}

/** The https URL to copy, and the webcal:// one that phones and desktop calendars open as a subscription. */
export function feedUrls(config: AppConfig, token: string): { url: string; webcal_url: string } {
  const url = `${config.publicUrl}/api/ical/${token}.ics`;
  return { url, webcal_url: url.replace(/^https?:\/\//, 'webcal://') };
}
