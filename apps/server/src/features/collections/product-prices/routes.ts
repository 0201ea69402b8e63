import { productPricesRequestSchema } from '@sitedesk/shared/product-prices-api';
import { Hono } from 'hono';
import { parseWith, readJson } from '../../../http/parse-request';
import { requirePermission } from '../../../http/require-permission';
import type { StaffAuth, StaffEnv } from '../../../platform/auth/staff';
import { quoteCatalogueDoc, readProductPricesDoc, replaceProductPricesDoc } from './openapi';
import type { ProductPriceService } from './service';

/**
 * Products' list prices under `/api/desk` (decision 233): editors keep them beside the product; the
 * quotation editor reads them with the catalogue. Same-origin is checked for all of `/api/desk/*` in app.ts;
 * the service checks each permission again.
 */
export function productPriceRoutes(deps: { auth: StaffAuth; prices: ProductPriceService }) {
  const canEdit = requirePermission(deps.auth, 'content:edit');
  const canQuote = requirePermission(deps.auth, 'inquiries:reply');
  const { prices } = deps;
  return new Hono<StaffEnv>()
    .get('/product-prices/:entryId', readProductPricesDoc, canEdit, async (c) =>
      c.json(await prices.read(c.var.staff, c.req.param('entryId'))),
    )
    .put('/product-prices/:entryId', replaceProductPricesDoc, canEdit, async (c) => {
      const request = parseWith(productPricesRequestSchema, await readJson(c.req.raw));
      return c.json(await prices.replace(c.var.staff, c.req.param('entryId'), request.prices));
    })
    .get('/quote-catalogue', quoteCatalogueDoc, canQuote, async (c) =>
      c.json({ items: await prices.catalogue(c.var.staff) }),
    );
}
