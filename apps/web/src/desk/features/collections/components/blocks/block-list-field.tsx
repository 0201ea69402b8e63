import { type PageBlockType, pageBlockLimits } from '@sitedesk/shared/collections/page-blocks';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { FieldError } from '../../../../ui/field-error';
import { FieldGroup } from '../../../../ui/field-group';
import { LiveRegion, useAnnouncement } from '../../../../ui/live-region';
import { buttonSecondary } from '../../../../ui/styles';
import {
  addBlock,
  blocksOf,
  blockTitle,
  errorCountsByBlock,
  type FormBlock,
  moveBlock,
  type RemovedBlock,
  removeBlock,
  restoreBlock,
} from '../../model/page-blocks';
import { useEntryField, useEntryForm } from '../entry-form-context';
import { AddBlockMenu } from './add-block-menu';
import { BlockCard, blockDomId } from './block-card';

/** Where focus goes once the list has rendered: a block's control, its first field, "Undo" or "Add block". */
type FocusTarget = { id: string; isField?: boolean };

/**
 * The page's blocks, top to bottom. Each change keeps the keyboard where the task goes on (the moved block's
 * button, the new block's first field, "Undo" after a removal) and is announced in a live region, since the
 * change happens away from where a screen reader is reading.
 */
export function BlockListField() {
  const { t } = useDeskI18n();
  const m = t.collections.blocks;
  const { errors } = useEntryForm();
  const field = useEntryField(['blocks']);
  const blocks = blocksOf({ blocks: field.value });
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [removed, setRemoved] = useState<RemovedBlock & { name: string }>();
  const [focusTarget, setFocusTarget] = useState<FocusTarget>();
  const { announcement, announce } = useAnnouncement();
  const errorCounts = errorCountsByBlock(errors);

  /** "Introduction: Welcome", else "Feature cards 2" (the second of its kind), so moving others keeps it. */
  const nameOf = (block: FormBlock, index: number, list: readonly FormBlock[] = blocks) => {
    const type = m.types[block.type];
    const title = blockTitle(block);
    const number = list.slice(0, index + 1).filter((other) => other.type === block.type).length;
    return title ? formatMessage(m.namedBlock, { type, title }) : formatMessage(m.name, { type, number });
  };

  useEffect(() => {
    if (!focusTarget) return;
    const target = document.getElementById(focusTarget.id);
    const control = focusTarget.isField
      ? target?.querySelector<HTMLElement>('input, select, textarea, button:not([disabled])')
      : target;
    control?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  const add = (type: PageBlockType) => {
    const next = addBlock(blocks, type);
    const block = next[next.length - 1];
    if (!block) return;
    field.set(next);
    setRemoved(undefined);
    announce(
      formatMessage(m.added, {
        block: nameOf(block, next.length - 1),
        position: next.length,
        count: next.length,
      }),
    );
    setFocusTarget({ id: `${blockDomId(block)}-fields`, isField: true });
  };

  const move = (from: number, to: number) => {
    const block = blocks[from];
    if (!block) return;
    const name = nameOf(block, from);
    field.set(moveBlock(blocks, from, to));
    setRemoved(undefined);
    announce(formatMessage(m.moved, { block: name, position: to + 1, count: blocks.length }));
    // The same button on the moved block, unless it has reached the end and that button is now disabled.
    const direction = to < from ? 'up' : 'down';
    const isAtEnd = direction === 'up' ? to === 0 : to === blocks.length - 1;
    setFocusTarget({
      id: `${blockDomId(block)}-${isAtEnd ? (direction === 'up' ? 'down' : 'up') : direction}`,
    });
  };

  const remove = (index: number) => {
    const block = blocks[index];
    if (!block) return;
    const name = nameOf(block, index);
    const result = removeBlock(blocks, index);
    if (!result.removed) return;
    field.set(result.blocks);
    setRemoved({ ...result.removed, name });
    announce(formatMessage(m.removed, { block: name }));
    setFocusTarget({ id: 'page-blocks-undo' });
  };

  const undo = () => {
    if (!removed) return;
    const next = restoreBlock(blocks, removed);
    field.set(next);
    setRemoved(undefined);
    const position = next.indexOf(removed.block) + 1;
    announce(formatMessage(m.restored, { block: removed.name, position, count: next.length }));
    setFocusTarget({ id: `${blockDomId(removed.block)}-toggle` });
  };

  const toggle = (block: FormBlock) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(block.id)) next.delete(block.id);
      else next.add(block.id);
      return next;
    });

  return (
    <FieldGroup
      id={field.id}
      describedBy={[`${field.id}-intro`, field.errorId].filter(Boolean).join(' ')}
      legend={m.legend}
    >
      <p id={`${field.id}-intro`} className="mb-3 text-steel-800">
        {m.intro}
      </p>
      <FieldError id={field.errorId} message={field.error} />
      <LiveRegion announcement={announcement} />
      {removed && (
        <div className="mb-3 flex flex-wrap items-center gap-3 rounded-card border border-steel-300 bg-steel-50 p-3">
          <p>{formatMessage(m.removed, { block: removed.name })}</p>
          <button
            id="page-blocks-undo"
            type="button"
            className={buttonSecondary}
            aria-label={formatMessage(m.undoLabel, { block: removed.name })}
            onClick={undo}
          >
            <Undo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {m.undo}
          </button>
        </div>
      )}
      {blocks.length === 0 ? (
        <p className="text-steel-700">{m.empty}</p>
      ) : (
        <ol className="space-y-3">
          {blocks.map((block, index) => (
            // The block's own id keeps its state (shown or hidden, focus) with it when it moves.
            <li key={block.id} id={blockDomId(block)}>
              <BlockCard
                block={block}
                index={index}
                count={blocks.length}
                name={nameOf(block, index)}
                errorCount={errorCounts.get(index) ?? 0}
                isCollapsed={collapsed.has(block.id)}
                onToggle={() => toggle(block)}
                onMove={(to) => move(index, to)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <AddBlockMenu onAdd={add} isDisabled={blocks.length >= pageBlockLimits.maxBlocks} />
    </FieldGroup>
  );
}
