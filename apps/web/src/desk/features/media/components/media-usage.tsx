import type { MediaDetail } from '@sitedesk/shared/content-api';
import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useResource } from '../../../lib/use-resource';
import { LoadError } from '../../../ui/load-error';
import { useUsageText } from './usage-text';

/**
 * Where a file is used, per language (decision 203): asked for when the editor opens it, since every
 * answer walks the site's content.
 */
export function MediaUsage({ mediaId, name }: { mediaId: string; name: string }) {
  const { t } = useDeskI18n();
  const [isOpen, setIsOpen] = useState(false);
  const detail = useResource<MediaDetail>(isOpen ? `/api/desk/media/${encodeURIComponent(mediaId)}` : null);
  const usageText = useUsageText();
  return (
    <details onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-petrol-700 underline underline-offset-2">
        {t.pictures.usage.title}
        <span className="sr-only"> {name}</span>
      </summary>
      <div className="text-sm text-steel-800" aria-live="polite">
        {detail.error && !detail.data ? (
          <LoadError error={detail.error} onRetry={detail.reload} />
        ) : !detail.data ? (
          isOpen && <p>{t.pictures.usage.loading}</p>
        ) : detail.data.usage.length === 0 ? (
          <p>{t.pictures.usage.none}</p>
        ) : (
          <p className="break-words">{usageText(detail.data.usage)}</p>
        )}
      </div>
    </details>
  );
}
