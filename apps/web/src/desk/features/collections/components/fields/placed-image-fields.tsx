import { useDeskI18n } from '../../../../app/desk-i18n';
import { type DocumentPath, getAt } from '../../../../lib/document-path';
import { useEntryForm } from '../entry-form-context';
import { MediaRefField } from './media-ref-field';
import { TextInputField } from './text-input-field';

/** An image from the library plus an optional alt text for this one use (`placedImageSchema`). */
export function PlacedImageFields({ path, label }: { path: DocumentPath; label: string }) {
  const { t } = useDeskI18n();
  const { document, fallback } = useEntryForm();
  // The override only means something once there is an image to describe: its own, or in a translation
  // the default language's, which it shows (decision 203).
  const hasImage =
    typeof getAt(document, [...path, 'mediaId']) === 'string' ||
    typeof getAt(fallback, [...path, 'mediaId']) === 'string';
  return (
    <div className="space-y-2">
      <MediaRefField path={path} label={label} kind="image" />
      {hasImage && (
        <TextInputField
          path={[...path, 'alt']}
          label={`${t.collections.fields.altOverride} — ${label}`}
          hint={t.collections.fields.altOverrideHint}
          maxLength={500}
          isOptional
        />
      )}
    </div>
  );
}
