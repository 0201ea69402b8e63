import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail';

const props = {
  locale: 'en' as const,
  reference: 'SD-26-4F7K2',
  visitorName: 'Jana Nováková',
  excerpt: 'Could you deliver in March?',
  deskUrl: 'https://www.veltrum.example/desk/inquiries/3f0c0000-0000-4000-8000-000000000000',
  companyName: 'Veltrum Circular Systems',
  siteUrl: 'https://www.veltrum.example',
};

describe('the visitor-replied notice', () => {
  it('names the reference, links to the inquiry in the desk and quotes only the excerpt', async () => {
    const mail = await renderMail('visitor-replied', props);
    expect(mail.subject).toBe('New answer from the visitor [SD-26-4F7K2]');
    expect(mail.html).toContain(`href="${props.deskUrl}"`);
    expect(mail.text).toContain(props.deskUrl);
    expect(mail.text).toContain('Could you deliver in March?');
  });

  it('is written in German too', async () => {
    const mail = await renderMail('visitor-replied', { ...props, locale: 'de' });
    expect(mail.subject).toBe('Neue Antwort des Besuchers [SD-26-4F7K2]');
    expect(mail.text).toContain('Anfrage öffnen');
  });
});

describe('the visitor-replied notice to whoever else hears of it', () => {
  it('tells a team member and a manager why it reaches them, in every language', async () => {
    const team = await renderMail('visitor-replied', { ...props, reason: 'team' });
    expect(team.text).toContain('nobody has taken yet');
    const managers = await renderMail('visitor-replied', { ...props, locale: 'ar', reason: 'unassigned' });
    expect(managers.text).toContain('أنت مالك المكتب');
    const german = await renderMail('visitor-replied', { ...props, locale: 'de', reason: 'team' });
    expect(german.text).toContain('Anfrage Ihres Teams');
    const french = await renderMail('visitor-replied', { ...props, locale: 'fr', reason: 'unassigned' });
    expect(french.text).toContain('ni à une personne ni à une équipe');
  });
});
