import type { DocumentPath } from '../../../../lib/document-path';
import { MediaPicker } from '../../../../media-picker/media-picker';
import { FieldError } from '../../../../ui/field-error';
import { useEntryField, useEntryForm } from '../entry-form-context';

type Props = { path: DocumentPath; label: string; kind: 'image' | 'document' };

const mediaIdOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && 'mediaId' in value && typeof value.mediaId === 'string'
    ? value.mediaId
    : undefined;

/**
 * An image or document from the media library, stored as `{ mediaId }` (keeping an image's alt override).
 * In a translation an image without a `mediaId` shows the default language's (decision 203).
 */
export function MediaRefField({ path, label, kind }: Props) {
  const { locale, media } = useEntryForm();
  const field = useEntryField(path);
  const current: Record<string, unknown> =
    typeof field.value === 'object' && field.value !== null ? { ...field.value } : {};
  const { mediaId: _removed, ...rest } = current;
  // A list's entry stays in its list when its file is removed (the list's own button removes the entry);
  // an alt text of this use stays with it.
  const isListEntry = typeof path[path.length - 1] === 'number';
  const cleared = isListEntry || Object.keys(rest).length > 0 ? rest : undefined;
  return (
    <div id={field.id} tabIndex={-1}>
      <MediaPicker
        kind={kind}
        value={mediaIdOf(field.value)}
        onChange={(mediaId) => field.set(mediaId === undefined ? cleared : { ...current, mediaId })}
        label={label}
        locale={locale}
        media={media}
        describedBy={field.errorId}
        shared={kind === 'image' ? mediaIdOf(field.fallbackValue) : undefined}
      />
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}
