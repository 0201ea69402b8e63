import { Trash2 } from 'lucide-react';
import { useAction } from '../lib/use-action';
import { Alert } from './alert';
import { buttonDanger } from './styles';
import { useErrorMessage } from './use-error-message';

type Props<R> = {
  label: string;
  /** Asked first; nothing happens unless the member agrees. */
  confirm: string;
  run: () => Promise<R>;
  onDone: (result: R) => void;
};

/** A button that erases something for good: it asks first, cannot be pressed twice, and says why it failed. */
export function ConfirmedDangerButton<R>({ label, confirm, run, onDone }: Props<R>) {
  const errorMessage = useErrorMessage();
  const action = useAction(run);

  const press = async () => {
    if (!window.confirm(confirm)) return;
    const result = await action.run();
    if (result.ok) onDone(result.value);
  };

  return (
    <div className="space-y-2">
      <button type="button" className={buttonDanger} disabled={action.isPending} onClick={() => void press()}>
        <Trash2 aria-hidden="true" className="size-4" />
        {label}
      </button>
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
    </div>
  );
}
