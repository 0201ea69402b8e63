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
import { SiteIcon } from './site-icon';
import type { SiteIconName } from './site-icon-names';

/** The site's lucide set by name: what the desk's icon picker shows beside the list. */
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

/** The same set in the site's icon sprite (decision 201), where the pages draw it from. */
const spriteIcons: Record<IconName, SiteIconName> = {
  factory: 'factory',
  cog: 'cog',
  settings: 'settings',
  zap: 'zap',
  leaf: 'leaf',
  recycle: 'recycle',
  shield: 'shield',
  award: 'award',
  target: 'target',
  handHeart: 'hand-heart',
  users: 'users',
  chartLine: 'chart-line',
};

/** The icon an editor picked for a content item, drawn as decoration. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return <SiteIcon name={spriteIcons[name]} className={className} />;
}
