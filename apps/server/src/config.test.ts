import { readFileSync } from 'node:fs';
import { locales } from '@sitedesk/shared/locales';
import { describe, expect, it } from 'vitest';
import { environmentSchema, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const result = loadConfig({}, '/srv/sitedesk');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 3000,
      host: undefined,
      dataDir: '/srv/sitedesk/data',
      databaseUrl: undefined,
      publicOrigin: 'http://localhost:3000',
      hasPublicUrl: false,
      logLevel: 'info',
      secretKey: undefined,
    });
    expect(result.config.mail.driver).toBe('dev');
    expect(result.config.mail.retry.firstDelaySeconds).toBeLessThanOrEqual(30);
    expect(result.config.mail.retry.retryForSeconds).toBe(86_400);
    expect(result.config.inquiries).toMatchObject({
      rateLimitPerHour: 10,
      maxAttachments: 5,
      maxAttachmentBytes: 10 * 1024 * 1024,
      maxTotalAttachmentBytes: 25 * 1024 * 1024,
      trustedProxies: [],
    });
  });

  it('asks for what a real mail provider needs', () => {
    const result = loadConfig({ MAIL_DRIVER: 'smtp' });
    expect(result.ok ? [] : result.problems.map((p) => p.split(':')[0])).toEqual([
      'SMTP_URL',
      'MAIL_FROM',
      'NOTIFY_TO',
    ]);
    const resend = loadConfig({ MAIL_DRIVER: 'resend', MAIL_FROM: 'a@b.example', NOTIFY_TO: 'x@y.example' });
    expect(resend.ok ? [] : resend.problems.map((p) => p.split(':')[0])).toEqual(['RESEND_API_KEY']);
  });

  it('refuses bad lists: recipients, proxies and attachment types', () => {
    const result = loadConfig({
      NOTIFY_TO: 'sales@x.example, nope',
      TRUST_PROXY: 'proxy.local',
      ATTACHMENT_TYPES: 'pdf,exe',
    });
    expect(result.ok ? [] : result.problems.map((p) => p.split(':')[0])).toEqual([
      'TRUST_PROXY',
      'ATTACHMENT_TYPES',
      'NOTIFY_TO',
    ]);
  });

  it('treats an empty variable as unset', () => {
    const result = loadConfig({ PORT: '', DATABASE_URL: '', PUBLIC_URL: '' }, '/srv');
    expect(result.ok && result.config.port).toBe(3000);
    expect(result.ok && result.config.databaseUrl).toBeUndefined();
  });

  it('names every bad variable at once, with what was given', () => {
    const result = loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/site', LOG_LEVEL: 'loud' });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.startsWith('PORT:'))).toContain('"eighty"');
    expect(problems.find((p) => p.startsWith('DATABASE_URL:'))).toContain('postgres://');
    expect(problems.find((p) => p.startsWith('LOG_LEVEL:'))).toContain('info');
  });

  it('refuses a port out of range and a public URL with a path', () => {
    const result = loadConfig({ PORT: '70000', PUBLIC_URL: 'https://example.com/site' });
    expect(result.ok ? [] : result.problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'PUBLIC_URL']);
  });

  it('uses PUBLIC_URL as the origin of canonical links', () => {
    const result = loadConfig({ PUBLIC_URL: 'https://www.veltrum.example/' });
    expect(result.ok && result.config.publicOrigin).toBe('https://www.veltrum.example');
  });

  it('sizes media uploads in megabytes and keeps the content sync interval in range', () => {
    const defaults = loadConfig({});
    expect(defaults.ok && defaults.config.media.maxUploadBytes).toBe(20 * 1024 * 1024);
    expect(defaults.ok && defaults.config.content.syncSeconds).toBe(2);
    const set = loadConfig({ MEDIA_MAX_UPLOAD_MB: '5', CONTENT_SYNC_SECONDS: '10' });
    expect(set.ok && set.config.media.maxUploadBytes).toBe(5 * 1024 * 1024);
    expect(set.ok && set.config.content.syncSeconds).toBe(10);
    const bad = loadConfig({ MEDIA_MAX_UPLOAD_MB: '0', CONTENT_SYNC_SECONDS: '61' });
    expect(bad.ok ? [] : bad.problems.map((p) => p.split(':')[0])).toEqual([
      'MEDIA_MAX_UPLOAD_MB',
      'CONTENT_SYNC_SECONDS',
    ]);
  });

  it('runs the clean-up jobs hourly unless CLEANUP_INTERVAL_SECONDS says otherwise', () => {
    const defaults = loadConfig({});
    expect(defaults.ok && defaults.config.cleanupIntervalSeconds).toBe(3600);
    const often = loadConfig({ CLEANUP_INTERVAL_SECONDS: '0.5' });
    expect(often.ok && often.config.cleanupIntervalSeconds).toBe(0.5);
    const bad = loadConfig({ CLEANUP_INTERVAL_SECONDS: 'hourly' });
    expect(bad.ok ? [] : bad.problems.map((p) => p.split(':')[0])).toEqual(['CLEANUP_INTERVAL_SECONDS']);
  });

  it('keeps spam for 30 days unless SPAM_RETENTION_DAYS says otherwise, and refuses 0 or a fraction', () => {
    const defaults = loadConfig({});
    expect(defaults.ok && defaults.config.spamRetentionDays).toBe(30);
    const week = loadConfig({ SPAM_RETENTION_DAYS: '7' });
    expect(week.ok && week.config.spamRetentionDays).toBe(7);
    for (const value of ['0', '1.5', 'monthly']) {
      const bad = loadConfig({ SPAM_RETENTION_DAYS: value });
      expect(bad.ok ? [] : bad.problems.map((p) => p.split(':')[0]), value).toEqual(['SPAM_RETENTION_DAYS']);
    }
  });

  it('keeps audit log entries a year unless AUDIT_RETENTION_DAYS says otherwise, and never under 30 days', () => {
    const defaults = loadConfig({});
    expect(defaults.ok && defaults.config.auditRetentionDays).toBe(365);
    const twoYears = loadConfig({ AUDIT_RETENTION_DAYS: '730' });
    expect(twoYears.ok && twoYears.config.auditRetentionDays).toBe(730);
    for (const value of ['0', '29', '90.5', 'yearly']) {
      const bad = loadConfig({ AUDIT_RETENTION_DAYS: value });
      expect(bad.ok ? [] : bad.problems.map((p) => p.split(':')[0]), value).toEqual(['AUDIT_RETENTION_DAYS']);
    }
  });

  it('looks for due scheduled publications every 30 seconds unless SCHEDULED_PUBLISH_SECONDS says otherwise', () => {
    const defaults = loadConfig({});
    expect(defaults.ok && defaults.config.content.scheduledPublishSeconds).toBe(30);
    const often = loadConfig({ SCHEDULED_PUBLISH_SECONDS: '5' });
    expect(often.ok && often.config.content.scheduledPublishSeconds).toBe(5);
    const bad = loadConfig({ SCHEDULED_PUBLISH_SECONDS: 'soon' });
    expect(bad.ok ? [] : bad.problems.map((p) => p.split(':')[0])).toEqual(['SCHEDULED_PUBLISH_SECONDS']);
  });

  it('stores files on the local disk unless S3_BUCKET names a bucket, and checks the S3 settings', () => {
    const local = loadConfig({});
    expect(local.ok && local.config.storage).toEqual({ s3: undefined, mediaPublicBaseUrl: undefined });
    const r2 = loadConfig({
      S3_BUCKET: 'veltrum-files',
      S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '',
      MEDIA_PUBLIC_BASE_URL: 'https://media.veltrum.example/',
    });
    expect(r2.ok && r2.config.storage).toEqual({
      s3: {
        bucket: 'veltrum-files',
        endpoint: 'https://abc.r2.cloudflarestorage.com',
        region: 'auto',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: false,
      },
      mediaPublicBaseUrl: 'https://media.veltrum.example',
    });
    const bad = loadConfig({
      S3_BUCKET: 'Files_2026',
      S3_FORCE_PATH_STYLE: 'yes',
      MEDIA_PUBLIC_BASE_URL: 'cdn',
    });
    expect(bad.ok ? [] : bad.problems.map((p) => p.split(':')[0])).toEqual([
      'S3_BUCKET',
      'S3_FORCE_PATH_STYLE',
      'MEDIA_PUBLIC_BASE_URL',
    ]);
    const halfKey = loadConfig({ S3_BUCKET: 'veltrum-files', S3_ACCESS_KEY_ID: 'key' });
    expect(halfKey.ok ? [] : halfKey.problems).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    ]);
    // A forgotten S3_BUCKET would otherwise keep files on the local disk without a word.
    const noBucket = loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(noBucket.ok ? [] : noBucket.problems).toEqual([
      'S3_ENDPOINT, S3_FORCE_PATH_STYLE: only used with S3_BUCKET, which is not set',
    ]);
  });

  it('offers English and German unless SITE_LOCALES says otherwise', () => {
    const result = loadConfig({});
    expect(result.ok && result.config.siteLocales).toEqual(['en', 'de']);
    // The code's order, whatever the order written, and a repeated code counts once.
    const all = loadConfig({ SITE_LOCALES: ' ar, fr,en,de,fr ' });
    expect(all.ok && all.config.siteLocales).toEqual(['en', 'de', 'fr', 'ar']);
    const englishOnly = loadConfig({ SITE_LOCALES: 'en' });
    expect(englishOnly.ok && englishOnly.config.siteLocales).toEqual(['en']);
  });

  it('names an unknown language and a missing default language in SITE_LOCALES', () => {
    const unknown = loadConfig({ SITE_LOCALES: 'en,eo,xx' });
    expect(unknown.ok ? [] : unknown.problems).toEqual([
      `SITE_LOCALES: eo, xx are not languages Sitedesk has; must be a comma-separated list of: ${locales.join(', ')} (got "en,eo,xx")`,
    ]);
    const noDefault = loadConfig({ SITE_LOCALES: 'de,fr' });
    expect(noDefault.ok ? [] : noDefault.problems).toEqual([
      'SITE_LOCALES: must include en, the default language that untranslated content falls back to (got "de,fr")',
    ]);
  });

  it('documents every variable in .env.example', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    for (const name of Object.keys(environmentSchema.shape))
      expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });
});
