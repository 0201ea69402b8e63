import { useDeskI18n } from '../../../../app/desk-i18n';
import { TextInputField } from '../fields/text-input-field';

type Props = { index: number };

/** An introduction: an optional small line, a heading and a short text. */
export function IntroBlockFields({ index }: Props) {
  const { t } = useDeskI18n();
  const m = t.collections.blocks;
  return (
    <>
      <TextInputField path={['blocks', index, 'eyebrow']} label={m.eyebrow} maxLength={160} isOptional />
      <BlockTitleAndTextFields index={index} textMaxLength={2000} />
    </>
  );
}

/** A quote with the name (and role) of who said it. */
export function QuoteBlockFields({ index }: Props) {
  const { t } = useDeskI18n();
  const m = t.collections.blocks;
  return (
    <>
      <TextInputField path={['blocks', index, 'quote']} label={m.quote} maxLength={600} isMultiline />
      <TextInputField path={['blocks', index, 'name']} label={m.quoteName} maxLength={120} />
      <TextInputField path={['blocks', index, 'role']} label={m.quoteRole} maxLength={160} isOptional />
    </>
  );
}

/** The contact band: a title and a text; the phone number and e-mail come from the company details. */
export function ContactBandBlockFields({ index }: Props) {
  const { t } = useDeskI18n();
  const m = t.collections.blocks;
  return (
    <>
      <p className="text-steel-800">{m.contactBandNote}</p>
      <BlockTitleAndTextFields index={index} textMaxLength={600} isTextOptional />
    </>
  );
}

type TitleAndTextProps = {
  index: number;
  textMaxLength: number;
  /** An optional text says so in its label ("Text (optional)"). */
  isTextOptional?: boolean;
};

/** A block's title and the text under it (intro, image and text, contact band, call to action). */
export function BlockTitleAndTextFields({ index, textMaxLength, isTextOptional = false }: TitleAndTextProps) {
  const { t } = useDeskI18n();
  return (
    <>
      <TextInputField path={['blocks', index, 'title']} label={t.collections.fields.title} maxLength={160} />
      <TextInputField
        path={['blocks', index, 'text']}
        label={isTextOptional ? t.collections.blocks.optionalText : t.collections.fields.text}
        maxLength={textMaxLength}
        isMultiline
        isOptional={isTextOptional}
      />
    </>
  );
}
