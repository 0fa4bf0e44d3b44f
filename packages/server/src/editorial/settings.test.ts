import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { configFromEnv } from '../config.ts';

describe(`editorial settings (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const editorial = configFromEnv({ GRAIN_TIME_ZONE: 'Europe/London', GRAIN_REVISION_KEEP: '12' }).editorial;
    t = await createTestApp({ editorial });
  });
  afterAll(() => t.close());

  it('answers the settings to admins only', async () => {
    const response = await t.asAdmin({ method: 'GET', url: '/api/editorial/settings' });
    expect(response.json()).toEqual({
      success: true,
      data: { time_zone: 'Europe/London', revision_days: 30, revision_keep: 12, trash_days: 30, preview_hours: 24 },
    });
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/editorial/settings',
      headers: { authorization: `Bearer ${t.staffToken}` },
    });
    expect(staff.statusCode).toBe(403);
  });

  it('refuses a time zone that is not IANA and a retention that is not positive', () => {
    expect(() => configFromEnv({ GRAIN_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      'GRAIN_TIME_ZONE must be an IANA time zone such as Europe/London, got "Mars/Olympus"',
    );
    expect(() => configFromEnv({ GRAIN_REVISION_DAYS: '0' })).toThrow(
      'GRAIN_REVISION_DAYS must be a positive number, got "0"',
    );
  });
});
