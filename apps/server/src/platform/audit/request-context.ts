import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of code runs for, without handing it down every call: Better Auth's hooks, services
 * and the permission guard all record audit entries deep inside a request. Set by `http/request-id.ts`.
 */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function runWithRequestId<T>(requestId: string, run: () => T): T {
  return requestContext.run({ requestId }, run);
}

/** The current request's id; `undefined` outside a request (a job). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
