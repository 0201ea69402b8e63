import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { MediaRefField } from './media-ref-field';
import { RepeatableField } from './repeatable-field';
import { TextInputField } from './text-input-field';

type Props = { fieldKey: 'downloads' | 'dataSheets' };

/** Documents from the media library, each with the link text the page shows. */
export function DownloadsField({ fieldKey }: Props) {
  const { t } = useDeskI18n();
  const m = t.collections.fields;
  const itemMessage = fieldKey === 'downloads' ? m.download : m.dataSheet;
  return (
    <RepeatableField
      path={[fieldKey]}
      label={fieldKey === 'downloads' ? m.downloads : m.dataSheets}
      itemName={(index) => formatMessage(itemMessage, { number: index + 1 })}
      newItemName={formatMessage(itemMessage, { number: '' }).trim()}
      max={10}
      newItem={() => ({ title: '' })}
    >
      {(index, name) => (
        <div className="space-y-2">
          <TextInputField
            path={[fieldKey, index, 'title']}
            label={`${m.linkText} (${name})`}
            maxLength={200}
          />
          <MediaRefField
            path={[fieldKey, index, 'document']}
            label={`${m.document} (${name})`}
            kind="document"
          />
        </div>
      )}
    </RepeatableField>
  );
}
