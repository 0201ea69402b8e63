import { randomUUID } from 'node:crypto';
import { apiKeys } from '@sitedesk/db/api-keys-schema';
import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import {
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyCreateRequest,
  type ApiKeyScope,
  apiKeyScopes,
  canGrantApiKeyScopes,
} from '@sitedesk/shared/api-keys-api';
import { isStaffRole } from '@sitedesk/shared/permissions';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/is-uuid';
import type { ApiKeyCaller } from '../../platform/auth/api-key';
import type { Staff } from '../../platform/auth/staff';
import { type Clock, systemClock } from '../../platform/clock/clock';
import { generateApiKey, isSecretOf, parseApiKey } from './key-secret';

/** A key's last use is written when the one stored is older than this: at most one write a minute per key. */
const lastUseResolutionMs = 60_000;

/** Why a presented key opens nothing; all answer the same 401, the reason goes only to the audit log. */
export type KeyRefusal = 'unknown' | 'revoked' | 'expired' | 'creator_gone';

export type ApiKeyService = ReturnType<typeof createApiKeyService>;

/**
 * API keys (decision 231): owners and admins make them (`apikeys:manage`, checked by the routes' guard),
 * `/api/v1` authenticates with them. The secret leaves the service once, in `create`'s answer.
 */
export function createApiKeyService(deps: { db: Database; now?: Clock | undefined }) {
  const { db } = deps;
  const now = () => (deps.now ?? systemClock)();

  async function list(): Promise<ApiKey[]> {
    const rows = await db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        prefix: apiKeys.prefix,
        scopes: apiKeys.scopes,
        expiresAt: apiKeys.expiresAt,
        lastUsedAt: apiKeys.lastUsedAt,
        revokedAt: apiKeys.revokedAt,
        createdAt: apiKeys.createdAt,
        createdById: apiKeys.createdById,
        createdByName: user.name,
      })
      .from(apiKeys)
      .leftJoin(user, eq(user.id, apiKeys.createdById))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      prefix: `sdk_${row.prefix}`,
      scopes: scopesOf(row.scopes),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
    }));
  }

  return {
    list,

    /** A new key; its whole text is in the answer and nowhere else, ever. */
    async create(staff: Staff, request: ApiKeyCreateRequest): Promise<ApiKeyCreated> {
      // `people:export` and `people:erase` reach anyone's data by address: an owner's to hand out (decision 237).
      if (!canGrantApiKeyScopes(staff.role, request.scopes)) throw new AppError('forbidden');
      const expiresAt = request.expiresAt ? new Date(request.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= now().getTime()) {
        throw new AppError('validation_failed', { fields: { expiresAt: { code: 'invalid_date' } } });
      }
      const id = randomUUID();
      const generated = generateApiKey();
      await db.insert(apiKeys).values({
        id,
        name: request.name,
        prefix: generated.prefix,
        secretHash: generated.secretHash,
        scopes: [...request.scopes],
        expiresAt,
        createdById: staff.userId,
      });
      const created = (await list()).find((key) => key.id === id);
      if (!created) throw new AppError('not_found');
      return { ...created, key: generated.key };
    },

    /** Stops a key at once; it stays listed, revoked. Revoking a revoked key changes nothing. */
    async revoke(id: string): Promise<void> {
      if (!isUuid(id)) throw new AppError('not_found');
      const [row] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, id));
      if (!row) throw new AppError('not_found');
      await db
        .update(apiKeys)
        .set({ revokedAt: now() })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    },

    /**
     * The caller a presented key stands for, or why it stands for no one. `keyId` is set whenever the key
     * was found, so a refused known key's use can still be audited.
     */
    async authenticate(
      text: string,
    ): Promise<{ caller: ApiKeyCaller } | { refusal: KeyRefusal; keyId?: string | undefined }> {
      const parts = parseApiKey(text);
      if (!parts) return { refusal: 'unknown' };
      const [row] = await db
        .select({
          id: apiKeys.id,
          secretHash: apiKeys.secretHash,
          scopes: apiKeys.scopes,
          expiresAt: apiKeys.expiresAt,
          revokedAt: apiKeys.revokedAt,
          lastUsedAt: apiKeys.lastUsedAt,
          creatorId: user.id,
          creatorName: user.name,
          creatorEmail: user.email,
          creatorRole: user.role,
          creatorHasSecondFactor: user.twoFactorEnabled,
        })
        .from(apiKeys)
        .leftJoin(user, eq(user.id, apiKeys.createdById))
        .where(eq(apiKeys.prefix, parts.prefix));
      if (!row || !isSecretOf(parts.secret, row.secretHash)) return { refusal: 'unknown' };
      const at = now();
      if (row.revokedAt) return { refusal: 'revoked', keyId: row.id };
      if (row.expiresAt && row.expiresAt.getTime() <= at.getTime()) {
        return { refusal: 'expired', keyId: row.id };
      }
      if (!row.creatorId || !row.creatorRole || !isStaffRole(row.creatorRole)) {
        return { refusal: 'creator_gone', keyId: row.id };
      }
      if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= lastUseResolutionMs) {
        await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, row.id));
      }
      return {
        caller: {
          keyId: row.id,
          scopes: scopesOf(row.scopes),
          staff: {
            userId: row.creatorId,
            // No session: the key is its own credential, checked above.
            sessionId: `api-key:${row.id}`,
            name: row.creatorName ?? '',
            email: row.creatorEmail ?? '',
            role: row.creatorRole,
            hasSecondFactor: row.creatorHasSecondFactor ?? false,
            mustEnrolSecondFactor: false,
          },
        },
      };
    },
  };
}

/** The stored scopes that this version knows (a newer one's are left out rather than trusted). */
function scopesOf(stored: readonly string[]): ApiKeyScope[] {
  return apiKeyScopes.filter((scope) => stored.includes(scope));
}
