import { Copy } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { buttonPrimary, buttonSecondary, cardClass } from './styles';

/** The words around a secret, in the desk's language (each feature's own, e.g. `t.apiKeys`, `t.webhooks`). */
export type SecretTexts = {
  secretTitle: string;
  secretOnce: string;
  copy: string;
  copied: string;
  copyFailed: string;
  secretStored: string;
};

type Props = {
  texts: SecretTexts;
  /** What the secret belongs to (a key's name, an endpoint's URL), under the heading. */
  subject: ReactNode;
  secret: string;
  /** Names the secret's text for tests, which read it as the member would copy it. */
  testId: string;
  onDone: () => void;
};

/**
 * A secret shown the one time the server hands it out (an API key, a webhook's signing secret): it takes
 * focus so a screen reader reads the warning first, and goes when the member says it is stored. Nothing
 * keeps it: once gone, only a new secret can be made.
 */
export function SecretShownOnce({ texts, subject, secret, testId, onDone }: Props) {
  const id = useId();
  const box = useRef<HTMLElement>(null);
  const [copyNote, setCopyNote] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new secret takes focus again.
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
      {subject}
      <p id={`${id}-once`} className="my-3 font-semibold text-signal-800">
        {texts.secretOnce}
      </p>
      <p className="rounded-card bg-steel-100 p-3">
        <code dir="ltr" data-testid={testId} className="block break-all text-start font-mono">
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
