import type { ReactNode } from 'react';
import { Container } from '../../../ui/container';
import type { SectionTone } from '../../../ui/section';

const tones: Record<SectionTone, string> = {
  light: 'bg-steel-50 text-steel-900',
  white: 'bg-white text-steel-900',
  dark: 'surface-dark bg-petrol-900 text-steel-50',
};

/**
 * One block's band, as `ui/section.tsx` draws the site's sections, with the block's anchor (`#{id}`) when
 * it has one; a block without a heading is a plain `<div>` rather than an unnamed `<section>`.
 */
export function BlockSection({
  anchor,
  labelledBy,
  tone,
  children,
}: {
  anchor: string | undefined;
  labelledBy: string | undefined;
  tone: SectionTone;
  children: ReactNode;
}) {
  const className = `${tones[tone]} py-16 sm:py-24`;
  const inner = <Container>{children}</Container>;
  return labelledBy ? (
    <section id={anchor} aria-labelledby={labelledBy} className={className}>
      {inner}
    </section>
  ) : (
    <div id={anchor} className={className}>
      {inner}
    </div>
  );
}
