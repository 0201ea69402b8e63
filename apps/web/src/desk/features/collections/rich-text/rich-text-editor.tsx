import type { SiteMedia } from '@sitedesk/shared/content/site-media';
import type { MediaItem } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { TextSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { MediaPickerDialog } from '../../../media-picker/media-picker-dialog';
import { inputClass, labelClass } from '../../../ui/styles';
import { storedRichText, toEditorContent } from '../model/rich-text-document';
import { LinkDialog, type LinkRequest } from './link-dialog';
import { richTextExtensions } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';
import { shortcutLabels } from './toolbar-keys';

type Props = {
  id: string;
  label: string;
  value: unknown;
  /** Gets the editor's content in the stored shape; it is checked with `richTextSchema` before saving. */
  onChange: (value: unknown) => void;
  locale: Locale;
  media: SiteMedia[];
  describedBy?: string | undefined;
  isInvalid?: boolean;
};

/**
 * The rich-text editor (Tiptap): a labelled multi-line text box under an accessible toolbar. Its schema is
 * the stored format, so typing, shortcuts and pasting can only make what the site can show.
 */
export function RichTextEditor({ id, label, value, onChange, locale, media, describedBy, isInvalid }: Props) {
  const { t } = useDeskI18n();
  const m = t.collections.richText;
  const labelId = `${id}-label`;
  const legendId = `${id}-shortcuts`;
  const dialog = useRef<HTMLDialogElement>(null);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [linkRequest, setLinkRequest] = useState<LinkRequest>();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const askForLink = useRef<() => void>(() => {});
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: toEditorContent(value, media),
    immediatelyRender: true,
    // The desk's CSP allows no inline styles; desk.css carries the few rules ProseMirror needs.
    injectCSS: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': [legendId, describedBy].filter(Boolean).join(' '),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text-editing min-h-48 px-3 py-2',
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          askForLink.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(storedRichText(current.getJSON())),
  });

  // The described-by and invalid state change after a refused save; the editor's own attributes follow.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-describedby': [legendId, describedBy].filter(Boolean).join(' '),
          'aria-invalid': isInvalid ? 'true' : 'false',
        },
      },
    });
  }, [editor, describedBy, isInvalid, legendId]);

  /*
   * ProseMirror learns of a selection made with the keyboard (Shift+Home) on the browser's next
   * `selectionchange`, and Chrome runs a key press before that. The link is for what the person sees
   * selected, so the page's selection is read here instead of waiting for the event.
   */
  const takePageSelection = () => {
    const { view } = editor;
    const page = view.dom.ownerDocument.getSelection();
    if (!view.hasFocus() || !page?.anchorNode || !page.focusNode) return;
    if (!view.dom.contains(page.anchorNode) || !view.dom.contains(page.focusNode)) return;
    const anchor = view.posAtDOM(page.anchorNode, page.anchorOffset);
    const head = view.posAtDOM(page.focusNode, page.focusOffset);
    const { selection } = editor.state;
    if (anchor !== selection.anchor || head !== selection.head) {
      editor.commands.setTextSelection({ from: anchor, to: head });
    }
  };
  askForLink.current = () => {
    takePageSelection();
    const current = editor.getAttributes('link').href;
    setLinkRequest((previous) => ({
      serial: (previous?.serial ?? 0) + 1,
      currentHref: typeof current === 'string' ? current : undefined,
    }));
  };
  /*
   * Focus goes back with ProseMirror's own `view.focus()`, which puts the editor's selection into the page at
   * once. Tiptap's `focus()` command does that a frame later, and a key pressed in between (End, an arrow)
   * was then undone: the next typing replaced the linked words.
   */
  const returnFocus = () => editor.view.focus();
  const insertLink = (href: string) => {
    const chain = editor.chain().extendMarkRange('link');
    // With nothing selected and no link under the cursor, the address itself becomes the linked text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      chain.setLink({ href });
    }
    // The caret lands after the link, outside it, so typing goes on in plain text (as in a word processor).
    chain
      .command(({ tr }) => {
        tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
        return true;
      })
      .unsetMark('link')
      .run();
    returnFocus();
  };
  const removeLink = () => {
    editor.chain().extendMarkRange('link').unsetLink().run();
    returnFocus();
  };

  const openPicker = () => {
    setIsPickerOpen(true);
    dialog.current?.showModal();
  };
  const pickImage = (item: MediaItem) => {
    dialog.current?.close();
    editor
      .chain()
      .focus()
      .insertMediaImage({ mediaId: item.id, alt: null, src: item.variants[0]?.url ?? item.url })
      .run();
  };

  const isImageSelected = editor.isActive('image');
  const imageAlt = editor.getAttributes('image').alt;
  const shortcuts = [
    ['Mod+B', m.bold],
    ['Mod+I', m.italic],
    ['Mod+K', m.link],
    ['Mod+Alt+2', m.heading2],
    ['Mod+Z', m.undo],
  ] as const;

  return (
    <div>
      <p id={labelId} className={labelClass}>
        {label}
      </p>
      <div className={`rounded-card border bg-white ${isInvalid ? 'border-signal-700' : 'border-steel-500'}`}>
        <RichTextToolbar
          editor={editor}
          editorId={id}
          label={`${m.toolbar}: ${label}`}
          onLink={() => askForLink.current()}
          onImage={openPicker}
        />
        <EditorContent editor={editor} />
      </div>
      <p id={legendId} className="mt-1 text-sm text-steel-700">
        {shortcuts.map(([keys, name]) => `${name} ${shortcutLabels(keys).shown}`).join(' · ')}
      </p>
      {isImageSelected && (
        <div className="mt-2">
          <label htmlFor={`${id}-image-alt`} className={labelClass}>
            {m.imageAlt}
          </label>
          <input
            id={`${id}-image-alt`}
            className={inputClass}
            value={typeof imageAlt === 'string' ? imageAlt : ''}
            maxLength={500}
            onChange={(event) =>
              editor.commands.updateAttributes('image', { alt: event.target.value || null })
            }
          />
        </div>
      )}
      <LinkDialog request={linkRequest} onInsert={insertLink} onRemove={removeLink} onClose={returnFocus} />
      <MediaPickerDialog
        dialog={dialog}
        isOpen={isPickerOpen}
        kind="image"
        contentLocale={locale}
        value={undefined}
        onPick={pickImage}
        onClose={() => {
          setIsPickerOpen(false);
          editor.commands.focus();
        }}
      />
    </div>
  );
}
