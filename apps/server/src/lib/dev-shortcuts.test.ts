import { describe, expect, it } from 'vitest';
import { allowsDevShortcuts, describeDevShortcuts } from './dev-shortcuts.js';

const development = { isProduction: false, environment: 'development' as const, port: 8000 };
const local = (headers: Record<string, string>, socketAddress: string | undefined = '127.0.0.1') => ({
  socketAddress,
  headers,
});

describe('allowsDevShortcuts', () => {
  it('allows a direct request from this computer to a loopback name, with or without a port', () => {
    for (const host of [
      'localhost',
      'localhost:5181',
      'LocalHost:8000',
      '127.0.0.1',
      '127.0.0.1:8000',
      '[::1]',
      '[::1]:8000',
    ]) {
      expect(allowsDevShortcuts(development, local({ host })), host).toBe(true);
    }
    expect(allowsDevShortcuts(development, local({ host: 'localhost' }, '::1'))).toBe(true);
  });

  it('refuses other names, malformed hosts and a missing Host', () => {
    for (const host of [
      'club.example.org',
      'localhost.example.org',
      'localhost:',
      'localhost:80:80',
      '127.0.0.2',
      '::1',
      '[::1',
      'localhost:8000@evil',
      '',
      ' ',
    ]) {
      expect(allowsDevShortcuts(development, local({ host })), host).toBe(false);
    }
    expect(allowsDevShortcuts(development, local({}))).toBe(false);
  });

  it('refuses any forwarding header, whatever its value', () => {
    for (const name of [
      'forwarded',
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
      'x-forwarded-port',
      'x-forwarded-anything',
      'x-real-ip',
    ]) {
      expect(allowsDevShortcuts(development, local({ host: 'localhost', [name]: '' })), name).toBe(false);
    }
  });

  it('refuses a peer that is not loopback or not known', () => {
    for (const peer of ['192.168.1.20', '::ffff:10.0.0.1', '2001:db8::1', undefined]) {
      expect(
        allowsDevShortcuts(development, { socketAddress: peer, headers: { host: 'localhost' } }),
        String(peer),
      ).toBe(false);
    }
  });

  it('is off in production and in preview', () => {
    expect(allowsDevShortcuts({ isProduction: true, environment: 'production' }, local({ host: 'localhost' }))).toBe(
      false,
    );
    expect(allowsDevShortcuts({ isProduction: false, environment: 'preview' }, local({ host: 'localhost' }))).toBe(
      false,
    );
  });
});

describe('describeDevShortcuts', () => {
  it('says in one line whether the shortcuts are on', () => {
    expect(describeDevShortcuts(development)).toMatch(/^ {2}Development shortcuts are ON .*http:\/\/localhost:8000/);
    expect(describeDevShortcuts({ isProduction: true, environment: 'production', port: 8000 })).toBe(
      '  Development shortcuts are off (production mode).',
    );
    expect(describeDevShortcuts({ isProduction: false, environment: 'preview', port: 8000 })).toBe(
      '  Development shortcuts are off (preview mode).',
    );
  });
});
