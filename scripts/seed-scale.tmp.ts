import { join } from 'node:path';
import { connectDatabase } from '@sitedesk/db/client';
import { contentEntries } from '@sitedesk/db/content-schema';
import { locales } from '@sitedesk/shared/locales';

const dataDir = process.argv[2] ?? '';
const database = await connectDatabase({
  dataDir,
  migrationsFolder: join(process.cwd(), 'packages/db/migrations'),
});
const db = database.db;
const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const rows = locales.flatMap((locale) => [
  ...Array.from({ length: 1000 }, (_, i) => {
    const d = {
      title: `News ${i} ${locale}`,
      slug: `news-${i}-${locale}`,
      date: new Date(Date.UTC(2024, 0, 1) + i * 864e5).toISOString().slice(0, 10),
      category: ['press', 'trade-fairs', 'case-studies'][i % 3],
      teaser: 'T',
      body: { type: 'doc', content: [para('x')] },
      downloads: [],
    };
    return {
      id: `5e0c0000-0001-4000-8000-${String(i).padStart(12, '0')}`,
      locale,
      collection: 'news' as const,
      slug: d.slug,
      publishedSlug: d.slug,
      draft: d,
      published: d,
      publishedVersion: 1,
      publishedAt: new Date(),
    };
  }),
  ...Array.from({ length: 200 }, (_, i) => {
    const d = {
      name: `P${i}`,
      slug: `p-${i}-${locale}`,
      icon: 'factory',
      summary: 's',
      description: { type: 'doc', content: [para('x')] },
      images: [],
      specs: [],
      dataSheets: [],
      related: [],
      position: i,
    };
    return {
      id: `5e0c0000-0002-4000-8000-${String(i).padStart(12, '0')}`,
      locale,
      collection: 'products' as const,
      slug: d.slug,
      publishedSlug: d.slug,
      draft: d,
      published: d,
      publishedVersion: 1,
      publishedAt: new Date(),
    };
  }),
]);
for (let s = 0; s < rows.length; s += 500) await db.insert(contentEntries).values(rows.slice(s, s + 500));
await database.close();
