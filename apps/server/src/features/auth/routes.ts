import { Hono } from 'hono';
import type { AppDependencies } from '../../app';

/** `/api/auth/*` (Better Auth) and the staff-account endpoints under `/api/desk` (me, team, setup). */
export function authRoutes(deps: AppDependencies) {
  return new Hono().on(['GET', 'POST'], '/auth/*', (c) => deps.auth.handler(c.req.raw));
}
