import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Env, Hono, type Schema } from 'hono';
import { compress } from 'hono/compress';
import { createOpenApiDocument } from './openapi-document';
import { describePublicApi } from './public-api-paths';

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
 * `/api/openapi.json` and `/api/docs`, all served from this process: no third-party request. The document
 * is built once, at start; `publicApi` is the `/api/v1` app the server mounts, whose routes describe
 * themselves (decision 246).
 */
export function apiDocsRoutes<E extends Env, S extends Schema, P extends string>(
  origin: string,
  publicApi: Hono<E, S, P>,
) {
  const document = describePublicApi(publicApi).then((described) =>
    JSON.stringify(createOpenApiDocument(origin, described)),
  );
  // Awaited by every request; marked handled here so a failure is that request's error, not a crash.
  document.catch(() => undefined);
  const css = swaggerAsset('swagger-ui.css');
  const bundle = swaggerAsset('swagger-ui-bundle.js');
  const cached = { 'Cache-Control': 'public, max-age=3600' };
  return new Hono()
    .get('/openapi.json', async (c) =>
      c.body(await document, 200, { 'Content-Type': 'application/json; charset=utf-8', ...cached }),
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
}
