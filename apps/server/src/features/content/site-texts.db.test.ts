import { auditLog } from '@sitedesk/db/audit-schema';
import { seedSiteContent } from '@sitedesk/db/seed';
import type { ApiErrorBody } from '@sitedesk/shared/api-errors';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { pathFor } from '@sitedesk/shared/routes';
import type { SiteText, SiteTextsPage } from '@sitedesk/shared/site-texts-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { createTestSite } from '../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { loadPageRenderer } from '../site/page-renderer';

let desk: TestSitedesk;
let editor: SignedInStaff;

beforeAll(async () => {
  const site = createTestSite(['en', 'de']);
  const pageRenderer = await loadPageRenderer(
    { serverEntry: paths.webServerEntry, pageTemplate: paths.webPageTemplate },
    () => site.locales,
  );
  if (!pageRenderer)
    throw new Error('Build the website first (npm run build): these tests render real pages.');
  desk = await startTestSitedesk(
    { INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' },
    { site, pageRenderer },
  );
  await seedSiteContent(desk.database.db, demoContent);
  await desk.livePages.refresh();
  editor = await signInAs(desk, 'editor');
});

afterAll(async () => {
  await desk?.dispose();
});

function headers(staff: SignedInStaff, language = 'en') {
  return { cookie: staff.cookie, 'content-type': 'application/json', 'accept-language': language };
}

const shippedTitle = messageCatalogs.de.inquiryForm.title;
const textPath = '/api/desk/site-texts/de/site/inquiryForm.title';

function save(path: string, value: unknown, staff = editor, language = 'en') {
  return desk.app.request(path, {
    method: 'PUT',
    headers: headers(staff, language),
    body: JSON.stringify({ value }),
  });
}

function publish(locale: string, staff = editor) {
  return desk.app.request(`/api/desk/site-texts/${locale}/publish`, {
    method: 'POST',
    headers: headers(staff),
    body: '{}',
  });
}

async function contactPage(locale: 'de' | 'en') {
  const response = await desk.app.request(pathFor('contact', locale));
  expect(response.status).toBe(200);
  return response.text();
}

/** The props the contact form's island hydrates with: what the browser renders on hydration. */
function islandProps(html: string): string {
  const match = html.match(/data-island="inquiryForm" data-props="([^"]*)"/);
  return (match?.[1] ?? '').replaceAll('&quot;', '"');
}

describe('an editor corrects a shipped text (decision 206)', () => {
  it('shows a published correction on the page and in its island, a draft not; a reset brings the shipped text back', async () => {
    const corrected = 'Schreiben Sie uns Ihr Anliegen';
    const saved = await save(textPath, corrected);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      draft: corrected,
      published: null,
      isPending: true,
      shipped: shippedTitle,
    });

    // A draft is not on the site, but the editor's preview shows it.
    expect(await contactPage('de')).not.toContain(corrected);
    const preview = await desk.app.request('/desk/preview/de/contact', {
      headers: { cookie: editor.cookie },
    });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain(corrected);

    const published = await publish('de');
    expect(await published.json()).toEqual({ published: 1 });
    // The publish is in the audit log, by id only; the text itself is not.
    const audited = await desk.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, 'site-texts:de'));
    expect(audited.map(({ action, actorId }) => ({ action, actorId }))).toEqual([
      { action: 'content.published', actorId: editor.userId },
    ]);
    expect(JSON.stringify(audited)).not.toContain(corrected);
    const html = await contactPage('de');
    expect(html).toContain(corrected);
    expect(html).not.toContain(shippedTitle);
    // The island hydrates with the same words the HTML shows: no mismatch on hydration.
    expect(islandProps(html)).toContain(corrected);
    // Only German changed.
    expect(await contactPage('en')).toContain(messageCatalogs.en.inquiryForm.title);

    const search = await desk.app.request('/api/desk/site-texts/de?q=anliegen', { headers: headers(editor) });
    const page = (await search.json()) as SiteTextsPage;
    expect(page.texts.map((text) => text.key)).toContain('inquiryForm.title');
    expect(page.texts[0]).toMatchObject({
      english: messageCatalogs.en.inquiryForm.title,
      published: corrected,
    });

    const reset = await desk.app.request(textPath, { method: 'DELETE', headers: headers(editor) });
    expect((await reset.json()) as SiteText).toMatchObject({
      draft: null,
      published: corrected,
      isPending: true,
    });
    // Until it is published, the correction stays live.
    expect(await contactPage('de')).toContain(corrected);
    await publish('de');
    const after = await contactPage('de');
    expect(after).toContain(shippedTitle);
    expect(after).not.toContain(corrected);
  });

  it('refuses a correction that loses a placeholder with a 422 in the desk’s language', async () => {
    const response = await save('/api/desk/site-texts/de/site/products.specsLabel', 'Eckdaten', editor, 'de');
    expect(response.status).toBe(422);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.error.fields?.value).toEqual({
      code: 'placeholders_changed',
      message: deskMessageCatalogs.de.siteTexts.errors.placeholdersChanged.replace(
        '{placeholders}',
        '{name}',
      ),
    });
    // A text the catalog does not have is not there to correct; nothing was stored either way.
    expect((await save('/api/desk/site-texts/de/site/no.such.key', 'x')).status).toBe(404);
    expect((await save('/api/desk/site-texts/de/site/__proto__.polluted', 'x')).status).toBe(404);
    expect((await save(textPath, 'x'.repeat(2001))).status).toBe(422);
  });

  it('keeps the text of a role without the content permission out (403)', async () => {
    const sales = await signInAs(desk, 'sales');
    expect((await desk.app.request('/api/desk/site-texts/de', { headers: headers(sales) })).status).toBe(403);
    expect((await save(textPath, 'Hallo', sales)).status).toBe(403);
    expect((await publish('de', sales)).status).toBe(403);
  });

  it('corrects the visitor page and the erasure page, rendered per request, once published', async () => {
    const visitorTitle = 'Zu diesem Link finden wir keine Anfrage';
    const erasureHeading = 'Dieser Link ist leider ungültig';
    expect((await save('/api/desk/site-texts/de/visitor-page/notFound.title', visitorTitle)).status).toBe(
      200,
    );
    expect(
      (await save('/api/desk/site-texts/de/erasure-request/invalidHeading', erasureHeading)).status,
    ).toBe(200);
    // Texts only the e-mails read are not offered: a correction there would change nothing anyone sees.
    expect(
      (await save('/api/desk/site-texts/de/visitor-page/mail.replyLink', 'Ihre Seite: {url}')).status,
    ).toBe(404);
    const search = await desk.app.request('/api/desk/site-texts/de?catalog=visitor-page&q=mail', {
      headers: headers(editor),
    });
    expect(((await search.json()) as SiteTextsPage).texts.map((text) => text.key)).not.toContain(
      'mail.replyLink',
    );

    const visitorPage = async () => (await desk.app.request('/de/requests/no-such-token')).text();
    const erasurePage = async () => (await desk.app.request('/de/erasure/no-such-token')).text();
    expect(await visitorPage()).not.toContain(visitorTitle);
    expect(await erasurePage()).not.toContain(erasureHeading);
    await publish('de');
    expect(await visitorPage()).toContain(visitorTitle);
    expect(await erasurePage()).toContain(erasureHeading);
  });
});
