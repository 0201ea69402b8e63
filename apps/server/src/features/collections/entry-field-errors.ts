import type { EntryFieldCode } from '@sitedesk/shared/collections-api';
import type { Locale } from '@sitedesk/shared/locales';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { contentFieldMessages, contentProblemsOf } from '../content/content-field-errors';

/** The entry editor's field messages: the content editor's, plus the ones only entries have. */
const entryFieldMessages: Record<Locale, Record<EntryFieldCode, string>> = {
  en: {
    ...contentFieldMessages.en,
    slug_reserved:
      'A page of the site already lives at this address in this language (or in a language that uses this address because it has none of its own). Choose another one.',
    slug_taken: 'Another entry already uses this address in this language. Choose another one.',
    invalid_slug: 'Use lowercase letters, digits and hyphens only, e.g. ecobale-x4.',
    invalid_link: 'Links may go to https:, http:, mailto:, tel: or a page of this site.',
    invalid_date: 'Enter a date as YYYY-MM-DD.',
    invalid_email: 'Enter an e-mail address such as name@example.com.',
    invalid_characters: 'This contains characters that cannot be stored. Please retype it.',
  },
  de: {
    ...contentFieldMessages.de,
    slug_reserved:
      'Unter dieser Adresse steht in dieser Sprache (oder in einer Sprache ohne eigene Adresse, die diese übernimmt) bereits eine Seite der Website. Wählen Sie eine andere.',
    slug_taken:
      'Ein anderer Eintrag verwendet diese Adresse in dieser Sprache bereits. Wählen Sie eine andere.',
    invalid_slug: 'Nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. ecobale-x4.',
    invalid_link: 'Links dürfen auf https:, http:, mailto:, tel: oder eine Seite dieser Website zeigen.',
    invalid_date: 'Bitte geben Sie ein Datum als JJJJ-MM-TT ein.',
    invalid_email: 'Bitte geben Sie eine E-Mail-Adresse wie name@beispiel.de ein.',
    invalid_characters:
      'Das enthält Zeichen, die nicht gespeichert werden können. Bitte tippen Sie es neu ein.',
  },
  fr: {
    ...contentFieldMessages.fr,
    slug_reserved:
      'Une page du site occupe déjà cette adresse dans cette langue (ou dans une langue qui la reprend faute d’adresse propre). Choisissez-en une autre.',
    slug_taken: 'Une autre entrée utilise déjà cette adresse dans cette langue. Choisissez-en une autre.',
    invalid_slug:
      'Utilisez uniquement des minuscules, des chiffres et des traits d’union, p. ex. ecobale-x4.',
    invalid_link: 'Les liens peuvent mener vers https:, http:, mailto:, tel: ou une page de ce site.',
    invalid_date: 'Saisissez une date au format AAAA-MM-JJ.',
    invalid_email: 'Saisissez une adresse e-mail comme nom@exemple.fr.',
    invalid_characters:
      'Ce texte contient des caractères qui ne peuvent pas être enregistrés. Veuillez le saisir à nouveau.',
  },
  ar: {
    ...contentFieldMessages.ar,
    slug_reserved:
      'توجد صفحة من صفحات الموقع على هذا العنوان بهذه اللغة (أو بلغة تستخدم هذا العنوان لأنها بلا عنوان خاص بها). اختر عنوانًا آخر.',
    slug_taken: 'يستخدم إدخال آخر هذا العنوان بهذه اللغة بالفعل. اختر عنوانًا آخر.',
    invalid_slug: 'استخدم الأحرف اللاتينية الصغيرة والأرقام والشرطات فقط، مثل ecobale-x4.',
    invalid_link: 'يمكن أن تشير الروابط إلى https:‎ أو http:‎ أو mailto:‎ أو tel:‎ أو إلى صفحة من هذا الموقع.',
    invalid_date: 'أدخل التاريخ بالصيغة YYYY-MM-DD (السنة-الشهر-اليوم).',
    invalid_email: 'أدخل عنوان بريد إلكتروني مثل name@example.com.',
    invalid_characters: 'يحتوي هذا النص على أحرف لا يمكن حفظها. يُرجى كتابته من جديد.',
  },
};

export type EntryFieldProblem = { path: string; code: EntryFieldCode };

/** The shared schemas' own messages (`slugSchema`'s `invalid_slug`, rich text's `invalid_link`…) kept as codes. */
const schemaCodes = new Set<string>([
  'invalid_slug',
  'invalid_link',
  'invalid_date',
  'invalid_email',
  'invalid_characters',
]);

/** A zod error as the editor's field codes: the content editor's mapping, sharpened where the schema says more. */
export function entryProblemsOf(error: z.ZodError): EntryFieldProblem[] {
  const generic = contentProblemsOf(error);
  return error.issues.map((issue, index) => {
    const problem = generic[index] ?? { path: issue.path.map(String).join('.'), code: 'invalid' };
    if (problem.code === 'invalid' && schemaCodes.has(issue.message)) {
      return { path: problem.path, code: issue.message as EntryFieldCode };
    }
    return problem;
  });
}

/** The API's 422 for an entry, each field's first problem with its message in `locale`. */
export function entryValidationError(problems: EntryFieldProblem[], locale: Locale): AppError {
  const fields: Record<string, { code: string; message: string }> = {};
  for (const { path, code } of problems) {
    fields[path || 'document'] ??= { code, message: entryFieldMessages[locale][code] };
  }
  return new AppError('validation_failed', { fields, locale });
}
