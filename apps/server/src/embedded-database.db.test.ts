import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { connectDatabase } from '@sitedesk/db/client';
import { contentVersions } from '@sitedesk/db/content-schema';
import { restoreEmbeddedDatabase } from '@sitedesk/db/embedded-backup';
import { migrationsFolderUpTo } from '@sitedesk/db/logical-copy';
import { serviceHeartbeats } from '@sitedesk/db/schema';
import { seedSiteContent } from '@sitedesk/db/seed';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { temporaryDirectory } from './testing/temporary-directory';

const readRows = async (dataDir: string) => {
  const connection = await connectDatabase({ dataDir, migrationsFolder: paths.migrations });
  try {
    const heartbeats = await connection.db.select().from(serviceHeartbeats);
    const versions = await connection.db.select({ id: contentVersions.id }).from(contentVersions);
    // An identity column continues after the copied rows instead of colliding with them.
    const [next] = await connection.db
      .insert(contentVersions)
      .values({ locale: 'en', section: 'probe', version: 1, document: {} })
      .returning({ id: contentVersions.id });
    return { heartbeats, versions: versions.length, maxId: Math.max(...versions.map((v) => v.id)), next };
  } finally {
    await connection.close();
  }
};

describe('the embedded database (decision 140)', () => {
  it('moves a PGlite folder of an earlier release into PostgreSQL with every row, keeping the old folder', async () => {
    const dataDir = temporaryDirectory('sitedesk-pglite-');
    const folder = join(dataDir, 'postgres');
    mkdirSync(folder);
    const pglite = new PGlite(folder);
    const db = drizzle({ client: pglite });
    // The last release on PGlite had migrations 0000–0020; later ones need extensions PGlite lacks
    // (regression guard: the conversion ran them all on PGlite and failed on `unaccent`).
    const earlierRelease = migrationsFolderUpTo(paths.migrations, 21);
    await migrate(db, { migrationsFolder: earlierRelease });
    rmSync(earlierRelease, { recursive: true, force: true });
    await pglite.query(
      "INSERT INTO service_heartbeats (instance_id, beat_at) VALUES ('old', '2025-01-02T03:04:05Z')",
    );
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite driver's Drizzle type differs only in its HKT
    await seedSiteContent(db as any, demoContent);
    await pglite.close();

    const rows = await readRows(dataDir);
    expect(rows.heartbeats).toEqual([{ instanceId: 'old', beatAt: new Date('2025-01-02T03:04:05Z') }]);
    expect(rows.versions).toBeGreaterThan(0);
    expect(rows.next?.id).toBeGreaterThan(rows.maxId);
    expect(existsSync(join(dataDir, 'postgres-pglite', 'PG_VERSION'))).toBe(true);
    // The converted folder's password moved with it (decision 141): none is left under the staging name.
    expect(existsSync(join(dataDir, 'postgres.password'))).toBe(true);
    expect(existsSync(join(dataDir, 'postgres-converting.password'))).toBe(false);
    // Two database servers and 41 migrations: 33 s on a busy machine, past the default minute under CI's load.
  }, 180_000);

  it('restores its backup into another DATA_DIR with every row', async () => {
    const source = temporaryDirectory('sitedesk-backup-');
    const connection = await connectDatabase({ dataDir: source, migrationsFolder: paths.migrations });
    let dump: Blob;
    try {
      await seedSiteContent(connection.db, demoContent);
      await connection.db.insert(serviceHeartbeats).values({ instanceId: 'before-backup' });
      dump = await (connection.dumpEmbedded as () => Promise<Blob>)();
    } finally {
      await connection.close();
    }
    const target = temporaryDirectory('sitedesk-restore-');
    await restoreEmbeddedDatabase(target, dump, paths.migrations);
    const rows = await readRows(target);
    expect(rows.heartbeats.map((row) => row.instanceId)).toEqual(['before-backup']);
    expect(rows.versions).toBeGreaterThan(0);
    expect(rows.next?.id).toBeGreaterThan(rows.maxId);
  });
});
