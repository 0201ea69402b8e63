import { DeskApiError } from '../../../lib/api-client';

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
