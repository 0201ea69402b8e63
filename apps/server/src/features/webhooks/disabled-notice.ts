import { user } from '@sitedesk/db/auth-schema';
import { staffPreferences } from '@sitedesk/db/conversation-schema';
import { isDeskLocale } from '@sitedesk/shared/locales';
import { asc, eq, inArray } from 'drizzle-orm';
import { enqueueMail } from '../../platform/outbox/enqueue-mail';
import type { DisabledNotice } from './delivery-repository';

/** Who keeps webhooks (`webhooks:manage`, product.md's roles table). */
const keeperRoles = ['owner', 'admin'];

/**
 * Mails every owner and admin, in their desk language, that an endpoint was switched off and why, with
 * the endpoint's host (never its path or query, which may hold the receiver's token) and a link to the
 * desk's webhook settings (decision 226). The idempotency key names the endpoint and the moment it was
 * switched off: one mail per member and switching off, however often a step is retried.
 */
export function createDisabledNotice(deps: { publicOrigin: string; companyName: string }): DisabledNotice {
  return async (tx, endpoint) => {
    const keepers = await tx
      .select({ id: user.id, email: user.email, emailLocale: staffPreferences.emailLocale })
      .from(user)
      .leftJoin(staffPreferences, eq(staffPreferences.userId, user.id))
      .where(inArray(user.role, keeperRoles))
      .orderBy(asc(user.createdAt), asc(user.id));
    for (const keeper of keepers) {
      await enqueueMail(tx, {
        template: 'webhook-disabled',
        props: {
          locale: isDeskLocale(keeper.emailLocale) ? keeper.emailLocale : 'en',
          host: new URL(endpoint.url).host,
          reason: endpoint.reason,
          settingsUrl: `${deps.publicOrigin}/desk/settings/webhooks`,
          companyName: deps.companyName,
          siteUrl: deps.publicOrigin,
        },
        to: [keeper.email],
        idempotencyKey: `webhook-disabled-${endpoint.id}-${endpoint.disabledAt.getTime()}-${keeper.id}`,
      });
    }
    return keepers.length;
  };
}
