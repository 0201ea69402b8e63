import { type PageBlockType, pageBlockTypes } from '@sitedesk/shared/collections/page-blocks';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { buttonSecondary } from '../../../../ui/styles';

/**
 * "Add block" opens the list of block kinds, each a button with its name and what it shows. Escape or
 * Cancel closes it and returns focus to "Add block"; a choice adds the block (the list moves focus to it).
 */
export function AddBlockMenu({
  onAdd,
  isDisabled,
}: {
  onAdd: (type: PageBlockType) => void;
  isDisabled: boolean;
}) {
  const { t } = useDeskI18n();
  const m = t.collections.blocks;
  const [isOpen, setIsOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFieldSetElement>(null);
  const id = useId();

  useEffect(() => {
    if (isOpen) panel.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    openButton.current?.focus();
  };

  return (
    <div className="mt-4">
      <button
        ref={openButton}
        id="page-blocks-add"
        type="button"
        className={buttonSecondary}
        aria-expanded={isOpen}
        aria-controls={`${id}-types`}
        disabled={isDisabled}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Plus aria-hidden="true" className="size-4" />
        {m.add}
      </button>
      <fieldset
        ref={panel}
        id={`${id}-types`}
        hidden={!isOpen}
        className="mt-2 rounded-card border border-steel-300 bg-white p-3"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
      >
        <legend className="px-1 font-semibold text-steel-800">{m.chooseType}</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {pageBlockTypes.map((type) => (
            <li key={type}>
              <button
                type="button"
                aria-labelledby={`${id}-${type}-name`}
                aria-describedby={`${id}-${type}`}
                className="flex min-h-11 w-full flex-col items-start rounded-card border border-steel-300 px-3 py-2 text-start hover:border-petrol-700 hover:bg-steel-50"
                onClick={() => {
                  setIsOpen(false);
                  onAdd(type);
                }}
              >
                <span id={`${id}-${type}-name`} className="font-semibold text-petrol-900">
                  {m.types[type]}
                </span>
                <span id={`${id}-${type}`} className="text-sm text-steel-700">
                  {m.descriptions[type]}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={`${buttonSecondary} mt-3`} onClick={close}>
          <X aria-hidden="true" className="size-4" />
          {m.cancel}
        </button>
      </fieldset>
    </div>
  );
}
