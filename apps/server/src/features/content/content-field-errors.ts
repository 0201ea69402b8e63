import type { ContentFieldCode } from '@sitedesk/shared/content-api';
import { type DeskLocale, deskLocaleOf, type Locale } from '@sitedesk/shared/locales';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';

/** Why a field of a draft cannot be saved or published, in every desk language; the desk shows these. */
export const contentFieldMessages: Record<DeskLocale, Record<ContentFieldCode, string>> = {
  en: {
    required: 'This field is required.',
    invalid: 'This value does not fit here.',
    too_long: 'This text is too long.',
    media_not_found: 'This file is no longer in the media library.',
    image_alt_missing: 'This image has no alt text in this language yet. Add it in the media library.',
    not_an_image: 'Choose an image here.',
    not_a_document: 'Choose a document here.',
  },
  de: {
    required: 'Dieses Feld ist erforderlich.',
    invalid: 'Dieser Wert passt hier nicht.',
    too_long: 'Dieser Text ist zu lang.',
    media_not_found: 'Diese Datei ist nicht mehr in der Mediathek.',
    image_alt_missing:
      'Dieses Bild hat in dieser Sprache noch keinen Alternativtext. Ergänzen Sie ihn in der Mediathek.',
    not_an_image: 'Wählen Sie hier ein Bild.',
    not_a_document: 'Wählen Sie hier ein Dokument.',
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    invalid: 'Cette valeur ne convient pas ici.',
    too_long: 'Ce texte est trop long.',
    media_not_found: 'Ce fichier n’est plus dans la médiathèque.',
    image_alt_missing:
      'Cette image n’a pas encore de texte alternatif dans cette langue. Ajoutez-le dans la médiathèque.',
    not_an_image: 'Choisissez une image ici.',
    not_a_document: 'Choisissez un document ici.',
  },
  ar: {
    required: 'هذا الحقل إلزامي.',
    invalid: 'هذه القيمة غير مناسبة هنا.',
    too_long: 'هذا النص طويل جدًا.',
    media_not_found: 'لم يعد هذا الملف موجودًا في مكتبة الوسائط.',
    image_alt_missing: 'ليس لهذه الصورة نص بديل بهذه اللغة بعد. أضفه في مكتبة الوسائط.',
    not_an_image: 'اختر صورة هنا.',
    not_a_document: 'اختر مستندًا هنا.',
  },

  cs: {
    required: 'Vyplňte toto pole.',
    invalid: 'Tato hodnota sem nepatří.',
    too_long: 'Text je příliš dlouhý.',
    media_not_found: 'Tento soubor už v knihovně médií není.',
    image_alt_missing: 'Obrázek zatím nemá alternativní text v tomto jazyce. Doplňte ho v knihovně médií.',
    not_an_image: 'Zde vyberte obrázek.',
    not_a_document: 'Zde vyberte dokument.',
  },
  es: {
    required: 'Rellena este campo.',
    invalid: 'Este valor no es válido aquí.',
    too_long: 'Este texto es demasiado largo.',
    media_not_found: 'Este archivo ya no está en la biblioteca de medios.',
    image_alt_missing:
      'La imagen todavía no tiene texto alternativo en este idioma. Añádelo en la biblioteca de medios.',
    not_an_image: 'Elige una imagen aquí.',
    not_a_document: 'Elige un documento aquí.',
  },
  it: {
    required: 'Compila questo campo.',
    invalid: 'Questo valore non è valido qui.',
    too_long: 'Questo testo è troppo lungo.',
    media_not_found: 'Questo file non è più nella libreria media.',
    image_alt_missing:
      'L’immagine non ha ancora un testo alternativo in questa lingua. Aggiungilo nella libreria media.',
    not_an_image: 'Qui scegli un’immagine.',
    not_a_document: 'Qui scegli un documento.',
  },
  pl: {
    required: 'Wypełnij to pole.',
    invalid: 'Ta wartość tu nie pasuje.',
    too_long: 'Ten tekst jest za długi.',
    media_not_found: 'Tego pliku nie ma już w bibliotece multimediów.',
    image_alt_missing:
      'Obraz nie ma jeszcze tekstu alternatywnego w tym języku. Dodaj go w bibliotece multimediów.',
    not_an_image: 'Wybierz tu obraz.',
    not_a_document: 'Wybierz tu dokument.',
  },
};

export type ContentFieldProblem = { path: string; code: ContentFieldCode };

/** A zod issue as the editor's field code: blank and missing are `required`, over the limit `too_long`. */
export function contentProblemsOf(error: z.ZodError): ContentFieldProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'too_big') return { path, code: 'too_long' };
    const isBlank = issue.code === 'too_small' && issue.origin === 'string';
    const isMissing = issue.code === 'invalid_type' && issue.input === undefined;
    return { path, code: isBlank || isMissing ? 'required' : 'invalid' };
  });
}

/** The API's 422 for a draft, with each field's message in `locale`. */
export function contentValidationError(problems: ContentFieldProblem[], locale: Locale): AppError {
  const fields = Object.fromEntries(
    problems.map(({ path, code }) => [
      path || 'document',
      { code, message: contentFieldMessages[deskLocaleOf(locale)][code] },
    ]),
  );
  return new AppError('validation_failed', { fields, locale });
}
