import { type IconName, iconNames } from '@sitedesk/shared/content/schema';
import {
  Award,
  ChartLine,
  Cog,
  Factory,
  HandHeart,
  Leaf,
  type LucideIcon,
  Recycle,
  Settings,
  Shield,
  Target,
  Users,
  Zap,
} from 'lucide-react';
import { useDeskI18n } from '../../../../app/desk-i18n';
import type { DocumentPath } from '../../../../lib/document-path';
import { useEntryField } from '../entry-form-context';
import { SelectField } from '../fields/select-field';

/** The site's lucide set (as `ui/content-icon.tsx` draws it), so the editor sees what visitors will. */
const icons: Record<IconName, LucideIcon> = {
  factory: Factory,
  cog: Cog,
  settings: Settings,
  zap: Zap,
  leaf: Leaf,
  recycle: Recycle,
  shield: Shield,
  award: Award,
  target: Target,
  handHeart: HandHeart,
  users: Users,
  chartLine: ChartLine,
};

const isIconName = (value: unknown): value is IconName =>
  typeof value === 'string' && (iconNames as readonly string[]).includes(value);

/** An icon from the site's set, chosen by name, with the chosen icon drawn beside the list. */
export function BlockIconField({ path, label }: { path: DocumentPath; label: string }) {
  const { t } = useDeskI18n();
  const field = useEntryField(path);
  const Icon = isIconName(field.value) ? icons[field.value] : undefined;
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
