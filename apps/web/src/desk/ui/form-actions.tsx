import { useDeskI18n } from '../app/desk-i18n';
import { buttonPrimary, buttonSecondary } from './styles';

type Props = {
  submitLabel: string;
  /** The form's sending: while it runs the button stays focusable but says it does nothing (`aria-disabled`). */
  action: { isPending: boolean };
  /** Without it there is no cancel button (a form for a new item stays open). */
  onCancel?: (() => void) | undefined;
};

/** A form's submit button and, when editing in place, the cancel button that closes it. */
export function FormActions({ submitLabel, action, onCancel }: Props) {
  const { t } = useDeskI18n();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className={buttonPrimary} aria-disabled={action.isPending}>
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          {t.cancel}
        </button>
      )}
    </div>
  );
}
