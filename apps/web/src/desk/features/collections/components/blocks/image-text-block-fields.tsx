import { useDeskI18n } from '../../../../app/desk-i18n';
import { PlacedImageFields } from '../fields/placed-image-fields';
import { RadioGroupField } from '../fields/radio-group-field';
import { TextInputField } from '../fields/text-input-field';

/** An image beside a title and a text; which side is in reading order, so it mirrors in Arabic. */
export function ImageTextBlockFields({ index, blockName }: { index: number; blockName: string }) {
  const { t } = useDeskI18n();
  const m = t.collections.blocks;
  return (
    <>
      <TextInputField path={['blocks', index, 'title']} label={t.collections.fields.title} maxLength={160} />
      <TextInputField
        path={['blocks', index, 'text']}
        label={t.collections.fields.text}
        maxLength={3000}
        isMultiline
      />
      <PlacedImageFields path={['blocks', index, 'image']} label={`${m.image} (${blockName})`} />
      <RadioGroupField
        path={['blocks', index, 'imageSide']}
        legend={m.imageSide}
        hint={m.imageSideHint}
        isInline
        options={(['start', 'end'] as const).map((value) => ({ value, label: m.imageSides[value] }))}
      />
    </>
  );
}
