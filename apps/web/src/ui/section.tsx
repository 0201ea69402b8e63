import type { ReactNode } from 'react';
import { Container } from './container';

export type SectionTone = 'light' | 'white' | 'dark';

const tones: Record<SectionTone, string> = {
  light: 'bg-steel-50 text-steel-900',
  white: 'bg-white text-steel-900',
  dark: 'surface-dark bg-petrol-900 text-steel-50',
};

/** A landmark-free page band labelled by its heading; `tone` sets colours and the focus ring. */
export function Section({
  labelledBy,
  tone = 'light',
  children,
}: {
  labelledBy: string;
  tone?: SectionTone;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className={`${tones[tone]} py-16 sm:py-24`}>
      <Container>{children}</Container>
    </section>
  );
}
