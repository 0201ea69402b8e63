import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import type { MailContent } from './mail-content';

/**
 * The plain-text part, written out rather than converted from the HTML: converters lose the line breaks
 * of the visitor's message and turn the fact table into a muddle.
 */
export function mailContentToText(content: MailContent): string {
  const blocks: string[] = [underline(content.heading, '='), ...content.intro];
  if (content.highlight) {
    blocks.push(
      [
        `${content.highlight.label}: ${ltrIsolateIn(content.locale, content.highlight.value)}`,
        content.highlight.note,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  if (content.facts.length > 0) {
    const width = Math.max(...content.facts.map((fact) => fact.label.length)) + 1;
    blocks.push(
      content.facts
        // A web link (the erasure request's, decision 185) travels in the text part too; mailto: and tel:
        // values already are their address.
        .map((fact) => {
          const link = fact.href?.startsWith('http') ? ` <${fact.href}>` : '';
          const value = fact.isLeftToRight ? ltrIsolateIn(content.locale, fact.value) : fact.value;
          return `${`${fact.label}:`.padEnd(width)} ${value}${link}`;
        })
        .join('\n'),
    );
  }
  if (content.quote)
    blocks.push(underline(content.quote.label, '-'), normaliseLineBreaks(content.quote.text));
  if (content.list) {
    blocks.push(
      [underline(content.list.label, '-'), ...content.list.items.map((item) => `- ${item}`)].join('\n'),
    );
    if (content.list.note) blocks.push(content.list.note);
  }
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.href}`);
  for (const section of content.sections) blocks.push(underline(section.heading, '-'), ...section.paragraphs);
  if (content.signature.length > 0) blocks.push(content.signature.join('\n'));
  blocks.push(['-- ', content.footer.text, content.footer.link?.href].filter(Boolean).join('\n'));
  return `${blocks.join('\n\n')}\n`;
}

function underline(heading: string, character: string): string {
  return `${heading}\n${character.repeat(heading.length)}`;
}

function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n|\r/g, '\n');
}
