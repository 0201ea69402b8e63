import { useDeskI18n } from '../../../../app/desk-i18n';
import type { DocumentPath } from '../../../../lib/document-path';
import { MediaRefField } from './media-ref-field';
import { TextInputField } from './text-input-field';

/** An image from the library plus an optional alt text for this one use (`placedImageSchema`). */
export function PlacedImageFields({ path, label }: { path: DocumentPath; label: string }) {
  const { t } = useDeskI18n();
  return (
    <div className="space-y-2">
      <MediaRefField path={path} label={label} kind="image" />
      <TextInputField
        path={[...path, 'alt']}
        label={`${t.collections.fields.altOverride} — ${label}`}
        hint={t.collections.fields.altOverrideHint}
        maxLength={500}
        isOptional
      />
    </div>
  );
}
