import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { type Locale, localeTags } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { siteLanguageFiles } from '@sitedesk/shared/messages/site-language-files';
import { visitorPageMessageCatalogs } from '@sitedesk/shared/messages/visitor-page-catalogs';
import type { ReactNode } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { oneLine, webLink } from './inquiry-formatting';
import { inquiryAnswerSubject } from './inquiry-subject';
import { Body, Container, Head, Html, Link, Text } from './mail-elements';

/** What the outbox stores for a staff member's answer to an inquiry. */
export type InquiryReplyMailProps = {
  /** The inquiry's language: the fixed words around the answer are in it. */
  locale: Locale;
  reference: string;
  /** What staff wrote, signature included; plain text with blank lines between paragraphs. */
  body: string;
  companyName: string;
  siteUrl: string;
  /** The visitor's own page (decision 173); answers queued before it existed have none. */
  requestUrl?: string;
};

const ink = '#14211e';
const muted = '#3d4a47';
const font = 'Helvetica, Arial, sans-serif';
const text = { fontSize: '16px', lineHeight: '1.5', margin: '0 0 12px', color: ink };
const link = { color: '#0b4a44', textDecoration: 'underline' };

/**
 * An answer looks like a personal e-mail, not like a newsletter: the writer's paragraphs, web links made
 * clickable, a one-line footer. Every piece of the body is a React text node or a link whose href passed
 * `webLink`, so nothing the writer types becomes markup.
 */
export function renderInquiryReply(props: InquiryReplyMailProps): {
  subject: string;
  html: string;
  text: string;
} {
  const subject = inquiryAnswerSubject(props.locale, props.reference, props.companyName);
  // The page's link is a paragraph of its own after the answer, so it reads (and links) like one.
  const paragraphs = [
    ...splitParagraphs(props.body),
    ...(props.requestUrl
      ? [formatMessage(visitorPageMessageCatalogs[props.locale].mail.replyLink, { url: props.requestUrl })]
      : []),
  ];
  const footer = `${oneLine(props.companyName)} · ${formatMessage(siteLanguageFiles[props.locale].mail.replyFooter, { reference: ltrIsolateIn(props.locale, props.reference) })}`;
  const html = renderToStaticMarkup(
    createElement(ReplyDocument, { locale: props.locale, subject, paragraphs, footer }),
  );
  const plain = `${paragraphs.join('\n\n')}\n\n${footer}\n`;
  return { subject, html: `<!DOCTYPE html>${html}`, text: plain };
}

function ReplyDocument(props: { locale: Locale; subject: string; paragraphs: string[]; footer: string }) {
  return (
    <Html lang={props.locale} dir={localeTags[props.locale].dir}>
      <Head>
        <title>{props.subject}</title>
      </Head>
      <Body
        lang={props.locale}
        dir={localeTags[props.locale].dir}
        style={{ margin: 0, padding: '16px', fontFamily: font, color: ink, backgroundColor: '#ffffff' }}
      >
        <Container style={{ maxWidth: '640px' }}>
          {props.paragraphs.map((paragraph, index) => (
            // Paragraphs may repeat ("Thanks!"); their position is what tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes after rendering
            <Text key={index} style={text}>
              {withLinksAndBreaks(paragraph)}
            </Text>
          ))}
          <Text style={{ ...text, fontSize: '13px', color: muted, marginTop: '24px' }}>{props.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

function splitParagraphs(body: string): string[] {
  return body
    .replace(/\r\n|\r/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
}

/** `http(s)://…` up to the next space or closing bracket; trailing punctuation stays outside the link. */
const urlPattern = /https?:\/\/[^\s<>"()]+[^\s<>"().,;:!?'’]/g;

/** Keys are character offsets in the paragraph: unique, and stable for a given text. */
function withLinksAndBreaks(paragraph: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let lineStart = 0;
  for (const line of paragraph.split('\n')) {
    if (lineStart > 0) nodes.push(<br key={`br-${lineStart}`} />);
    let offset = 0;
    for (const match of line.matchAll(urlPattern)) {
      const start = match.index;
      if (start > offset) nodes.push(line.slice(offset, start));
      const target = webLink(match[0]);
      nodes.push(
        target ? (
          <Link key={`a-${lineStart + start}`} href={target.href} style={link}>
            {match[0]}
          </Link>
        ) : (
          match[0]
        ),
      );
      offset = start + match[0].length;
    }
    if (offset < line.length) nodes.push(line.slice(offset));
    lineStart += line.length + 1;
  }
  return nodes;
}
