import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { BlobStorage } from '../../platform/storage/blob-storage';
import { capturedLog } from '../../testing/captured-log';
import { personExportZip } from './export-zip';
import type { PersonRecords } from './repository';

/** One file record; the rest of a person's records empty. */
const records: PersonRecords = {
  inquiries: [],
  messages: [],
  notes: [],
  files: [
    {
      id: '0b6f2c1e-1234-4abc-8def-0123456789ab',
      inquiryId: '1c7f2c1e-1234-4abc-8def-0123456789ab',
      messageId: null,
      fileName: 'drawing.pdf',
      contentType: 'application/pdf',
      sizeBytes: 4,
      sha256: 'x',
      createdAt: new Date('2026-11-01T10:00:00Z'),
      storageKey: 'inquiries/drawing',
    },
  ],
  outgoingMails: [],
  devMailboxCopies: [],
  quotations: [],
};

/**
 * Storage that fails the way a disk or S3 does midway: the first bytes arrive, then the stream errors.
 * Only `get` is reached by an export.
 */
function storageFailingMidway(): BlobStorage {
  const unused = () => {
    throw new Error('not used by an export');
  };
  return {
    get: async () => ({
      body: new Readable({
        read() {
          this.push(Buffer.from('%PDF'));
          this.destroy(new Error('connection reset'));
        },
      }),
      contentType: 'application/pdf',
      sizeBytes: 4,
    }),
    put: unused,
    delete: unused,
    signedUrl: unused,
    list: unused,
    removeIncompleteUploads: unused,
    checkAccess: unused,
  };
}

describe('a person export whose file cannot be read', () => {
  it('ends the download with an error instead of ending the service (security review)', async () => {
    const { logger, lines } = capturedLog();
    const zip = personExportZip(records, { storage: storageFailingMidway(), logger, exportedAt: new Date() });
    // Before the fix the failure was an unheard 'error' event: the process (here the test worker) died.
    await expect(async () => {
      for await (const _chunk of zip) {
        // read on, as a client would
      }
    }).rejects.toThrow();
    expect(lines.join('\n')).toContain('a person export ended early');
    expect(lines.join('\n')).not.toContain('drawing.pdf');
  });
});
