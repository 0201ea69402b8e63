import type { ReactNode } from 'react';
import { cardClass } from '../../../ui/styles';

/** A titled part of the inquiry page; its h2 names the region for screen-reader navigation. */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="mb-4 text-2xl text-petrol-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
