import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';
import { useTopicLabel } from '../../../topics/topics-store';
import { FiguresCard } from './figures-card';

type Row = { key: string; label: string; count: number };
type Props = { id: string; title: string; rows: Row[]; topicLabels?: boolean };

/**
 * Counts as a list with a bar each. The bars are SVG (the CSP forbids style attributes, so widths cannot be
 * inline styles); the numbers are text, so nothing depends on seeing the bars.
 */
export function BarList({ id, title, rows, topicLabels = false }: Props) {
  return (
    <FiguresCard id={id} title={title} isEmpty={rows.length === 0}>
      <BarRows rows={rows} topicLabels={topicLabels} />
    </FiguresCard>
  );
}

/** The list of a `BarList`, for a card that shows more than the bars. */
export function BarRows({ rows, topicLabels = false }: { rows: Row[]; topicLabels?: boolean }) {
  const { locale } = useDeskI18n();
  // Rows of the topics' card are keyed by topic: built-in or added by editors (decision 245).
  const topicLabel = useTopicLabel();
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ul className="space-y-2">
      {rows.map((row) => (
        <li key={row.key}>
          <div className="flex justify-between gap-2">
            <span>{topicLabels ? topicLabel(row.label) : row.label}</span>
            <span className="font-semibold tabular-nums">{formatNumber(row.count, locale)}</span>
          </div>
          <svg aria-hidden="true" className="h-2 w-full" viewBox="0 0 100 2" preserveAspectRatio="none">
            <rect width="100" height="2" className="fill-steel-100" />
            <rect width={(row.count / max) * 100} height="2" className="fill-petrol-600" />
          </svg>
        </li>
      ))}
    </ul>
  );
}
