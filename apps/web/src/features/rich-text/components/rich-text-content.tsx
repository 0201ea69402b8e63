import { isSafeHref, type RichText } from '@sitedesk/shared/collections/rich-text';
import type { SiteMediaLookup } from '@sitedesk/shared/content/site-media';
import type { Locale } from '@sitedesk/shared/locales';
import { Fragment, type ReactNode } from 'react';
import { useSite } from '../../../app/site-context';
import { MediaPicture } from '../../../ui/media-picture';
import { resolvePlacedImage } from '../../../ui/placed-image';
import { isExternalHref } from '../external-href';

/**
 * Renders stored rich text with our own components. The schema already refused anything outside the
 * allowed structure, but this renderer trusts nothing: it reads every node as unknown JSON, renders only
 * the node and mark types it knows, text only as text (React escapes it), and a link only when
 * `isSafeHref` accepts it. So a document that reached the database some other way still cannot put a
 * script, a style or a `javascript:` URL on a page.
 */
export function RichTextContent({
  doc,
  headingLevel = 2,
  className = '',
}: {
  doc: RichText;
  /** The level the document's own h2 becomes: 2 right below the page's h1, 3 inside an h2 section. */
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { media, locale } = useSite();
  const context: Context = { media, locale, shift: headingLevel - 2 };
  const blocks = isRecord(doc) && Array.isArray(doc.content) ? doc.content : [];
  return (
    <div className={['max-w-3xl', className].filter(Boolean).join(' ')}>
      {blocks.map((node, index) => block(node, index, context))}
    </div>
  );
}

type Context = { media: SiteMediaLookup; locale: Locale; shift: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function children(node: Record<string, unknown>): unknown[] {
  return Array.isArray(node.content) ? node.content : [];
}

function block(node: unknown, key: number, context: Context): ReactNode {
  if (!isRecord(node)) return null;
  const inner = () => inlineContent(children(node));
  switch (node.type) {
    case 'paragraph':
      return (
        <p key={key} className="mt-5 text-lg leading-relaxed text-steel-800">
          {inner()}
        </p>
      );
    case 'heading': {
      const level = isRecord(node.attrs) && node.attrs.level === 3 ? 3 : 2;
      const Heading = level + context.shift === 2 ? 'h2' : level + context.shift === 3 ? 'h3' : 'h4';
      const size = Heading === 'h2' ? 'mt-12 text-3xl sm:text-4xl' : 'mt-10 text-2xl';
      return (
        <Heading key={key} className={size}>
          {inner()}
        </Heading>
      );
    }
    case 'bulletList':
    case 'orderedList': {
      const List = node.type === 'bulletList' ? 'ul' : 'ol';
      return (
        <List
          key={key}
          className={`mt-5 space-y-2 ps-6 text-lg leading-relaxed text-steel-800 ${List === 'ul' ? 'list-disc' : 'list-decimal'}`}
        >
          {children(node).map((item, index) =>
            isRecord(item) && item.type === 'listItem' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: stored documents have no ids; order is identity.
              <li key={index}>{children(item).map((child, at) => listParagraph(child, at))}</li>
            ) : null,
          )}
        </List>
      );
    }
    case 'blockquote':
      return (
        <blockquote
          key={key}
          className="mt-8 border-s-4 border-signal-400 ps-6 text-xl text-steel-800 italic"
        >
          {children(node).map((child, index) => block(child, index, context))}
        </blockquote>
      );
    case 'image':
      return image(node, key, context);
    default:
      return null;
  }
}

/** A list item's paragraphs, without the paragraph's block margins. */
function listParagraph(node: unknown, key: number): ReactNode {
  if (!isRecord(node) || node.type !== 'paragraph') return null;
  return <p key={key}>{inlineContent(children(node))}</p>;
}

function image(node: Record<string, unknown>, key: number, context: Context): ReactNode {
  const attrs = isRecord(node.attrs) ? node.attrs : {};
  if (typeof attrs.mediaId !== 'string') return null;
  const placed = {
    mediaId: attrs.mediaId,
    alt: typeof attrs.alt === 'string' ? attrs.alt : undefined,
  };
  const resolved = resolvePlacedImage(placed, context.media, context.locale);
  if (!resolved) return null;
  return (
    <figure key={key} className="mt-8">
      <MediaPicture
        image={resolved.image}
        alt={resolved.alt}
        sizes="(min-width: 52rem) 48rem, 92vw"
        className="h-auto w-full rounded-(--radius-card)"
      />
    </figure>
  );
}

/** The schema's rule, and no backslash: browsers read `/\\host` as another site. */
function isRenderableHref(href: string): boolean {
  return isSafeHref(href) && !href.includes('\\');
}

function inlineContent(nodes: unknown[]): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: stored inline nodes have no identity beyond their place.
  return nodes.map((node, index) => <Fragment key={index}>{inline(node)}</Fragment>);
}

function inline(node: unknown): ReactNode {
  if (!isRecord(node)) return null;
  if (node.type === 'hardBreak') return <br />;
  if (node.type !== 'text' || typeof node.text !== 'string') return null;
  const marks = Array.isArray(node.marks) ? node.marks.filter(isRecord) : [];
  let content: ReactNode = node.text;
  if (marks.some((mark) => mark.type === 'italic')) content = <em>{content}</em>;
  if (marks.some((mark) => mark.type === 'bold')) content = <strong>{content}</strong>;
  const link = marks.find((mark) => mark.type === 'link');
  const href = link && isRecord(link.attrs) ? link.attrs.href : undefined;
  if (typeof href === 'string' && isRenderableHref(href)) {
    content = (
      <a
        href={href}
        rel={isExternalHref(href) ? 'noopener' : undefined}
        className="font-semibold text-petrol-700 underline underline-offset-4 hover:text-petrol-900"
      >
        {content}
      </a>
    );
  }
  return content;
}
