import { useDeskI18n } from '../app/desk-i18n';
import type { DeskApiError } from '../lib/api-client';
import { Alert } from './alert';
import { buttonSecondary } from './styles';
import { useErrorMessage } from './use-error-message';

/** What a page shows when its data could not be loaded, with a way to try again. */
export function LoadError({ error, onRetry }: { error: DeskApiError; onRetry: () => void }) {
  const { t } = useDeskI18n();
  const message = useErrorMessage();
  return (
    <div className="space-y-3 py-4">
      <Alert tone="error">{message(error)}</Alert>
      <button type="button" className={buttonSecondary} onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}
