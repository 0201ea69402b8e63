import { useId } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { setShortcutsEnabled, useShortcutsEnabled } from '../../../shortcuts/shortcut-preference';

/**
 * Single-key shortcuts on or off (WCAG 2.1.4), applied at once: it is kept in this browser, not sent with
 * the form (decision 178).
 */
export function ShortcutPreferenceField() {
  const { t } = useDeskI18n();
  const texts = t.keyboard.shortcuts;
  const id = useId();
  const isEnabled = useShortcutsEnabled();
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="size-5 shrink-0"
          checked={isEnabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setShortcutsEnabled(event.target.checked)}
        />
        {texts.preference}
      </label>
      <p id={`${id}-hint`} className="text-sm text-steel-600">
        {texts.preferenceHint}
      </p>
    </div>
  );
}
