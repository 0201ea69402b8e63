import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { shouldConfirmLeaving } from './unsaved-changes';

/**
 * Asks before unsaved edits are lost: a desk link, the browser's Back and Forward (React Router's blocker)
 * and closing or reloading the tab (`beforeunload`). Returns `allowNextNavigation`, for a move the editor
 * starts itself once its edits are safe (a new entry going to its own page after it was created).
 */
export function useUnsavedChangesGuard(
  isDirty: boolean,
  message: string,
): { allowNextNavigation: () => void } {
  const isDirtyRef = useRef(isDirty);
  isDirtyRef.current = isDirty;
  const isAllowed = useRef(false);

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    shouldConfirmLeaving({
      isDirty: isDirtyRef.current,
      isAllowed: isAllowed.current,
      from: currentLocation,
      to: nextLocation,
    }),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const allowNextNavigation = useCallback(() => {
    isAllowed.current = true;
  }, []);
  return { allowNextNavigation };
}
