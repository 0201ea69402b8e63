import { mailOutbox } from '@sitedesk/db/schema';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TestSitedesk } from './test-sitedesk';

const passwordResetMailSchema = z.object({
  to: z.array(z.string()),
  props: z.object({ url: z.string() }),
});

/** The password-reset e-mails queued for `email` (sent or not), each with its link's token. */
export async function passwordResetMailsTo(desk: TestSitedesk, email: string): Promise<{ token: string }[]> {
  const rows = await desk.database.db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(eq(mailOutbox.template, 'password-reset'));
  return rows.flatMap((row) => {
    const mail = passwordResetMailSchema.parse(row.data);
    if (!mail.to.includes(email)) return [];
    return [{ token: new URL(mail.props.url).searchParams.get('token') ?? '' }];
  });
}

/** Asks for a password reset the way the desk's "forgot password" form does. */
export async function requestPasswordReset(
  desk: TestSitedesk,
  email: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return await desk.app.request('/api/auth/request-password-reset', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email }),
  });
}
