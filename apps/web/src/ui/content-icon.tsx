import type { IconName } from '@sitedesk/shared/content/schema';
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
import { decorativeIcon } from './icon-props';

/** The site's lucide set by name: what pages draw, and what the desk's icon picker shows beside the list. */
export const contentIcons: Record<IconName, LucideIcon> = {
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

/** The icon an editor picked for a content item, drawn as decoration. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = contentIcons[name];
  return <Icon {...decorativeIcon} className={className} />;
}
