import { deskLocales } from '@sitedesk/shared/locales';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail';

const reminder = {
  locale: 'en' as const,
  stage: 'due_soon' as const,
  reference: 'SD-26-4F7K2',
  visitorName: 'Jana Nováková',
  dueAt: '2026-01-19T09:00:00.000Z',
  timeZone: 'Europe/Berlin',
  assigneeName: 'Kim Berger',
  deskUrl: 'https://www.veltrum.example/desk/inquiries/3f0c0000-0000-4000-8000-000000000000',
  companyName: 'Veltrum Circular Systems',
  siteUrl: 'https://www.veltrum.example',
};

describe('the first-answer reminder', () => {
  it('names the deadline in the team’s time zone and links to the inquiry', async () => {
    const mail = await renderMail('first-answer-reminder', reminder);
    expect(mail.subject).toBe('First answer due soon [SD-26-4F7K2]');
    expect(mail.text).toContain('10:00');
    expect(mail.text).toContain('(Europe/Berlin)');
    expect(mail.html).toContain(`href="${reminder.deskUrl}"`);
    const overdue = await renderMail('first-answer-reminder', {
      ...reminder,
      stage: 'overdue',
      assigneeName: null,
    });
    expect(overdue.subject).toBe('First answer overdue [SD-26-4F7K2]');
    expect(overdue.text).toContain('nobody');
  });

  it('is written in every desk language, Arabic right to left', async () => {
    const subjects = new Set<string>();
    for (const locale of deskLocales) {
      const mail = await renderMail('first-answer-reminder', { ...reminder, locale, stage: 'overdue' });
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(deskLocales.length);
    const arabic = await renderMail('first-answer-reminder', { ...reminder, locale: 'ar' });
    expect(arabic.html).toContain('dir="rtl"');
  });

  it('says "next answer" for a visitor who wrote again, in every desk language (decision 187)', async () => {
    const next = await renderMail('first-answer-reminder', { ...reminder, clock: 'next' });
    expect(next.subject).toBe('Answer due soon [SD-26-4F7K2]');
    expect(next.text).toContain('Jana Nováková wrote again and waits for a reply.');
    expect(next.text).toContain('Next answer due');
    expect(next.text).not.toContain('first answer');
    const subjects = new Set<string>();
    for (const locale of deskLocales) {
      const first = await renderMail('first-answer-reminder', { ...reminder, locale });
      const mail = await renderMail('first-answer-reminder', { ...reminder, locale, clock: 'next' });
      expect(mail.subject).not.toBe(first.subject);
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(deskLocales.length);
  });
});

describe('the assigned-to-you notice', () => {
  const assigned = {
    locale: 'en' as const,
    reference: 'SD-26-4F7K2',
    visitorName: 'Jana Nováková',
    assignedBy: 'Eda Yilmaz',
    deskUrl: reminder.deskUrl,
    companyName: reminder.companyName,
    siteUrl: reminder.siteUrl,
  };

  it('says who assigned it, or that a routing rule did, in every desk language', async () => {
    const byMember = await renderMail('inquiry-assigned', assigned);
    expect(byMember.subject).toBe('Assigned to you [SD-26-4F7K2]');
    expect(byMember.text).toContain('Eda Yilmaz assigned Jana Nováková’s inquiry to you.');
    const byRule = await renderMail('inquiry-assigned', { ...assigned, locale: 'de', assignedBy: null });
    expect(byRule.text).toContain('Eine Zuweisungsregel hat Ihnen die Anfrage von Jana Nováková zugewiesen.');
    for (const locale of deskLocales) {
      const mail = await renderMail('inquiry-assigned', { ...assigned, locale });
      expect(mail.text).toContain(assigned.deskUrl);
    }
  });
});
