import { Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { buttonPrimary, buttonSecondary, cardClass } from '../../../ui/styles';

type Props = { name: string; secret: string; onDone: () => void };

/**
 * A new key's whole text, shown the one time the server hands it out: it takes focus so a screen reader
 * reads the warning first, and goes when the member says it is stored.
 */
export function NewKeySecret({ name, secret, onDone }: Props) {
  const { t } = useDeskI18n();
  const texts = t.apiKeys;
  const id = useId();
  const box = useRef<HTMLElement>(null);
  const [copyNote, setCopyNote] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key takes focus again.
  useEffect(() => {
    box.current?.focus();
  }, [secret]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyNote(texts.copied);
    } catch {
      setCopyNote(texts.copyFailed);
    }
  };

  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-once`}
      className={`${cardClass} border-2 border-petrol-600`}
    >
      <h2 id={`${id}-title`} className="text-2xl text-petrol-900">
        {texts.secretTitle}
      </h2>
      <p className="break-words text-steel-700">{name}</p>
      <p id={`${id}-once`} className="my-3 font-semibold text-signal-800">
        {texts.secretOnce}
      </p>
      <p className="rounded-card bg-steel-100 p-3">
        <code dir="ltr" data-testid="api-key-secret" className="block break-all text-start font-mono">
          {secret}
        </code>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonPrimary} onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {texts.copy}
        </button>
        <button type="button" className={buttonSecondary} onClick={onDone}>
          {texts.secretStored}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm">
        {copyNote}
      </p>
    </section>
  );
}
