import { pagePlacements } from '@sitedesk/shared/collections/page-blocks';
import { useDeskI18n } from '../../../app/desk-i18n';
import { BlockListField } from './blocks/block-list-field';
import { RadioGroupField } from './fields/radio-group-field';
import { SeoFields } from './fields/seo-fields';
import { SlugField } from './fields/slug-field';
import { TextInputField } from './fields/text-input-field';

/** The fields of an editor's page (`pageEntrySchema`): its name and address, where it is linked, its blocks. */
export function PageEntryForm() {
  const { t } = useDeskI18n();
  const m = t.collections.fields;
  return (
    <div className="space-y-5">
      <TextInputField path={['title']} label={m.title} maxLength={160} />
      <SlugField titleKey="title" />
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
      <SeoFields />
    </div>
  );
}
