import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** A message about the last action: errors are announced at once (`alert`), successes politely. */
export function Alert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const isError = tone === 'error';
  const Icon = isError ? CircleAlert : CircleCheck;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-card border p-3 ${
        isError
          ? 'border-signal-700 bg-signal-300/20 text-signal-800'
          : 'border-petrol-600 bg-petrol-50 text-petrol-900'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
