import { useSite } from '../../../app/site-context';
import { Container } from '../../../ui/container';
import { SiteIcon } from '../../../ui/site-icon';

/**
 * Tells an editor, before anything else on the page, that this is a draft nobody else sees, and takes them
 * back to the editor. Rendered only in the desk's preview, never on a public page.
 */
export function PreviewBar() {
  const { preview, messages } = useSite();
  if (!preview) return null;
  return (
    <aside aria-label={messages.preview.label} className="bg-signal-400 text-petrol-950">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2">
        <p role="status" className="flex items-center gap-2 font-bold">
          <SiteIcon name="eye" className="size-5" />
          {messages.preview.notice}
        </p>
        <a
          href={preview.editorPath}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          {messages.preview.backToEditor}
        </a>
      </Container>
    </aside>
  );
}
