import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Env, Hono, type Schema } from 'hono';
import { compress } from 'hono/compress';
import { createOpenApiDocument } from './openapi-document';
import { describeRoutes, type RoutesDescription } from './route-paths';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const swaggerAsset = (name: string) => readFileSync(join(swaggerUiDir, name));

const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sitedesk API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const initScript = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/**
 * `/api/openapi.json` and `/api/docs`, all served from this process: no third-party request. The app
 * mounted at `/api` (these routes among its own) is handed over once built (`describeFrom`): its `/api/v1`
 * and desk routes describe themselves (decisions 246, 248). The document is made once, at the first request.
 */
export function apiDocs(origin: string) {
  let described: () => Promise<RoutesDescription> = async () => ({ paths: {}, schemas: {} });
  let document: Promise<string> | undefined;
  const documentNow = () => {
    document ??= described().then((fromRoutes) => JSON.stringify(createOpenApiDocument(origin, fromRoutes)));
    return document;
  };
  const css = swaggerAsset('swagger-ui.css');
  const bundle = swaggerAsset('swagger-ui-bundle.js');
  const cached = { 'Cache-Control': 'public, max-age=3600' };
  const routes = new Hono()
    .get('/openapi.json', async (c) =>
      c.body(await documentNow(), 200, { 'Content-Type': 'application/json; charset=utf-8', ...cached }),
    )
    .use('/docs/*', compress())
    .get('/docs', (c) => c.html(docsPage))
    .get('/docs/swagger-ui.css', (c) =>
      c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8', ...cached }),
    )
    .get('/docs/swagger-ui-bundle.js', (c) =>
      c.body(bundle, 200, { 'Content-Type': 'text/javascript; charset=utf-8', ...cached }),
    )
    .get('/docs/init.js', (c) =>
      c.body(initScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    );
  return {
    routes,
    describeFrom<E extends Env, S extends Schema, P extends string>(api: Hono<E, S, P>): void {
      described = () => describeRoutes(api, '/api');
    },
  };
}
