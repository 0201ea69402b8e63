import { useCallback, useRef, useState } from 'react';

export type ActionResult<R> = { ok: true; value: R } | { ok: false };

export type Action<A extends unknown[], R> = {
  run: (...args: A) => Promise<ActionResult<R>>;
  isPending: boolean;
  error: unknown;
  reset: () => void;
};

/**
 * Runs a request started by the user: tracks that it is pending (so it cannot be sent twice) and keeps its
 * error for the form to show.
 */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>): Action<A, R> {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<unknown>();
  const pending = useRef(false);

  const run = useCallback(
    async (...args: A): Promise<ActionResult<R>> => {
      if (pending.current) return { ok: false };
      pending.current = true;
      setIsPending(true);
      setError(undefined);
      try {
        return { ok: true, value: await action(...args) };
      } catch (caught) {
        setError(caught);
        return { ok: false };
      } finally {
        pending.current = false;
        setIsPending(false);
      }
    },
    [action],
  );
  const reset = useCallback(() => setError(undefined), []);
  return { run, isPending, error, reset };
}
