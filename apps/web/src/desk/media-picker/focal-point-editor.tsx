import {
  type FocalPoint,
  focalPointClasses,
  focalPointStep,
  type SiteMedia,
} from '@sitedesk/shared/content/site-media';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useId, useState } from 'react';
import { useDeskI18n } from '../app/desk-i18n';
import { useAction } from '../lib/use-action';
import { Alert } from '../ui/alert';
import { buttonSecondary, labelClass } from '../ui/styles';
import { useErrorMessage } from '../ui/use-error-message';
import { updateMedia } from './update-media';

type Props = {
  image: Pick<SiteMedia, 'id' | 'variants' | 'focalPoint'> & { thumbnailUrl?: string | null };
  /** Tells the surrounding form the point is saved (the library reloads its list). */
  onSaved?: (point: FocalPoint) => void;
};

/** The smallest WebP that still shows the picture: a thumbnail when the library made one. */
function previewUrl(image: Props['image']): string | undefined {
  if (image.thumbnailUrl) return image.thumbnailUrl;
  const webp = image.variants.filter((variant) => variant.format === 'webp');
  return [...webp].sort((a, b) => a.width - b.width)[0]?.url;
}

const percentOf = (value: number) => Math.round(value * 100);

/**
 * Sets an image's focal point (decision 203) with two sliders: operable by keyboard (arrows, Page Up and
 * Down, Home and End) and by a single click on a track, never only by dragging (WCAG 2.5.7). The preview
 * marks the point, and two cut-outs show what a square card and a wide banner keep.
 */
export function FocalPointEditor({ image, onSaved }: Props) {
  const { t } = useDeskI18n();
  const id = useId();
  const errorMessage = useErrorMessage();
  const [point, setPoint] = useState<FocalPoint>(image.focalPoint);
  const [savedPoint, setSavedPoint] = useState<FocalPoint>(image.focalPoint);
  const [notice, setNotice] = useState('');
  const action = useAction(updateMedia);
  const url = previewUrl(image);
  const placed = focalPointClasses(point);
  const isChanged = point.x !== savedPoint.x || point.y !== savedPoint.y;

  const change = (axis: 'x' | 'y', percent: number) => {
    setNotice('');
    setPoint((current) => ({ ...current, [axis]: percent / 100 }));
  };
  const save = async () => {
    const result = await action.run(image.id, { focalPoint: point });
    if (!result.ok) return;
    setSavedPoint(point);
    setNotice(t.pictures.focal.saved);
    onSaved?.(point);
  };

  const slider = (axis: 'x' | 'y', label: string) => (
    <div>
      <label htmlFor={`${id}-${axis}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${axis}`}
        type="range"
        min={0}
        max={100}
        step={focalPointStep * 100}
        value={percentOf(point[axis])}
        aria-valuetext={formatMessage(t.pictures.focal.value, { percent: percentOf(point[axis]) })}
        aria-describedby={`${id}-hint`}
        onChange={(event) => change(axis, Number(event.target.value))}
        className="block min-h-11 w-full accent-petrol-700"
      />
    </div>
  );

  return (
    <fieldset className="mt-3 rounded-card border border-steel-200 p-3">
      <legend className="px-1 font-semibold text-steel-800">{t.pictures.focal.legend}</legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-steel-800">
        {t.pictures.focal.hint}
      </p>
      {url && (
        <div className="mb-3 flex flex-wrap items-start gap-3">
          <span className={`relative inline-block ${placed}`}>
            <img src={url} alt="" className="block h-28 w-auto max-w-full rounded-card bg-steel-100" />
            <span
              aria-hidden="true"
              className="focal-marker absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-signal-500 ring-2 ring-petrol-900"
            />
          </span>
          <img src={url} alt="" className={`focal-point ${placed} size-28 rounded-card object-cover`} />
          <img src={url} alt="" className={`focal-point ${placed} h-14 w-40 rounded-card object-cover`} />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {slider('x', t.pictures.focal.fromLeft)}
        {slider('y', t.pictures.focal.fromTop)}
      </div>
      {action.error !== undefined && (
        <div className="mt-3">
          <Alert tone="error">{errorMessage(action.error)}</Alert>
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonSecondary}
          onClick={save}
          disabled={action.isPending || !isChanged}
        >
          {t.pictures.focal.save}
        </button>
        <p role="status" className="text-steel-800">
          {notice}
        </p>
      </div>
    </fieldset>
  );
}
