import type { ApiErrorCode } from '@sitedesk/shared/api-errors';
import type { Locale } from '@sitedesk/shared/locales';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';

export type MediaFieldErrorCode =
  | 'required'
  | 'invalid'
  | 'too_long'
  | 'file_too_large'
  | 'image_too_large'
  | 'unsupported_file_type'
  | 'unreadable_image'
  | 'image_alt_missing';

type Messages = Record<MediaFieldErrorCode, (limitMb: number) => string>;

/** Field-level reasons of the media library endpoints; the desk UI may translate the codes itself. */
const mediaFieldErrorMessages: Record<Locale, Messages> = {
  en: {
    required: () => 'Please choose a file.',
    invalid: () => 'This value is not valid.',
    too_long: () => 'This text is too long.',
    file_too_large: (limitMb) => `The file may be at most ${limitMb} MB.`,
    image_too_large: () => 'The image has too many pixels. Please upload one of at most 60 megapixels.',
    unsupported_file_type: () => 'Please upload a JPEG, PNG, WebP, AVIF or GIF image or a PDF document.',
    unreadable_image: () => 'This image file is damaged or incomplete.',
    image_alt_missing: () =>
      'Published content in this language shows the image: it needs an alternative text here.',
  },
  de: {
    required: () => 'Bitte wählen Sie eine Datei.',
    invalid: () => 'Dieser Wert ist ungültig.',
    too_long: () => 'Dieser Text ist zu lang.',
    file_too_large: (limitMb) => `Die Datei darf höchstens ${limitMb} MB groß sein.`,
    image_too_large: () =>
      'Das Bild hat zu viele Pixel. Bitte laden Sie eines mit höchstens 60 Megapixeln hoch.',
    unsupported_file_type: () =>
      'Bitte laden Sie ein JPEG-, PNG-, WebP-, AVIF- oder GIF-Bild oder ein PDF-Dokument hoch.',
    unreadable_image: () => 'Diese Bilddatei ist beschädigt oder unvollständig.',
    image_alt_missing: () =>
      'Veröffentlichte Inhalte in dieser Sprache zeigen das Bild: Es braucht hier einen Alternativtext.',
  },
};

export function mediaFieldError(
  code: ApiErrorCode,
  fields: Record<string, MediaFieldErrorCode>,
  locale: Locale,
  limitBytes = 0,
): AppError {
  const limitMb = Math.round(limitBytes / (1024 * 1024));
  const described = Object.fromEntries(
    Object.entries(fields).map(([field, fieldCode]) => [
      field,
      { code: fieldCode, message: mediaFieldErrorMessages[locale][fieldCode](limitMb) },
    ]),
  );
  return new AppError(code, { fields: described, locale });
}

/** Like `parseWith`, but with the media library's codes and messages in the caller's language. */
export function parseMediaFields<T extends z.ZodType>(
  schema: T,
  input: unknown,
  locale: Locale,
): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue): [string, MediaFieldErrorCode] => [
      issue.path.join('.') || 'request',
      issue.code === 'too_big' ? 'too_long' : 'invalid',
    ]),
  );
  throw mediaFieldError('validation_failed', fields, locale);
}
