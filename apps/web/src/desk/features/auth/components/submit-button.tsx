import { LoaderCircle } from 'lucide-react';
import { buttonPrimary } from '../../../ui/styles';

export function SubmitButton({ isPending, label }: { isPending: boolean; label: string }) {
  return (
    <button
      type="submit"
      className={`${buttonPrimary} w-full`}
      disabled={isPending}
      aria-disabled={isPending}
    >
      {isPending && <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
      {label}
    </button>
  );
}
