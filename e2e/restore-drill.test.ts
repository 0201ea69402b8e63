import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runBackupCommand } from './support/backup-cli';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser, signInCookie } from './support/staff-cli';

const sales: StaffUser = { email: 'drill.sales@veltrum.example', name: 'Drill Sales', role: 'sales' };
const password = 'a long passphrase for the restore drill';

const running: RunningServer[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function folder(prefix: string): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  folders.push(path);
  return path;
}

/** A small PDF whose text the drill looks for after the restore. */
const attachment = new TextEncoder().encode(
  '%PDF-1.4\n% restore drill: baler drawing rev. 7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n',
);

async function submitInquiryWithAttachment(server: RunningServer) {
  const form = new FormData();
  const fields = {
    name: 'Jana Nováková',
    company: 'Recyklace Morava s.r.o.',
    email: 'jana.novakova@recyklace.example',
    phone: '0151 23456789',
    phoneCountry: 'DE',
    country: 'CZ',
    topic: 'quote',
    message: 'Please quote a horizontal baler; the drawing is attached.',
    consent: 'on',
    locale: 'en',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('attachments', new File([attachment], 'baler-drawing.pdf', { type: 'application/pdf' }));
  const response = await fetch(`${server.url}/api/inquiries`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

type InquiryDetail = { reference: string; attachments: { fileName: string; url: string }[] };

async function inquiryAsStaff(server: RunningServer, id: string): Promise<InquiryDetail> {
  const cookie = await signInCookie(server.url, sales.email, password);
  const response = await fetch(`${server.url}/api/desk/inquiries/${id}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as InquiryDetail;
}

describe('the restore drill on the embedded default', () => {
  it('backs up while the service runs, restores into a new DATA_DIR, and the inquiry and its file are there', async () => {
    const originalDir = await folder('sitedesk-drill-original-');
    await createStaffUser(sales, password, { DATA_DIR: originalDir });
    const original = await startServer({ INQUIRY_RATE_LIMIT: '0' }, { dataDir: originalDir });
    running.push(original);
    const { id, reference } = await submitInquiryWithAttachment(original);
    const linkBefore = (await inquiryAsStaff(original, id)).attachments[0]?.url ?? '';

    const backupFile = join(await folder('sitedesk-drill-backups-'), 'sitedesk.tar');
    const backedUp = await runBackupCommand('backup', backupFile, originalDir);
    expect(backedUp).toContain('from the running service');
    // The original keeps serving while and after it is backed up.
    expect((await fetch(`${original.url}/api/ready`)).status).toBe(200);
    await original.stop();
    // Stopped, the command opens DATA_DIR itself.
    const whileStopped = await runBackupCommand('backup', `${backupFile}.stopped`, originalDir);
    expect(whileStopped).toContain('(service stopped)');
    // Every file in the store (each blob and its metadata): the inquiry's and the built-in pictures seeded at
    // start (decision 144).
    // Each path is stat'ed: with file types, Node 20's recursive readdir returned half of them here.
    const blobsDir = join(originalDir, 'blobs');
    const entries = await readdir(blobsDir, { recursive: true });
    const stats = await Promise.all(entries.map((entry) => stat(join(blobsDir, entry))));
    const storedFiles = stats.filter((entry) => entry.isFile()).length;
    expect(storedFiles).toBeGreaterThan(2);
    expect(whileStopped).toContain(`${storedFiles} stored files`);

    const restoredDir = join(await folder('sitedesk-drill-restored-'), 'data');
    const restoredOutput = await runBackupCommand('restore', backupFile, restoredDir);
    expect(restoredOutput).toContain(`the database and ${storedFiles} stored files`);
    const restored = await startServer({}, { dataDir: restoredDir });
    running.push(restored);

    const detail = await inquiryAsStaff(restored, id);
    expect(detail.reference).toBe(reference);
    expect(detail.attachments.map((file) => file.fileName)).toEqual(['baler-drawing.pdf']);
    const download = await fetch(`${restored.url}${detail.attachments[0]?.url}`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(attachment);
    // The secret key came along: a download link handed out before the backup still works.
    expect((await fetch(`${restored.url}${linkBefore}`)).status).toBe(200);
    // Four starts of the service with its own PostgreSQL and three commands: on CI's loaded two cores this
    // took 121 s once, past the browser project's two minutes.
  }, 240_000);

  it('refuses to restore over a DATA_DIR that holds data, and leaves that data alone', async () => {
    const dataDir = await folder('sitedesk-drill-busy-');
    await writeFile(join(dataDir, 'secret-key'), 'the key of the data already here\n');
    const backupFile = join(await folder('sitedesk-drill-backups-'), 'sitedesk.tar');
    await writeFile(backupFile, 'never read: the check comes first');
    await expect(runBackupCommand('restore', backupFile, dataDir)).rejects.toThrow(
      /is not empty \(secret-key\)/,
    );
    expect(await readFile(join(dataDir, 'secret-key'), 'utf8')).toBe('the key of the data already here\n');
  });
});
