import { type Locale, locales } from '@sitedesk/shared/locales';
import { useEffect } from 'react';
import { DeskApiError } from '../../../lib/api-client';
import type { MediaDetailErrors, MediaDetailIds } from './media-detail-fields';

/** A request's error for one field (`file`, `title`, `alt.de`, …), if the server named that field. */
export function fieldError(error: unknown, field: string): { code: string; message: string } | undefined {
  return error instanceof DeskApiError ? error.fields[field] : undefined;
}

/** Moves focus to the first field (by element id) that has an error, so keyboard users land on it. */
export function focusFirstInvalid(ids: (string | false | undefined)[]): void {
  for (const id of ids) {
    const element = id ? document.getElementById(id) : null;
    if (element) {
      element.focus();
      return;
    }
  }
}

/**
 * The server's errors for the detail fields on screen: a document's title and language, or an image's alt
 * texts (`altMessage` may word one more precisely). An error for a hidden field falls through to the general
 * alert.
 */
export function mediaDetailErrors(
  error: unknown,
  kind: 'image' | 'document' | undefined,
  altMessage: (locale: Locale) => string | undefined = (locale) =>
    fieldError(error, `alt.${locale}`)?.message,
): MediaDetailErrors {
  return kind === 'document'
    ? { title: fieldError(error, 'title')?.message, language: fieldError(error, 'language')?.message }
    : { alt: Object.fromEntries(locales.map((locale) => [locale, altMessage(locale)])) };
}

/** The ids of the fields that have an error, in the order they are on screen. */
function invalidFieldIds(ids: MediaDetailIds, errors: MediaDetailErrors): string[] {
  return [
    ...locales.flatMap((locale) => (errors.alt?.[locale] ? [ids.alt[locale]] : [])),
    ...(errors.title ? [ids.title] : []),
    ...(errors.language ? [ids.language] : []),
  ];
}

function hasFieldError(errors: MediaDetailErrors): boolean {
  return Boolean(errors.title || errors.language || Object.values(errors.alt ?? {}).some(Boolean));
}

type DetailErrorOptions = {
  /** Words an image's alt-text error more precisely than the server's message. */
  altMessage?: (locale: Locale) => string | undefined;
  /** A field above the detail fields that has an error (the upload's file): focus goes there first. */
  firstInvalidId?: string | undefined;
};

/**
 * The detail fields' errors from a failed request, and whether any field has one (otherwise the form shows a
 * general alert). After a failure focus goes to the first field the answer names, once its error is rendered.
 */
export function useMediaDetailErrors(
  error: unknown,
  kind: 'image' | 'document' | undefined,
  ids: MediaDetailIds,
  { altMessage, firstInvalidId }: DetailErrorOptions = {},
): { errors: MediaDetailErrors; hasFieldError: boolean } {
  const errors = mediaDetailErrors(error, kind, altMessage);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field errors are derived from `error` alone.
  useEffect(() => {
    if (error === undefined) return;
    focusFirstInvalid([firstInvalidId, ...invalidFieldIds(ids, errors)]);
  }, [error]);
  return { errors, hasFieldError: hasFieldError(errors) };
}
