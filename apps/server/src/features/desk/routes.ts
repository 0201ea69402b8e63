import { Hono } from 'hono';
import type { AppDependencies } from '../../app';

/** The desk's inquiry API under `/api/desk`: list, detail, changes, notes, export, events. */
export function deskRoutes(_deps: AppDependencies) {
  return new Hono();
}
