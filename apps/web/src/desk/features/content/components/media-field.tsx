import { type DocumentPath, getAt } from '../../../lib/document-path';
import { MediaPicker } from '../../../media-picker/media-picker';
import { FieldError } from '../../../ui/field-error';
import { inContext } from '../model/field-context';
import type { FieldNode } from '../model/field-tree';
import { useContentForm, useFieldState } from './content-form-context';

type Props = {
  node: Extract<FieldNode, { kind: 'media' }>;
  path: DocumentPath;
  label: string;
  context?: string | undefined;
  value: unknown;
};

const mediaIdOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && 'mediaId' in value && typeof value.mediaId === 'string'
    ? value.mediaId
    : undefined;

/**
 * An image or document from the media library, stored as `{ mediaId }`. In a translation an image left out
 * shows the default language's (decision 203); the picker shows that one and offers a picture of its own.
 */
export function MediaField({ node, path, label, context, value }: Props) {
  const { locale, media, setValue, fallback } = useContentForm();
  const { id, error, errorId } = useFieldState(path);
  return (
    // The id lets the error summary link here; the picker's button carries the error's description.
    <div id={id} tabIndex={-1}>
      <MediaPicker
        kind={node.widget}
        value={mediaIdOf(value)}
        onChange={(mediaId) => setValue(path, mediaId === undefined ? undefined : { mediaId })}
        label={inContext(label, context)}
        locale={locale}
        media={media}
        describedBy={error ? errorId : undefined}
        shared={fallback === null ? undefined : mediaIdOf(getAt(fallback, path))}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
