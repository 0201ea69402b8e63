import type { Database } from '@sitedesk/db/client';
import { inquiryAttachments } from '@sitedesk/db/schema';
import { inArray } from 'drizzle-orm';
import type { BlobOwner } from '../../../platform/storage/orphan-sweep';

/** Attachments live under `inquiries/`; `inquiry_attachments.storage_key` is the only column naming them. */
export function attachmentBlobOwner(db: Database): BlobOwner {
  return {
    prefix: 'inquiries/',
    async referencedKeys(keys) {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: inquiryAttachments.storageKey })
        .from(inquiryAttachments)
        .where(inArray(inquiryAttachments.storageKey, keys));
      return new Set(rows.map((row) => row.key));
    },
  };
}
