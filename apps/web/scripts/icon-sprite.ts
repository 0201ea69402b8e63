/**
 * Writes the public site's icons into one SVG sprite (`src/assets/generated/icons.svg`, decision 201): one
 * `<symbol>` per lucide drawing, named as in `src/ui/site-icon-names.ts`. The pages draw an icon as
 * `<svg><use href="/assets/icons-HASH.svg#name"/></svg>`, so its paths travel once per visitor in a cached
 * file instead of in every page's HTML. Run it after changing the list:
 * `node --import tsx scripts/icon-sprite.ts`; a unit test fails while the file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ArrowLeft,
  ArrowRight,
  Award,
  BriefcaseBusiness,
  Building,
  ChartLine,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  Cog,
  Download,
  Eye,
  Factory,
  File,
  Globe,
  HandHeart,
  Leaf,
  LoaderCircle,
  type LucideIcon,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  Package,
  Paperclip,
  Phone,
  Quote,
  Recycle,
  Send,
  Settings,
  Shield,
  Square,
  SquareCheck,
  Star,
  Target,
  Users,
  X,
  Zap,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type SiteIconName, siteIconNames } from '../src/ui/site-icon-names';

const drawings: Record<SiteIconName, LucideIcon> = {
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  award: Award,
  'briefcase-business': BriefcaseBusiness,
  building: Building,
  'chart-line': ChartLine,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'circle-alert': CircleAlert,
  'circle-check': CircleCheck,
  cog: Cog,
  download: Download,
  eye: Eye,
  factory: Factory,
  file: File,
  globe: Globe,
  'hand-heart': HandHeart,
  leaf: Leaf,
  'loader-circle': LoaderCircle,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  'message-square': MessageSquare,
  package: Package,
  paperclip: Paperclip,
  phone: Phone,
  quote: Quote,
  recycle: Recycle,
  send: Send,
  settings: Settings,
  shield: Shield,
  square: Square,
  'square-check': SquareCheck,
  star: Star,
  target: Target,
  users: Users,
  x: X,
  zap: Zap,
};

export const iconSpriteFile = fileURLToPath(new URL('../src/assets/generated/icons.svg', import.meta.url));

/** The drawing's shapes without lucide's `<svg>` around them. */
function shapesOf(icon: LucideIcon): string {
  const markup = renderToStaticMarkup(createElement(icon));
  const shapes = markup.match(/^<svg[^>]*>([\s\S]*)<\/svg>$/)?.[1];
  if (!shapes) throw new Error(`Unexpected lucide markup: ${markup.slice(0, 80)}`);
  return shapes;
}

/**
 * The sprite. The stroke is each symbol's own (one weight for the whole site, as `decorativeIcon` had it):
 * `<use>` clones the symbol alone, so nothing around it in this file is inherited. The fill is not the
 * symbol's: it inherits from the page's `<svg>`, which says `fill="none"` unless a class fills it (the
 * rating's stars), so an icon draws as line art even where no stylesheet applies.
 */
export function renderIconSprite(): string {
  const symbols = siteIconNames.map(
    (name) =>
      `<symbol id="${name}" viewBox="0 0 24 24" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${shapesOf(drawings[name])}</symbol>`,
  );
  return ['<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">', ...symbols, '</svg>', ''].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(iconSpriteFile, renderIconSprite());
  console.log(`Wrote ${siteIconNames.length} icons to ${iconSpriteFile}`);
}
