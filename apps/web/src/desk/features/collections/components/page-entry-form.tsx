import { pagePlacements } from '@sitedesk/shared/collections/page-blocks';
import { useDeskI18n } from '../../../app/desk-i18n';
import { BlockListField } from './blocks/block-list-field';
import { RadioGroupField } from './fields/radio-group-field';
import { TextInputField } from './fields/text-input-field';

/** An editor's page's own fields (`pageEntrySchema`): where it is linked and its blocks. */
export function PageEntryForm() {
  const { t } = useDeskI18n();
  const m = t.collections.fields;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <RadioGroupField
          path={['placement']}
          legend={m.placement}
          hint={m.placementHint}
          options={pagePlacements.map((value) => ({ value, label: t.collections.options.placements[value] }))}
        />
        <TextInputField
          path={['navLabel']}
          label={m.navLabel}
          hint={m.navLabelHint}
          maxLength={40}
          isOptional
        />
      </div>
      <BlockListField />
    </>
  );
}
