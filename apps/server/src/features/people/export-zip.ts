import { PassThrough, Readable } from 'node:stream';
import type { Logger } from 'pino';
import { ZipFile } from 'yazl';
import type { BlobStorage } from '../../platform/storage/blob-storage';
import { exportReadme } from './export-readme';
import type { PersonRecords } from './repository';

/** The record files, in the order the README lists them. */
export const recordFileNames = {
  inquiries: 'inquiries.json',
  messages: 'messages.json',
  notes: 'notes.json',
  files: 'files.json',
  outgoingMails: 'outgoing-mails.json',
  devMailboxCopies: 'dev-mailbox.json',
  quotations: 'quotations.json',
} as const satisfies Record<keyof PersonRecords, string>;

/**
 * The person's data as a ZIP (decision 185), written while the client reads it: the README and the JSON
 * first (small: text), then each file streamed from storage in turn. A file's stream is opened only when
 * its turn comes (`addReadStreamLazy`) and read only as fast as the response is, so 2 GB of drawings
 * pass through a few buffers' worth of memory, from the disk or S3 alike. Files are stored, not deflated:
 * drawings, photos and PDFs are compressed already, and deflating them would cost CPU for nothing.
 */
export function personExportZip(
  records: PersonRecords,
  deps: { storage: BlobStorage; logger: Logger; exportedAt: Date },
): Readable {
  const zip = new ZipFile();
  const mtime = deps.exportedAt;
  const pathOfKey = new Map<string, string>();
  const files = records.files.map(({ storageKey, ...file }) => {
    let path = pathOfKey.get(storageKey);
    if (!path) {
      path = `files/${file.id}/${safeEntryName(file.fileName)}`;
      pathOfKey.set(storageKey, path);
    }
    return { ...file, path };
  });

  // yazl reports a lazy stream that failed as an 'error' on the zip file; unheard, Node ends the process.
  // The download ends unfinished (the client sees a broken archive), the log says so without a name.
  const failed = (error: Error) => {
    deps.logger.warn({ error: error.name }, 'a person export ended early: a file could not be read');
    (zip.outputStream as Readable).destroy(error);
  };
  zip.addBuffer(Buffer.from(exportReadme(deps.exportedAt), 'utf8'), 'README.txt', { mtime });
  const json: Record<keyof PersonRecords, unknown[]> = { ...records, files };
  for (const [name, fileName] of Object.entries(recordFileNames) as [keyof PersonRecords, string][]) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(json[name], null, 2)}\n`, 'utf8'), fileName, { mtime });
  }
  for (const [key, path] of pathOfKey) {
    zip.addReadStreamLazy(path, { mtime, compress: false }, (callback) => {
      deps.storage.get(key).then(
        (blob) => {
          if (blob) {
            // A read that fails midway ends the download, never the service (an unhandled 'error').
            blob.body.on('error', (error: Error) => failed(error));
            return callback(null, blob.body);
          }
          // Gone between the query and now (an erasure ran): an empty entry; files.json still lists it.
          deps.logger.warn('a file of a person export was missing in storage');
          return callback(null, Readable.from([]));
        },
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error('storage read failed'), new PassThrough()),
      );
    });
  }
  zip.on('error', failed);
  zip.end();
  return zip.outputStream as Readable;
}

/** A visitor's (already cleaned) file name as one ZIP path segment: no separators, no control characters. */
function safeEntryName(fileName: string): string {
  const cleaned = fileName
    .replace(/\p{Cc}|[/\\:]/gu, '_')
    .replace(/^\.+/, '_')
    .slice(0, 200);
  return cleaned.length > 0 ? cleaned : 'file';
}
