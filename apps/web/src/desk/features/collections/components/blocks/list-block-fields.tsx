import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { MediaRefField } from '../fields/media-ref-field';
import { NumberInputField } from '../fields/number-input-field';
import { RepeatableField } from '../fields/repeatable-field';
import { SelectField } from '../fields/select-field';
import { TextInputField } from '../fields/text-input-field';
import { BlockIconField } from './block-icon-field';

/** `blockName` goes into every item's name, so "Remove Figure 2" says which block it belongs to. */
type Props = { index: number; blockName: string };

const figureFormats = ['integer', 'year', 'percent'] as const;

/** Key figures: up to six numbers, each with how it is shown and a label. */
export function FiguresBlockFields({ index, blockName }: Props) {
  const { t } = useDeskI18n();
  const m = t.collections.blocks;
  const path = ['blocks', index, 'items'];
  return (
    <>
      <TextInputField path={['blocks', index, 'title']} label={m.optionalTitle} maxLength={160} isOptional />
      <RepeatableField
        path={path}
        label={m.figures}
        itemName={(item) => `${formatMessage(m.figure, { number: item + 1 })} (${blockName})`}
        newItemName={formatMessage(m.figure, { number: '' }).trim()}
        max={6}
        newItem={() => ({ value: 0, format: 'integer', label: '' })}
      >
        {(item) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <NumberInputField
              path={[...path, item, 'value']}
              label={m.figureValue}
              min={0}
              max={1e12}
              step="any"
              hint={m.figureValueHint}
            />
            <SelectField
              path={[...path, item, 'format']}
              label={m.figureFormat}
              options={figureFormats.map((value) => ({ value, label: m.figureFormats[value] }))}
            />
            <TextInputField path={[...path, item, 'label']} label={m.figureLabel} maxLength={120} />
            <TextInputField path={[...path, item, 'note']} label={m.figureNote} maxLength={200} isOptional />
          </div>
        )}
      </RepeatableField>
    </>
  );
}

/** Feature cards: an icon from the site's set, a title and a short text each. */
export function FeaturesBlockFields({ index, blockName }: Props) {
  const { t } = useDeskI18n();
  const m = t.collections.blocks;
  const path = ['blocks', index, 'items'];
  return (
    <>
      <TextInputField path={['blocks', index, 'title']} label={m.optionalTitle} maxLength={160} isOptional />
      <TextInputField
        path={['blocks', index, 'intro']}
        label={m.optionalIntro}
        maxLength={600}
        isMultiline
        isOptional
      />
      <RepeatableField
        path={path}
        label={m.cards}
        itemName={(item) => `${formatMessage(m.card, { number: item + 1 })} (${blockName})`}
        newItemName={formatMessage(m.card, { number: '' }).trim()}
        max={12}
        newItem={() => ({ icon: 'factory', title: '', text: '' })}
      >
        {(item) => (
          <div className="space-y-3">
            <BlockIconField path={[...path, item, 'icon']} label={m.icon} />
            <TextInputField
              path={[...path, item, 'title']}
              label={t.collections.fields.title}
              maxLength={120}
            />
            <TextInputField
              path={[...path, item, 'text']}
              label={t.collections.fields.text}
              maxLength={600}
              isMultiline
            />
          </div>
        )}
      </RepeatableField>
    </>
  );
}

/** Downloads: documents from the media library, each with its link text. */
export function DownloadsBlockFields({ index, blockName }: Props) {
  const { t } = useDeskI18n();
  const m = t.collections.fields;
  const path = ['blocks', index, 'items'];
  return (
    <>
      <TextInputField path={['blocks', index, 'title']} label={m.title} maxLength={160} />
      <RepeatableField
        path={path}
        label={t.collections.blocks.documents}
        itemName={(item) => `${formatMessage(m.download, { number: item + 1 })} (${blockName})`}
        newItemName={formatMessage(m.download, { number: '' }).trim()}
        max={20}
        newItem={() => ({ title: '' })}
      >
        {(item, name) => (
          <div className="space-y-2">
            <TextInputField
              path={[...path, item, 'title']}
              label={`${m.linkText} (${name})`}
              maxLength={160}
            />
            <MediaRefField
              path={[...path, item, 'document']}
              label={`${m.document} (${name})`}
              kind="document"
            />
          </div>
        )}
      </RepeatableField>
    </>
  );
}
