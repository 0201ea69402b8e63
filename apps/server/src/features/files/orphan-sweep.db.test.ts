import { randomUUID } from 'node:crypto';
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaDetail } from '@sitedesk/shared/content-api';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createOrphanSweepJob, orphanSweepJobName } from '../../platform/storage/orphan-sweep';
import { pdfWith, submitInquiryWithFiles } from '../../testing/inquiry-with-files';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { attachmentBlobOwner } from '../inquiry/intake';
import { mediaBlobOwner } from '../media/media-blobs';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

const twoHoursMs = 2 * 3_600_000;

/** Backdates a blob (data and metadata) as if written at `at`, instead of waiting. */
function writtenAt(sitedesk: TestSitedesk, key: string, at: Date): void {
  for (const file of [key, `${key}.meta.json`])
    utimesSync(join(sitedesk.config.dataDir, 'blobs', file), at, at);
}

async function keysUnder(sitedesk: TestSitedesk, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of sitedesk.storage.list(prefix)) keys.push(blob.key);
  return keys.sort();
}

// Regression: a crash between writing a file and committing its row left the file on disk for ever.
describe('the orphaned-file sweep', () => {
  it('deletes old files no row points at, and keeps referenced, recent and unknown ones', async () => {
    desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
    const sitedesk = desk;
    const now = new Date();
    const longAgo = new Date(now.getTime() - twoHoursMs);
    const pdf = { contentType: 'application/pdf' };

    // Referenced, and old: an inquiry's attachment and a media document.
    await submitInquiryWithFiles(sitedesk, {}, [{ name: 'plan.pdf', bytes: pdfWith('plan') }]);
    const [attachmentKey] = await keysUnder(sitedesk, 'inquiries/');
    const editor = await signInAs(sitedesk, 'editor');
    const form = new FormData();
    form.set('file', new File([Buffer.from(pdfWith('brochure'))], 'brochure.pdf'));
    const uploaded = await sitedesk.app.request('/api/desk/media', {
      method: 'POST',
      headers: { cookie: editor.cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const media = (await uploaded.json()) as MediaDetail;
    const mediaKey = `media/${media.id}/brochure.pdf`;
    // Left behind by a crash before the commit, long ago: no row has them.
    const orphanAttachment = `inquiries/2026/${randomUUID()}`;
    const orphanMedia = `media/${randomUUID()}/thumb.webp`;
    // Just written: its row may be about to commit.
    const freshOrphan = `inquiries/2026/${randomUUID()}`;
    // Under a prefix no feature claims: not the sweep's to judge.
    const unknown = 'exports/2026/report';
    for (const key of [orphanAttachment, orphanMedia, freshOrphan, unknown]) {
      await sitedesk.storage.put(key, new Uint8Array([1, 2, 3]), pdf);
    }
    for (const key of [attachmentKey ?? '', mediaKey, orphanAttachment, orphanMedia, unknown]) {
      writtenAt(sitedesk, key, longAgo);
    }

    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const db = sitedesk.database.db;
    const sweep = createOrphanSweepJob({
      storage: sitedesk.storage,
      owners: [attachmentBlobOwner(db), mediaBlobOwner(db)],
      logger,
      everySeconds: 3600,
    });
    await sweep.run(now);

    expect(await keysUnder(sitedesk, 'inquiries/')).toEqual([attachmentKey, freshOrphan].sort());
    expect(await keysUnder(sitedesk, 'media/')).toEqual([mediaKey]);
    expect(await keysUnder(sitedesk, 'exports/')).toEqual([unknown]);
    expect(lines).toMatchObject([{ job: orphanSweepJobName, deleted: 2 }]);
    expect(JSON.stringify(lines)).not.toContain(orphanAttachment);

    // The composition root schedules the same sweep.
    expect(await sitedesk.jobs.runDueJobs(new Date(now.getTime() + twoHoursMs))).toContain(
      orphanSweepJobName,
    );
    expect(await keysUnder(sitedesk, 'inquiries/')).toEqual([attachmentKey]);
  });
});
