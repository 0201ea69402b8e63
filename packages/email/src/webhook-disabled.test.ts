import { deskLocales } from '@sitedesk/shared/locales';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail';

const props = {
  locale: 'en' as const,
  host: 'hooks.crm.example',
  reason: 'failing' as const,
  settingsUrl: 'https://www.veltrum.example/desk/settings/webhooks',
  companyName: 'Veltrum Circular Systems',
  siteUrl: 'https://www.veltrum.example',
};

describe('the notice that a webhook endpoint was switched off', () => {
  it('names the host and why, and links the webhook settings', async () => {
    const mail = await renderMail('webhook-disabled', props);
    expect(mail.subject).toBe('Webhook to hooks.crm.example switched off');
    expect(mail.text).toContain('failed for five days');
    expect(mail.html).toContain(`href="${props.settingsUrl}"`);
  });

  it.each(deskLocales)('is written in %s, for both reasons', async (locale) => {
    for (const reason of ['gone', 'failing'] as const) {
      const mail = await renderMail('webhook-disabled', { ...props, locale, reason });
      expect(mail.subject).toContain('hooks.crm.example');
      expect(mail.html).toContain(`lang="${locale}"`);
      expect(mail.html).toContain(props.settingsUrl);
    }
    const english = await renderMail('webhook-disabled', props);
    if (locale !== 'en') {
      expect((await renderMail('webhook-disabled', { ...props, locale })).subject).not.toBe(english.subject);
    }
  });
});
