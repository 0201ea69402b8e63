import type { ApiErrorCode } from '@sitedesk/shared/api-errors';
import { type DeskLocale, deskLocaleOf, type Locale } from '@sitedesk/shared/locales';
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
const mediaFieldErrorMessages: Record<DeskLocale, Messages> = {
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
  fr: {
    required: () => 'Veuillez choisir un fichier.',
    invalid: () => 'Cette valeur n’est pas valide.',
    too_long: () => 'Ce texte est trop long.',
    file_too_large: (limitMb) => `Le fichier peut faire ${limitMb} Mo au maximum.`,
    image_too_large: () =>
      'L’image a trop de pixels. Veuillez en téléverser une de 60 mégapixels au maximum.',
    unsupported_file_type: () =>
      'Veuillez téléverser une image JPEG, PNG, WebP, AVIF ou GIF, ou un document PDF.',
    unreadable_image: () => 'Ce fichier image est endommagé ou incomplet.',
    image_alt_missing: () =>
      'Du contenu publié dans cette langue affiche l’image : elle a besoin ici d’un texte alternatif.',
  },
  ar: {
    required: () => 'يُرجى اختيار ملف.',
    invalid: () => 'هذه القيمة غير صالحة.',
    too_long: () => 'هذا النص طويل جدًا.',
    file_too_large: (limitMb) => `يجب ألا يتجاوز حجم الملف ${limitMb} ميغابايت.`,
    image_too_large: () => 'تحتوي الصورة على عدد كبير جدًا من البكسلات. يُرجى رفع صورة لا تتجاوز 60 ميغابكسل.',
    unsupported_file_type: () => 'يُرجى رفع صورة JPEG أو PNG أو WebP أو AVIF أو GIF، أو مستند PDF.',
    unreadable_image: () => 'ملف الصورة هذا تالف أو غير مكتمل.',
    image_alt_missing: () => 'يعرض محتوى منشور بهذه اللغة الصورة: لذا تحتاج هنا إلى نص بديل.',
  },

  cs: {
    required: () => 'Vyberte prosím soubor.',
    invalid: () => 'Tato hodnota není platná.',
    too_long: () => 'Text je příliš dlouhý.',
    file_too_large: (limitMb) => `Soubor může mít nejvýše ${limitMb} MB.`,
    image_too_large: () => 'Obrázek má příliš mnoho pixelů. Nahrajte prosím obrázek s nejvýše 60 megapixely.',
    unsupported_file_type: () => 'Nahrajte prosím obrázek JPEG, PNG, WebP, AVIF nebo GIF, nebo dokument PDF.',
    unreadable_image: () => 'Tento soubor s obrázkem je poškozený nebo neúplný.',
    image_alt_missing: () =>
      'Publikovaný obsah v tomto jazyce obrázek zobrazuje, proto zde potřebuje alternativní text.',
  },
  es: {
    required: () => 'Elige un archivo.',
    invalid: () => 'Este valor no es válido.',
    too_long: () => 'Este texto es demasiado largo.',
    file_too_large: (limitMb) => `El archivo puede ocupar como máximo ${limitMb} MB.`,
    image_too_large: () => 'La imagen tiene demasiados píxeles. Sube una de 60 megapíxeles como máximo.',
    unsupported_file_type: () => 'Sube una imagen JPEG, PNG, WebP, AVIF o GIF, o un documento PDF.',
    unreadable_image: () => 'Este archivo de imagen está dañado o incompleto.',
    image_alt_missing: () =>
      'El contenido publicado en este idioma muestra la imagen, así que aquí necesita un texto alternativo.',
  },
  it: {
    required: () => 'Scegli un file.',
    invalid: () => 'Questo valore non è valido.',
    too_long: () => 'Questo testo è troppo lungo.',
    file_too_large: (limitMb) => `Il file può pesare al massimo ${limitMb} MB.`,
    image_too_large: () => 'L’immagine ha troppi pixel. Caricane una di 60 megapixel al massimo.',
    unsupported_file_type: () => 'Carica un’immagine JPEG, PNG, WebP, AVIF o GIF, oppure un documento PDF.',
    unreadable_image: () => 'Questo file immagine è danneggiato o incompleto.',
    image_alt_missing: () =>
      'I contenuti pubblicati in questa lingua mostrano l’immagine, quindi qui serve un testo alternativo.',
  },
  pl: {
    required: () => 'Wybierz plik.',
    invalid: () => 'Ta wartość jest nieprawidłowa.',
    too_long: () => 'Ten tekst jest za długi.',
    file_too_large: (limitMb) => `Plik może mieć maksymalnie ${limitMb} MB.`,
    image_too_large: () =>
      'Obraz ma zbyt wiele pikseli. Prześlij obraz o rozdzielczości maksymalnie 60 megapikseli.',
    unsupported_file_type: () => 'Prześlij obraz JPEG, PNG, WebP, AVIF lub GIF albo dokument PDF.',
    unreadable_image: () => 'Ten plik obrazu jest uszkodzony lub niekompletny.',
    image_alt_missing: () =>
      'Opublikowane treści w tym języku pokazują ten obraz, więc potrzebuje on tutaj tekstu alternatywnego.',
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
      { code: fieldCode, message: mediaFieldErrorMessages[deskLocaleOf(locale)][fieldCode](limitMb) },
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
