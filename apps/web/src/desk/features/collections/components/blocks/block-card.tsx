import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import { ArrowDown, ArrowUp, ChevronDown, Trash2 } from 'lucide-react';
import { useDeskI18n } from '../../../../app/desk-i18n';
import type { FormBlock } from '../../model/page-blocks';
import { BlockFields } from './block-fields';

export const blockDomId = (block: FormBlock) => `page-block-${block.id}`;

type Props = {
  block: FormBlock;
  index: number;
  count: number;
  name: string;
  errorCount: number;
  isCollapsed: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-card border border-steel-400 bg-white text-petrol-900 hover:bg-steel-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * One block: a heading whose button shows or hides its fields, its place in the page, and the buttons that
 * move and remove it. A block with a refused field always shows its fields, so the error summary's links
 * reach them.
 */
export function BlockCard({
  block,
  index,
  count,
  name,
  errorCount,
  isCollapsed,
  onToggle,
  onMove,
  onRemove,
}: Props) {
  const { t, locale } = useDeskI18n();
  const m = t.collections.blocks;
  const domId = blockDomId(block);
  const isOpen = !isCollapsed || errorCount > 0;
  return (
    <section
      aria-labelledby={`${domId}-heading`}
      className="rounded-card border border-steel-300 bg-steel-50"
    >
      <div className="flex flex-wrap items-center gap-2 p-2 sm:p-3">
        <h2 id={`${domId}-heading`} className="me-auto min-w-0 flex-1 font-display text-lg text-petrol-900">
          <button
            id={`${domId}-toggle`}
            type="button"
            aria-expanded={isOpen}
            aria-controls={`${domId}-fields`}
            onClick={onToggle}
            className="inline-flex min-h-11 w-full items-center gap-2 rounded-card px-2 text-start hover:bg-steel-100"
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-5 shrink-0 motion-safe:transition-transform ${isOpen ? '' : '-rotate-90 rtl:rotate-90'}`}
            />
            <span className="break-words">{name}</span>
          </button>
        </h2>
        <span className="text-sm text-steel-700">
          {formatMessage(m.position, { position: index + 1, count })}
        </span>
        {errorCount > 0 && (
          <span className="rounded-card bg-signal-300/30 px-2 py-1 text-sm font-semibold text-signal-800">
            {formatPlural(locale, m.errorCount, errorCount)}
          </span>
        )}
        <button
          id={`${domId}-up`}
          type="button"
          className={iconButton}
          disabled={index === 0}
          aria-label={formatMessage(m.moveUp, { block: name })}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </button>
        <button
          id={`${domId}-down`}
          type="button"
          className={iconButton}
          disabled={index === count - 1}
          aria-label={formatMessage(m.moveDown, { block: name })}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown aria-hidden="true" className="size-5" />
        </button>
        <button
          id={`${domId}-remove`}
          type="button"
          className={iconButton}
          aria-label={formatMessage(m.remove, { block: name })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div
        id={`${domId}-fields`}
        hidden={!isOpen}
        className="space-y-4 border-t border-steel-300 bg-white p-3 sm:p-4"
      >
        {isOpen && <BlockFields block={block} index={index} name={name} />}
      </div>
    </section>
  );
}
