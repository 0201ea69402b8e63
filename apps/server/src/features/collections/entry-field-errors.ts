import type { EntryFieldCode } from '@sitedesk/shared/collections-api';
import { type DeskLocale, deskLocaleOf, deskLocales, type Locale } from '@sitedesk/shared/locales';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { contentFieldMessages, contentProblemsOf } from '../content/content-field-errors';

/** What only the server says: the address of a built-in page, which the desk cannot know in advance. */
const slugReserved: Record<DeskLocale, string> = {
  en: 'A page of the site already lives at this address in this language (or in a language that uses this address because it has none of its own). Choose another one.',
  de: 'Unter dieser Adresse steht in dieser Sprache (oder in einer Sprache ohne eigene Adresse, die diese übernimmt) bereits eine Seite der Website. Wählen Sie eine andere.',
  fr: 'Une page du site occupe déjà cette adresse dans cette langue (ou dans une langue qui la reprend faute d’adresse propre). Choisissez-en une autre.',
  ar: 'توجد صفحة من صفحات الموقع على هذا العنوان بهذه اللغة (أو بلغة تستخدم هذا العنوان لأنها بلا عنوان خاص بها). اختر عنوانًا آخر.',

  cs: 'Na této adrese už je v tomto jazyce stránka webu (případně v jazyce, který vlastní adresu nemá, a proto používá tuto). Zvolte jinou.',
  es: 'Ya hay una página de la web en esta dirección en este idioma (o en un idioma que la usa por no tener una propia). Elige otra.',
  it: 'In questa lingua (o in una lingua che usa questo indirizzo perché non ne ha uno proprio) a questo indirizzo c’è già una pagina del sito. Scegline un altro.',
  pl: 'Pod tym adresem jest już strona witryny w tym języku (lub w języku, który nie ma własnego adresu i korzysta z tego). Wybierz inny.',
};

/**
 * The entry editor's field messages: the content editor's, the one only the server knows, and the ones the
 * desk's content catalogue has, taken from it so that the API and the desk say the same.
 */
function entryFieldMessagesIn(locale: DeskLocale): Record<EntryFieldCode, string> {
  const { slug_taken, invalid_slug, invalid_link, invalid_date, invalid_email, invalid_characters } =
    deskMessageCatalogs[locale].content.validation.codes;
  return {
    ...contentFieldMessages[locale],
    slug_reserved: slugReserved[locale],
    slug_taken,
    invalid_slug,
    invalid_link,
    invalid_date,
    invalid_email,
    invalid_characters,
  };
}

const entryFieldMessages = Object.fromEntries(
  deskLocales.map((locale) => [locale, entryFieldMessagesIn(locale)]),
) as Record<DeskLocale, Record<EntryFieldCode, string>>;

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
    fields[path || 'document'] ??= { code, message: entryFieldMessages[deskLocaleOf(locale)][code] };
  }
  return new AppError('validation_failed', { fields, locale });
}
