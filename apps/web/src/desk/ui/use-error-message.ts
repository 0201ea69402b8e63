import { apiErrorCodes } from '@sitedesk/shared/api-errors';
import { useCallback } from 'react';
import { useDeskI18n } from '../app/desk-i18n';
import { DeskApiError } from '../lib/api-client';

/** Turns a failed request into a sentence in the desk's language (error codes are stable, messages are not). */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useDeskI18n();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof DeskApiError)) return t.errors.generic;
      if (error.code === 'network') return t.errors.network;
      if (error.status === 429) return t.errors.rateLimited;
      if (error.status === 403) return t.errors.forbidden;
      if (error.status === 404) return t.errors.notFound;
      const known = apiErrorCodes.find((code) => code === error.code);
      return known ? t.apiErrors[known] : t.errors.generic;
    },
    [t],
  );
}
