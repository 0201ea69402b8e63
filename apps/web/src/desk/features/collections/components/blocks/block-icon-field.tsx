import { type IconName, iconNames } from '@sitedesk/shared/content/schema';
import { contentIcons } from '../../../../../ui/content-icon';
import { useDeskI18n } from '../../../../app/desk-i18n';
import type { DocumentPath } from '../../../../lib/document-path';
import { useEntryField } from '../entry-form-context';
import { SelectField } from '../fields/select-field';

const isIconName = (value: unknown): value is IconName =>
  typeof value === 'string' && (iconNames as readonly string[]).includes(value);

/** An icon from the site's set, chosen by name, with the chosen icon drawn beside the list. */
export function BlockIconField({ path, label }: { path: DocumentPath; label: string }) {
  const { t } = useDeskI18n();
  const field = useEntryField(path);
  const Icon = isIconName(field.value) ? contentIcons[field.value] : undefined;
  return (
    <div className="flex items-end gap-3">
      <div className="flex-1">
        <SelectField
          path={path}
          label={label}
          options={iconNames.map((value) => ({ value, label: t.collections.blocks.icons[value] }))}
        />
      </div>
      {Icon && (
        <span className="mb-0.5 inline-flex size-11 shrink-0 items-center justify-center rounded-card border border-steel-300 bg-steel-50 text-petrol-800">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      )}
    </div>
  );
}
