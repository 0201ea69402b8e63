import type { ReactNode } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { cardClass } from '../../../ui/styles';

type Props = {
  id: string;
  title: string;
  /** Nothing counted in the period: the card says so instead of drawing an empty list or table. */
  isEmpty: boolean;
  children: ReactNode;
};

/** One dashboard card of counted figures under its heading, or the words for "no data yet". */
export function FiguresCard({ id, title, isEmpty, children }: Props) {
  const { t } = useDeskI18n();
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="mb-4 text-2xl text-petrol-900">
        {title}
      </h2>
      {isEmpty ? <p className="text-steel-700">{t.dashboard.noData}</p> : children}
    </section>
  );
}
