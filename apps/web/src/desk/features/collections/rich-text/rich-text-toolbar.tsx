import { formatMessage } from '@sitedesk/shared/messages/format';
import type { Editor } from '@tiptap/core';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { moveToolbarFocus, shortcutLabels } from './toolbar-keys';

type Tool = {
  key: string;
  label: string;
  icon: LucideIcon;
  keys?: string;
  /** Toggle buttons report their state with `aria-pressed`; plain actions (undo, image) do not. */
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  isDisabled?: (editor: Editor) => boolean;
};

type Props = {
  editor: Editor;
  editorId: string;
  label: string;
  onLink: () => void;
  onImage: () => void;
};

/** The formatting buttons: one Tab stop, arrows between them, each naming its shortcut. */
export function RichTextToolbar({ editor, editorId, label, onLink, onImage }: Props) {
  const { t } = useDeskI18n();
  const m = t.collections.richText;
  const tools: Tool[] = [
    {
      key: 'paragraph',
      label: m.paragraph,
      icon: Pilcrow,
      keys: 'Mod+Alt+0',
      isActive: (e) => e.isActive('paragraph'),
      run: (e) => e.chain().focus().setParagraph().run(),
    },
    {
      key: 'heading2',
      label: m.heading2,
      icon: Heading2,
      keys: 'Mod+Alt+2',
      isActive: (e) => e.isActive('heading', { level: 2 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'heading3',
      label: m.heading3,
      icon: Heading3,
      keys: 'Mod+Alt+3',
      isActive: (e) => e.isActive('heading', { level: 3 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bold',
      label: m.bold,
      icon: Bold,
      keys: 'Mod+B',
      isActive: (e) => e.isActive('bold'),
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: m.italic,
      icon: Italic,
      keys: 'Mod+I',
      isActive: (e) => e.isActive('italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      key: 'link',
      label: m.link,
      icon: Link2,
      keys: 'Mod+K',
      isActive: (e) => e.isActive('link'),
      run: onLink,
    },
    {
      key: 'bulletList',
      label: m.bulletList,
      icon: List,
      keys: 'Mod+Shift+8',
      isActive: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: m.orderedList,
      icon: ListOrdered,
      keys: 'Mod+Shift+7',
      isActive: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      label: m.blockquote,
      icon: Quote,
      keys: 'Mod+Shift+B',
      isActive: (e) => e.isActive('blockquote'),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
    { key: 'image', label: m.image, icon: ImagePlus, run: onImage },
    {
      key: 'undo',
      label: m.undo,
      icon: Undo2,
      keys: 'Mod+Z',
      run: (e) => e.chain().focus().undo().run(),
      isDisabled: (e) => !e.can().undo(),
    },
    {
      key: 'redo',
      label: m.redo,
      icon: Redo2,
      keys: 'Mod+Shift+Z',
      run: (e) => e.chain().focus().redo().run(),
      isDisabled: (e) => !e.can().redo(),
    },
  ];

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={editorId}
      onKeyDown={moveToolbarFocus}
      className="flex flex-wrap gap-1 border-b border-steel-300 bg-steel-50 p-1"
    >
      {tools.map((tool, index) => {
        const shortcut = tool.keys ? shortcutLabels(tool.keys) : undefined;
        const isDisabled = tool.isDisabled?.(editor) ?? false;
        const Icon = tool.icon;
        return (
          <button
            key={tool.key}
            type="button"
            // Roving focus: the first button is the toolbar's Tab stop until the arrows move it.
            tabIndex={index === 0 ? 0 : -1}
            aria-label={tool.label}
            aria-pressed={tool.isActive ? tool.isActive(editor) : undefined}
            aria-keyshortcuts={shortcut?.aria}
            aria-disabled={isDisabled || undefined}
            title={shortcut ? formatMessage(m.shortcut, { keys: shortcut.shown }) : undefined}
            data-tool={tool.key}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (!isDisabled) tool.run(editor);
            }}
            className="inline-flex size-11 items-center justify-center rounded-card text-petrol-900 hover:bg-steel-200 aria-disabled:opacity-40 aria-pressed:bg-petrol-800 aria-pressed:text-white"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        );
      })}
    </div>
  );
}
