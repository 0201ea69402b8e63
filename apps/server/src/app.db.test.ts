import { brotliDecompressSync } from 'node:zlib';
import { allPages } from '@sitedesk/shared/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin, testSiteLocales } from './testing/test-site';
import { startTestSitedesk, type TestSitedesk } from './testing/test-sitedesk';

let sitedesk: TestSitedesk;
let app: TestSitedesk['app'];

beforeAll(async () => {
  sitedesk = await startTestSitedesk();
  app = sitedesk.app;
});

afterAll(async () => {
  await sitedesk.dispose();
});

describe('GET /api/health', () => {
  it('answers ok when the database takes a write and a read', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the API', () => {
  it('answers an unknown endpoint with the error shape, in the caller’s language', async () => {
    const response = await app.request('/api/nothing-here', {
      headers: { 'Accept-Language': 'de-DE,de;q=0.9' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'Unter dieser Adresse gibt es nichts.' },
    });
  });
});

describe('the public site', () => {
  it('serves / as the home page in the language the visitor asks for, without a redirect', async () => {
    const german = await app.request('/', { headers: { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' } });
    expect(german.status).toBe(200);
    expect(german.headers.get('vary')).toContain('Accept-Language');
    expect(await german.text()).toBe(await (await app.request('/de')).text());
    const unknown = await app.request('/', { headers: { 'Accept-Language': 'sw-KE' } });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('vary')).toContain('Accept-Language');
    expect(await unknown.text()).toBe(await (await app.request('/en')).text());
  });

  it('serves a prerendered page with the public origin in its links, compressed', async () => {
    const response = await app.request('/de/kontakt', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain(`<link rel="canonical" href="${testOrigin}/de">`);
    const plain = await (await app.request('/de/kontakt')).text();
    expect(plain).toContain(`<link rel="canonical" href="${testOrigin}/de">`);
    expect(plain).not.toContain('%ORIGIN%');
  });

  it('answers a repeat visit with 304 when nothing changed', async () => {
    const first = await app.request('/en');
    const etag = first.headers.get('etag') ?? '';
    const second = await app.request('/en', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it('keeps hashed assets forever and pages only until revalidated', async () => {
    const asset = await app.request('/assets/site-3f9a1c.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await app.request('/en/solutions');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('shows the 404 page in the language of the address, with status 404', async () => {
    const german = await app.request('/de/gibt-es-nicht');
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('not-found-de');
    const unknown = await app.request('/whatever', { headers: { 'Accept-Language': 'de' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('not-found-de');
  });

  it('redirects a trailing slash to the one address of the page', async () => {
    const response = await app.request('/en/solutions/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/solutions');
  });

  it('sends the safe headers with every response', async () => {
    for (const path of ['/en', '/api/health', '/en/missing']) {
      const headers = (await app.request(path)).headers;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lists every page in every language it offers in sitemap.xml, and points robots.txt to it', async () => {
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(allPages(testSiteLocales).length);
    expect(sitemap).toContain(`<loc>${testOrigin}/de/nachhaltigkeit</loc>`);
    expect(sitemap).toContain(`hreflang="en" href="${testOrigin}/en/sustainability"`);
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${testOrigin}/sitemap.xml`);
  });
});

describe('when the database is gone', () => {
  it('reports unhealthy with 503 instead of a stack trace', async () => {
    const broken = await startTestSitedesk();
    await broken.close();
    await broken.database.close();
    const response = await broken.app.request('/api/health');
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe('database_unavailable');
  });
});

describe('the API description', () => {
  it('lists the public endpoints in /api/openapi.json, with the topic as a key the form offers', async () => {
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: {
        schemas: { InquiryRequest: { properties: { topic: { pattern: string; description: string } } } };
      };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/inquiries']));
    // Editors add topics (decision 245): the shape is documented, and where the offered ones are listed.
    const { topic } = document.components.schemas.InquiryRequest.properties;
    expect(topic.pattern).toBe('^[a-z][a-z0-9_]*$');
    expect(topic.description).toContain('`quote`');
    expect(topic.description).toContain('GET /api/desk/topics');
  });

  it('documents every /api/desk and /api/v1 route the app really serves, with its method', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    // Hono lists each route (and each of its middlewares) with the full path; `ALL` entries are middleware.
    const served = new Set(
      app.routes
        .filter(
          ({ path, method }) =>
            (path.startsWith('/api/desk/') || path.startsWith('/api/v1/')) && method !== 'ALL',
        )
        .map(({ path, method }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(served.size).toBeGreaterThan(15);
    const undocumented = [...served].filter((route) => {
      const [method = '', path = ''] = route.split(' ');
      return document.paths[path]?.[method.toLowerCase()] === undefined;
    });
    expect(undocumented).toEqual([]);
  });

  // Decision 235: `/api/v1` is what integrations build on; a route the reference lacks is one they cannot find.
  it('documents every /api/v1 route the app really serves, with the API key’s Bearer scheme', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const served = new Set(
      app.routes
        .filter(({ path, method }) => path.startsWith('/api/v1/') && method !== 'ALL')
        .map(({ path, method }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(served.size).toBeGreaterThan(3);
    const undocumented = [...served].filter((route) => {
      const [method = '', path = ''] = route.split(' ');
      const operation = document.paths[path]?.[method.toLowerCase()];
      return JSON.stringify(operation?.security) !== JSON.stringify([{ apiKeyAuth: [] }]);
    });
    expect(undocumented).toEqual([]);
  });

  it('renders it at /api/docs from this server alone', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const bundle = await app.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
  });
});
