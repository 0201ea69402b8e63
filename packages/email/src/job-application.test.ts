import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail';

const props = {
  locale: 'en' as const,
  reference: 'SD-26-4F7K2',
  jobTitle: 'Service technician (m/f/d)',
  contactName: 'Petra Hartmann',
  applicantName: 'Jana Nováková www.spam.example',
  attachmentCount: 2,
  createdAt: '2026-11-24T10:00:00.000Z',
  deskUrl: 'https://www.veltrum.example/desk/inquiries/3f0c0000-0000-4000-8000-000000000000',
  companyName: 'Veltrum Circular Systems',
  siteUrl: 'https://www.veltrum.example',
};

describe('the job application notice to the job’s contact', () => {
  it('names the job, the reference and the applicant, and links to the desk', async () => {
    const mail = await renderMail('job-application', props);
    expect(mail.subject).toBe('New application for Service technician (m/f/d) [SD-26-4F7K2]');
    expect(mail.text).toContain('Hello Petra Hartmann,');
    expect(mail.text).toContain('2 files');
    expect(mail.html).toContain(`href="${props.deskUrl}"`);
  });

  it('passes on no link the applicant typed into their name', async () => {
    const mail = await renderMail('job-application', props);
    expect(mail.text).toContain('Jana Nováková');
    expect(mail.text).not.toContain('spam.example');
  });

  it('is written in German too', async () => {
    const mail = await renderMail('job-application', {
      ...props,
      locale: 'de',
      jobTitle: 'Servicetechniker (m/w/d)',
    });
    expect(mail.subject).toBe('Neue Bewerbung: Servicetechniker (m/w/d) [SD-26-4F7K2]');
    expect(mail.text).toContain('Bewerbung im Desk öffnen');
    // The day it arrived in German too; it was English in every language. (The words joining date and time
    // differ between ICU versions, so the parts are checked.)
    for (const part of ['Dienstag', '24. November 2026', '10:00 UTC']) expect(mail.text).toContain(part);
    expect(mail.text).not.toContain('Tuesday');
  });

  it('gives the day it arrived in the reader’s language, with Latin digits in Arabic', async () => {
    const received = async (locale: 'cs' | 'ar') =>
      (await renderMail('job-application', { ...props, locale })).text;
    const czech = await received('cs');
    for (const part of ['úterý', '24. listopadu 2026', '10:00 UTC']) expect(czech).toContain(part);
    const arabic = await received('ar');
    for (const part of ['الثلاثاء', 'نوفمبر', '2026', '10:00']) expect(arabic).toContain(part);
    expect(arabic).not.toMatch(/[\u0660-\u0669]/);
  });

  it('counts the files by each language’s plural rules: three forms in Czech and Polish', async () => {
    const files = async (locale: 'cs' | 'pl' | 'es', attachmentCount: number) =>
      (await renderMail('job-application', { ...props, locale, attachmentCount })).text;
    expect(await files('cs', 1)).toContain('1 soubor\n');
    expect(await files('cs', 3)).toContain('3 soubory');
    expect(await files('cs', 5)).toContain('5 souborů');
    expect(await files('cs', 22)).toContain('22 souborů');
    expect(await files('pl', 1)).toContain('1 plik\n');
    expect(await files('pl', 3)).toContain('3 pliki');
    expect(await files('pl', 5)).toContain('5 plików');
    expect(await files('pl', 22)).toContain('22 pliki');
    expect(await files('es', 1)).toContain('1 archivo\n');
    expect(await files('es', 4)).toContain('4 archivos');
  });
});
