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
      <TextInputField path={['blocks', index, 'title']} label={t.collections.fields.title} maxLength={160} />
      <TextInputField
        path={['blocks', index, 'text']}
        label={t.collections.fields.text}
        maxLength={2000}
        isMultiline
      />
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
      <TextInputField path={['blocks', index, 'title']} label={t.collections.fields.title} maxLength={160} />
      <TextInputField
        path={['blocks', index, 'text']}
        label={m.optionalText}
        maxLength={600}
        isMultiline
        isOptional
      />
    </>
  );
}
