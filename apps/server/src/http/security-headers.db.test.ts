import { afterEach, describe, expect, it } from 'vitest';
import { startTestSitedesk, type TestSitedesk } from '../testing/test-sitedesk';

/** Regression (issue 11, item 7): HSTS was sent on plain-http responses of a site without TLS. */
let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain http when PUBLIC_URL is http', async () => {
    desk = await startTestSitedesk({ PUBLIC_URL: 'http://intranet.veltrum.example' });
    for (const path of ['/en', '/api/health', '/api/desk/me']) {
      const response = await desk.app.request(`http://intranet.veltrum.example${path}`);
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('is sent for an https PUBLIC_URL, even when TLS ends at a proxy in front', async () => {
    desk = await startTestSitedesk({ PUBLIC_URL: 'https://www.veltrum.example' });
    const response = await desk.app.request('http://10.0.0.5:3000/en');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('is sent on a request that reached the service over https', async () => {
    desk = await startTestSitedesk({ PUBLIC_URL: 'http://localhost:3000' });
    const response = await desk.app.request('https://localhost:3000/en');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
