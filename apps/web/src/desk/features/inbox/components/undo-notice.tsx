import { Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';

const visibleMs = 10_000;

/**
 * What a bulk action did, with "Undo" for ten seconds — longer while the pointer or the keyboard is on it
 * (WCAG 2.2.1) — and Ctrl+Z (⌘Z) anywhere but in a text field. The live region exists before any notice
 * does, so screen readers announce it.
 */
export function UndoNotice({
  notice,
  onUndo,
  onClose,
}: {
  notice: { key: number; text: string; canUndo: boolean } | undefined;
  onUndo: () => void;
  onClose: () => void;
}) {
  const { t } = useDeskI18n();
  const text = t.habits.bulk;
  const [isHeld, setHeld] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!notice || isHeld) return;
    const timer = setTimeout(onClose, visibleMs);
    return () => clearTimeout(timer);
  }, [notice, isHeld, onClose]);

  useEffect(() => {
    if (!notice?.canUndo) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      onUndo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [notice, onUndo]);

  return (
    <div
      ref={ref}
      role="status"
      className="pointer-events-none fixed inset-x-4 bottom-20 z-50 flex justify-center"
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      {notice && (
        <div
          key={notice.key}
          className="pointer-events-auto flex max-w-md flex-wrap items-center gap-3 rounded-card bg-petrol-900 p-3 text-white shadow-lg surface-dark"
        >
          <p className="flex-1">{notice.text}</p>
          {notice.canUndo && (
            <button
              type="button"
              onClick={onUndo}
              className="inline-flex min-h-11 items-center gap-2 rounded-card border border-white px-3 font-semibold hover:bg-petrol-700"
            >
              <Undo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {text.undo}
              <span className="sr-only"> ({text.undoHint})</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
