import type { SiteMedia } from '@sitedesk/shared/content/site-media';
import type { MediaItem } from '@sitedesk/shared/content-api';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDeskI18n } from '../app/desk-i18n';
import { languageName } from '../lib/format';
import { buttonSecondary, linkClass } from '../ui/styles';
import { AltText } from './alt-text';
import { AltWarning } from './alt-warning';
import { FocalPointEditor } from './focal-point-editor';
import { MediaPickerDialog, mediaName } from './media-picker-dialog';
import { MediaThumbnail } from './media-thumbnail';
import { useOfferedLanguages } from './use-offered-languages';

type Props = {
  kind: 'image' | 'document';
  /** The chosen file's media id. */
  value: string | undefined;
  onChange: (mediaId: string | undefined) => void;
  label: string;
  /** The locale of the content being edited: whose alt text is shown and required. */
  locale: Locale;
  /** Media the content already refers to, so the current choice shows without a request. */
  media: SiteMedia[];
  /** The id of the field's error message, read with the Choose button. */
  describedBy?: string | undefined;
  /**
   * In a translation, the picture of every language at this place (the default language's, decision 203):
   * shown while the translation has none of its own.
   */
  shared?: string | undefined;
};

/**
 * Chooses an image or document from the media library for a content field. A picture belongs to its
 * section or entry in every language: chosen in the default language it shows everywhere; chosen in a
 * translation it is that language's own, until the editor goes back to the shared one.
 */
export function MediaPicker({ kind, value, onChange, label, locale, media, describedBy, shared }: Props) {
  const { t, locale: deskLocale } = useDeskI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // A file picked just now is not in `media` until the content is saved and loaded again.
  const [picked, setPicked] = useState<MediaItem>();
  const offered = useOfferedLanguages();
  const isTranslation = locale !== defaultLocale && kind === 'image';
  const isShared = isTranslation && value === undefined && shared !== undefined;
  const shownId = isShared ? shared : value;
  const current =
    shownId === undefined
      ? undefined
      : (media.find((item) => item.id === shownId) ?? (picked?.id === shownId ? picked : undefined));
  const alt = current?.alt[locale]?.trim();
  const language = languageName(locale, deskLocale);
  // Which offered languages would show this picture without a description: the default language's picture
  // shows in all of them; a translation's own only in its language.
  const needsAltIn = kind !== 'image' ? [] : isTranslation && !isShared ? [locale] : offered;
  const missingAlt = current ? needsAltIn.filter((code) => !current.alt[code]?.trim()) : [];

  const open = () => {
    setIsOpen(true);
    dialog.current?.showModal();
  };
  const closed = () => {
    setIsOpen(false);
    // Browsers differ in where focus goes when a dialog closes; the button that opened it is where it was.
    chooseButton.current?.focus();
  };
  const pick = (item: MediaItem) => {
    setPicked(item);
    onChange(item.id);
    dialog.current?.close();
  };

  return (
    <fieldset className="rounded-card border border-steel-300 p-3">
      <legend className="px-1 font-semibold text-steel-800">{label}</legend>
      {shownId === undefined ? (
        <p className="text-steel-700">{t.media.picker.none}</p>
      ) : !current ? (
        <p className="text-steel-700">{formatMessage(t.media.picker.unknown, { id: shownId })}</p>
      ) : (
        <div className="flex items-start gap-3">
          <MediaThumbnail media={current} size="sm" />
          <div className="min-w-0">
            <p className="font-semibold wrap-anywhere">{mediaName(current)}</p>
            {kind === 'image' && alt && (
              <p className="text-sm break-words text-steel-800">
                <AltText alt={alt} locale={locale} />
              </p>
            )}
          </div>
        </div>
      )}
      {kind === 'image' && current && (
        <p className="mt-2 text-sm text-steel-800">
          {isShared
            ? formatMessage(t.pictures.shared.inherited, {
                language: languageName(defaultLocale, deskLocale),
              })
            : isTranslation
              ? formatMessage(t.pictures.shared.own, { language })
              : t.pictures.shared.everyLanguage}
        </p>
      )}
      {missingAlt.length > 0 && isTranslation && !isShared ? (
        <p className="mt-2 flex items-start gap-2 rounded-card border border-signal-700 bg-signal-300/20 p-2 text-signal-800">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {formatMessage(t.media.picker.noAlt, { language })}{' '}
            <Link to="/desk/media" className={linkClass}>
              {t.media.picker.addAlt}
            </Link>
          </span>
        </p>
      ) : (
        missingAlt.length > 0 && <AltWarning languages={missingAlt} />
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          ref={chooseButton}
          type="button"
          className={buttonSecondary}
          aria-describedby={describedBy}
          onClick={open}
        >
          {isShared ? formatMessage(t.pictures.shared.chooseOwn, { language }) : t.media.picker.choose}
          <span className="sr-only"> {label}</span>
        </button>
        {value !== undefined && (
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => {
              onChange(undefined);
              // This button goes away with the choice; Choose is where the next step starts.
              chooseButton.current?.focus();
            }}
          >
            {isTranslation && shared !== undefined ? t.pictures.shared.useShared : t.media.picker.remove}
            <span className="sr-only"> {label}</span>
          </button>
        )}
      </div>
      {kind === 'image' && current && (
        <details className="mt-3">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-petrol-700 underline underline-offset-2">
            {t.pictures.focal.legend}
            <span className="sr-only"> {label}</span>
          </summary>
          <FocalPointEditor key={current.id} image={current} />
        </details>
      )}
      <MediaPickerDialog
        dialog={dialog}
        isOpen={isOpen}
        kind={kind}
        contentLocale={locale}
        value={value}
        onPick={pick}
        onClose={closed}
      />
    </fieldset>
  );
}
