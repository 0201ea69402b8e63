import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { Staff, StaffEnv } from '../platform/auth/staff';
import { parseWith, readJson } from './parse-request';

/** How a list-kept desk resource is written; each call gets the signed-in member (most ignore them). */
/** A description per write (decision 248), put first on its route: `describedResourceWrites(…)`. */
export type ResourceWriteDocs = {
  create: MiddlewareHandler;
  update: MiddlewareHandler;
  remove: MiddlewareHandler;
};

export type ResourceWrites<Request> = {
  create: (request: Request, staff: Staff) => Promise<{ id: string }>;
  update: (id: string, request: Request, staff: Staff) => Promise<unknown>;
  remove: (id: string, staff: Staff) => Promise<unknown>;
};

/**
 * The writes of a desk resource kept as a list (tags, teams, routing rules, saved views), the same for
 * each: `POST {path}` creates it (201 with its id), `PUT {path}/:id` replaces it (200 with the id),
 * `DELETE {path}/:id` removes it (204). Bodies are JSON read and checked with `schema` (415/400/422);
 * `guard` (the permission) and then `audit` (where every change is one kind of entry) stand before each.
 */
export function resourceWriteRoutes<Schema extends z.ZodType>(
  path: string,
  access: {
    guard: MiddlewareHandler<StaffEnv>;
    audit?: MiddlewareHandler<StaffEnv>;
    docs?: ResourceWriteDocs;
  },
  schema: Schema,
  writes: ResourceWrites<z.output<Schema>>,
) {
  const { guard, audit = passThrough } = access;
  const docs = access.docs ?? { create: passThrough, update: passThrough, remove: passThrough };
  const body = async (request: Request) => parseWith(schema, await readJson(request));
  return new Hono<StaffEnv>()
    .post(path, docs.create, guard, audit, async (c) =>
      c.json(await writes.create(await body(c.req.raw), c.var.staff), 201),
    )
    .put(`${path}/:id`, docs.update, guard, audit, async (c) => {
      const id = c.req.param('id');
      await writes.update(id, await body(c.req.raw), c.var.staff);
      return c.json({ id });
    })
    .delete(`${path}/:id`, docs.remove, guard, audit, async (c) => {
      await writes.remove(c.req.param('id'), c.var.staff);
      return c.body(null, 204);
    });
}

const passThrough: MiddlewareHandler<StaffEnv> = async (_c, next) => {
  await next();
};
