import { LoaderCircle } from 'lucide-react';
import { useDeskI18n } from '../app/desk-i18n';

export function Loading() {
  const { t } = useDeskI18n();
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-steel-700">
      <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
      {t.loading}
    </p>
  );
}
