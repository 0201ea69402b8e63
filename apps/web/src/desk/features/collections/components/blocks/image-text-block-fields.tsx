import { useDeskI18n } from '../../../../app/desk-i18n';
import { PlacedImageFields } from '../fields/placed-image-fields';
import { RadioGroupField } from '../fields/radio-group-field';
import { BlockTitleAndTextFields } from './text-block-fields';

/** An image beside a title and a text; which side is in reading order, so it mirrors in Arabic. */
export function ImageTextBlockFields({ index, blockName }: { index: number; blockName: string }) {
  const { t } = useDeskI18n();
  const m = t.collections.blocks;
  return (
    <>
      <BlockTitleAndTextFields index={index} textMaxLength={3000} />
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
