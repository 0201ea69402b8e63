import { Fragment, useEffect, useId, useRef } from 'react';
import { useDeskI18n } from '../app/desk-i18n';
import { buttonSecondary } from '../ui/styles';

type Row = { keys: string[][]; text: string };

const kbdClass =
  'inline-block min-w-7 rounded border border-steel-300 bg-steel-50 px-1.5 py-0.5 text-center font-mono text-sm text-steel-900';

/** The list of shortcuts behind `?`: a modal dialog that Escape and its button close (focus goes back). */
export function ShortcutHelpDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useDeskI18n();
  const texts = t.keyboard.shortcuts;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  // Each row: alternatives (joined by "or"), each a sequence of keys (joined by "then").
  const rows: Row[] = [
    { keys: [['j'], ['↓']], text: texts.next },
    { keys: [['k'], ['↑']], text: texts.previous },
    { keys: [['Enter'], ['o']], text: texts.open },
    { keys: [['a']], text: texts.assignToMe },
    { keys: [['r']], text: texts.answer },
    { keys: [['e']], text: texts.done },
    { keys: [['g', 'i']], text: texts.goToInbox },
    { keys: [['?']], text: texts.help },
    { keys: [['Ctrl+Enter']], text: texts.send },
  ];

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="shortcut-help"
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-card bg-white p-0 text-steel-900 backdrop:bg-petrol-900/60"
    >
      <div className="space-y-4 p-5">
        <h2 id={titleId} className="text-2xl text-petrol-900">
          {texts.title}
        </h2>
        <p className="text-steel-800">{texts.intro}</p>
        <dl className="divide-y divide-steel-200">
          {rows.map((row) => (
            <div key={row.text} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <dt className="flex flex-wrap items-center gap-1" dir="ltr">
                {row.keys.map((sequence, index) => (
                  <Fragment key={sequence.join('+')}>
                    {index > 0 && <span className="text-sm text-steel-700">{texts.or}</span>}
                    {sequence.map((key, step) => (
                      <Fragment key={key}>
                        {step > 0 && <span className="text-sm text-steel-700">{texts.thenKey}</span>}
                        <kbd className={kbdClass}>{key}</kbd>
                      </Fragment>
                    ))}
                  </Fragment>
                ))}
              </dt>
              <dd className="text-steel-800">{row.text}</dd>
            </div>
          ))}
        </dl>
        <div className="flex justify-end">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {texts.close}
          </button>
        </div>
      </div>
    </dialog>
  );
}
