import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { parseTrustProxy, type TrustProxy } from '../config.ts';

describe('TRUST_PROXY', () => {
  it('is off, a hop count, or a list of addresses and CIDR ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it('never means "trust everyone"', () => {
    for (const value of ['true', 'yes', '*', 'nginx', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/2']) {
      expect(() => parseTrustProxy(value), value).toThrow(
        /^TRUST_PROXY must be a number of proxies \(e\.g\. 1\) or their addresses and CIDR ranges/,
      );
    }
  });
});

describe.each<[string, TrustProxy]>([
  ['one proxy hop', 1],
  ['the proxy by address', ['127.0.0.1']],
])('behind %s, a client cannot choose its own address', (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      trustProxy,
      rateLimits: {
        loginFailuresPerEmail: { points: 100, durationSeconds: 60 },
        loginFailuresPerIp: { points: 100, durationSeconds: 60 },
        contactPerIp: { points: 10, durationSeconds: 600 },
      },
    });
  });
  afterAll(() => t.close());

  it('27 contact posts with spoofed X-Forwarded-For: 10 accepted, the rest 429', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 27; n++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact/send',
        remoteAddress: '127.0.0.1',
        // The client wrote the first address; the proxy appended the one it saw.
        headers: { 'x-forwarded-for': `203.0.113.${n}, 198.51.100.77` },
        payload: { first_name: 'Ada', last_name: 'L', email: 'ada@example.com', message: `Message ${n}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  });
});

describe('with no proxy trusted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: false });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-* headers', async () => {
    t.app.get('/api/test-ip', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test-ip',
      remoteAddress: '192.0.2.5',
      headers: { 'x-forwarded-for': '203.0.113.1', 'x-forwarded-proto': 'https' },
    });
    expect(response.json()).toEqual({ ip: '192.0.2.5', protocol: 'http' });
  });
});
