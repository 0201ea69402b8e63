import { initialsOf } from '../lib/format';

/** A person's initials in a circle; the name is given as text next to it or by the caller's label. */
export function Avatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' }) {
  const dimensions = size === 'sm' ? 'size-6 text-[0.65rem]' : 'size-8 text-xs';
  return (
    <span
      aria-hidden="true"
      title={name}
      className={`inline-flex ${dimensions} shrink-0 items-center justify-center rounded-full border-2 border-white bg-petrol-700 font-bold text-white`}
    >
      {initialsOf(name)}
    </span>
  );
}
