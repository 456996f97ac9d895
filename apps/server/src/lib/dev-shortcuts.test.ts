import { describe, expect, it } from 'vitest';
import { allowsDevShortcuts, describeDevShortcuts, resolveDevShortcutKey } from './dev-shortcuts.js';

const KEY = 'per-start-key-0123456789';
const development = {
  isProduction: false,
  environment: 'development' as const,
  devShortcutKey: KEY,
  publicUrl: 'http://localhost:5181',
};
const local = (headers: Record<string, string>, socketAddress: string | undefined = '127.0.0.1') => ({
  socketAddress,
  headers: { 'x-dev-key': KEY, ...headers },
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
        allowsDevShortcuts(development, { socketAddress: peer, headers: { host: 'localhost', 'x-dev-key': KEY } }),
        String(peer),
      ).toBe(false);
    }
  });

  it('is off in production and in preview', () => {
    for (const environment of ['production', 'preview'] as const) {
      const config = { isProduction: environment === 'production', environment, devShortcutKey: KEY };
      expect(allowsDevShortcuts(config, local({ host: 'localhost' })), environment).toBe(false);
    }
  });

  it("refuses a request without this start's key, as a TCP tunnel to the port sends it (issue 26)", () => {
    const tunnelled = { socketAddress: '127.0.0.1', headers: { host: 'localhost:8000' } };
    expect(allowsDevShortcuts(development, tunnelled)).toBe(false);
    for (const key of ['', 'per-start-key-012345678', `${KEY}0`, 'PER-START-KEY-0123456789']) {
      expect(allowsDevShortcuts(development, local({ host: 'localhost', 'x-dev-key': key })), key).toBe(false);
    }
    expect(allowsDevShortcuts({ ...development, devShortcutKey: undefined }, local({ host: 'localhost' }))).toBe(false);
    expect(allowsDevShortcuts(development, local({ host: 'localhost' }))).toBe(true);
  });
});

describe('resolveDevShortcutKey', () => {
  it('keeps the key DEV_SHORTCUT_KEY gives, makes a new one at each start otherwise, and none outside development', () => {
    expect(resolveDevShortcutKey(development)).toBe(KEY);
    const made = [1, 2].map(() => resolveDevShortcutKey({ ...development, devShortcutKey: undefined }));
    expect(made[0]).toMatch(/^[\w-]{32}$/);
    expect(made[1]).not.toBe(made[0]);
    expect(
      resolveDevShortcutKey({ isProduction: true, environment: 'production', devShortcutKey: KEY }),
    ).toBeUndefined();
    expect(resolveDevShortcutKey({ isProduction: false, environment: 'preview', devShortcutKey: KEY })).toBeUndefined();
  });
});

describe('describeDevShortcuts', () => {
  it('gives the link that carries the key when the shortcuts are on, and one line when they are off', () => {
    expect(describeDevShortcuts(development)).toMatchObject({
      before: expect.stringMatching(/^Development shortcuts are ON /),
      link: `http://localhost:5181/?dev_key=${KEY}`,
    });
    const off = { devShortcutKey: undefined, publicUrl: 'http://localhost:8000' };
    expect(describeDevShortcuts({ ...off, isProduction: true, environment: 'production' })).toEqual({
      line: 'Development shortcuts are off (production mode).',
    });
    expect(describeDevShortcuts({ ...off, isProduction: false, environment: 'preview' })).toEqual({
      line: 'Development shortcuts are off (preview mode).',
    });
  });
});
