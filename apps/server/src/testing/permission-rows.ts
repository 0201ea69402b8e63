import type { StaffRole } from '@sitedesk/shared/permissions';
import type { SignedInStaff } from './staff-sessions';
import type { TestSitedesk } from './test-sitedesk';

// What every part of THE permission table (`desk-permission-table.ts`) is made of.

/** The desk must have its site content seeded (`seedSiteContent`) for the content endpoints. */
export type TableContext = { desk: TestSitedesk; owner: SignedInStaff; inquiryId: string };

export type DeskEndpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Builds a fresh path (and body) per call, so that a call that erases or removes has its own target. The
   * body is sent as JSON, or as multipart form data when it is a `FormData`.
   */
  request: (context: TableContext) => Promise<{ path: string; body?: unknown }>;
  success: number;
  allowed: readonly StaffRole[];
};

/** Creates something as the owner (`body` POSTed to `path` as JSON) and returns its id: a target per call. */
export async function createdAsOwner(
  { desk, owner }: Pick<TableContext, 'desk' | 'owner'>,
  path: string,
  body: unknown,
): Promise<string> {
  const response = await desk.app.request(path, {
    method: 'POST',
    headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
