import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../test/harness.js';

// Issue 14 item 5: behind a proxy, the per-IP sign-in limit counts the address the last trusted proxy saw, never the
// leftmost X-Forwarded-For entry, which the client writes itself.
const PER_IP = 3;
const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.9';

let nextProbe = 0;
const sendLink = (app: TestApp['app'], forwardedFor: string, remoteAddress = PROXY) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/send-login-link',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `probe${nextProbe++}@example.org` },
    remoteAddress,
  });

/** One request more than the limit, each with a different forged address in front of what the proxy appended. */
async function spoofedStatuses(app: TestApp['app'], realClient: string, proxies: string[] = []) {
  const statuses: number[] = [];
  for (let i = 0; i <= PER_IP; i += 1) {
    statuses.push((await sendLink(app, [`198.51.100.${i + 1}`, realClient, ...proxies].join(', '))).statusCode);
  }
  return statuses;
}

describe.each([
  { TRUST_PROXY: 'true', proxies: [] },
  { TRUST_PROXY: '1', proxies: [] },
  { TRUST_PROXY: '2', proxies: ['10.1.2.3'] },
  { TRUST_PROXY: '10.0.0.0/8,127.0.0.1', proxies: ['10.1.2.3'] },
])('TRUST_PROXY=$TRUST_PROXY', ({ TRUST_PROXY, proxies }) => {
  const t = useTestApp({ env: { TRUST_PROXY, LOGIN_LINKS_PER_IP: String(PER_IP) } });

  it('limits the real client however it forges the leftmost X-Forwarded-For, and not the next client', async () => {
    expect(await spoofedStatuses(t.app, CLIENT, proxies)).toEqual([200, 200, 200, 429]);
    expect((await sendLink(t.app, ['198.51.100.1', '203.0.113.10', ...proxies].join(', '))).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY with the proxies named', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '10.0.0.0/8', LOGIN_LINKS_PER_IP: String(PER_IP) } });

  it('ignores X-Forwarded-For from a peer that is not one of them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= PER_IP; i += 1)
      statuses.push((await sendLink(t.app, `198.51.100.${i + 1}`, CLIENT)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
