import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const STRONG_SECRET = 'q8Xv2Lr9Tz4Wm7Kp1Nd6Hs3Fb0Jc5Ga8Ye2Ru';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      environment: 'development',
      isProduction: false,
      port: 8000,
      host: '127.0.0.1',
      basePath: '',
      databaseUrl: undefined,
      embeddedPgPort: 54329,
      mainAdminEmail: 'admin@example.org',
      publicUrl: 'http://localhost:8000',
      corsOrigins: [],
      trustProxy: false,
      loginLinksPerIp: 30,
      loginLinksPerAddress: 5,
    });
  });

  it('takes the per-IP sign-in link limit from LOGIN_LINKS_PER_IP and refuses a limit below 1', () => {
    expect(loadConfig({ LOGIN_LINKS_PER_IP: '300' }).loginLinksPerIp).toBe(300);
    expect(() => loadConfig({ LOGIN_LINKS_PER_IP: '0' })).toThrow(ConfigError);
  });

  it('takes the per-address sign-in link limit from LOGIN_LINKS_PER_ADDRESS and refuses a limit below 1', () => {
    expect(loadConfig({ LOGIN_LINKS_PER_ADDRESS: '50' }).loginLinksPerAddress).toBe(50);
    expect(() => loadConfig({ LOGIN_LINKS_PER_ADDRESS: '0' })).toThrow(ConfigError);
  });

  it("reads TRUST_PROXY as no proxy, a hop count (true being one) or the proxies' addresses, and names a bad value", () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1,', 'proxy.example.org', '-1', '1.5']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be false, true \(one proxy\), a number of proxies/,
      );
    }
  });

  it('takes the map tiles and geocoders from the environment, "none" meaning a map without tiles', () => {
    expect(loadConfig({})).toMatchObject({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: expect.stringContaining('OpenStreetMap'),
      geocoderUrl: 'https://nominatim.openstreetmap.org',
      googleGeocoderUrl: 'https://maps.googleapis.com',
    });
    expect(loadConfig({ MAP_TILE_URL: 'none' })).toMatchObject({ mapTileUrl: '' });
    expect(
      loadConfig({ MAP_TILE_URL: 'http://tiles.lan/{z}/{x}/{y}.png', GEOCODER_URL: 'http://127.0.0.1:9/' }),
    ).toMatchObject({
      mapTileUrl: 'http://tiles.lan/{z}/{x}/{y}.png',
      mapTileAttribution: '',
      geocoderUrl: 'http://127.0.0.1:9',
    });
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required[\s\S]*PUBLIC_URL: required/);
    for (const weak of [
      's'.repeat(32),
      'change-me-change-me-change-me-change-me',
      'example-example-example-example-1234',
    ]) {
      expect(() =>
        loadConfig({ NODE_ENV: 'production', SESSION_SECRET: weak, PUBLIC_URL: 'https://club.example.org' }),
      ).toThrow(/too easy to guess/);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: STRONG_SECRET })).toThrow(/PUBLIC_URL: required/);
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: STRONG_SECRET,
      PUBLIC_URL: 'https://club.example.org',
    });
    expect(config).toMatchObject({ environment: 'production', host: '0.0.0.0' });
  });

  it('reads preview from APP_ENV and tidies the base path and public URL', () => {
    const config = loadConfig({ APP_ENV: 'preview', BASE_PATH: '/club/', PUBLIC_URL: 'https://example.org/club/' });
    expect(config).toMatchObject({ environment: 'preview', basePath: '/club', publicUrl: 'https://example.org/club' });
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', MAIN_ADMIN_EMAIL: 'nobody', BASE_PATH: 'club' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('MAIN_ADMIN_EMAIL');
      expect(message).toContain('BASE_PATH');
    }
  });
});
