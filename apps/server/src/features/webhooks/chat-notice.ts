import { topicLabel } from '@sitedesk/shared/inquiry-topics';
import type { DeskLocale } from '@sitedesk/shared/locales';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { LocalizedLabels } from '@sitedesk/shared/topic-fields';
import type { WebhookEventType } from '@sitedesk/shared/webhooks-api';
import { chatTexts } from './chat-texts';

/**
 * A chat notice as it waits in the outbox (decision 230): what the message will say, in no chat's shape
 * yet. It is rendered for Slack or Teams, in the endpoint's language, when it is sent, so a replay after a
 * fix to the rendering sends the fixed message. `excerpt` is there only where the endpoint shows it.
 */
export type ChatNotice = {
  type: WebhookEventType;
  timestamp: string;
  data: {
    test?: true;
    inquiryId?: string;
    reference?: string;
    company?: string | null;
    country?: string;
    topic?: string;
    /** An editor's topic's names; without them the topic is a built-in one, named in the desk's words. */
    topicLabels?: LocalizedLabels;
    excerpt?: string;
  };
};

/** The first lines of a message, at most this long: enough to triage, short enough for a channel. */
export const excerptMaxChars = 200;

/** The start of `text`: its first lines, whitespace folded, cut at a word near `excerptMaxChars`. */
export function excerptOf(text: string): string {
  const folded = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('>'))
    .join(' ')
    .replace(/\s+/g, ' ');
  if (folded.length <= excerptMaxChars) return folded;
  const cut = folded.slice(0, excerptMaxChars - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > excerptMaxChars / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

export function chatTestPayload(type: WebhookEventType, at: Date): ChatNotice {
  return { type, timestamp: at.toISOString(), data: { test: true } };
}

/** What a notice says, in words, before either chat's shape is put round it. */
type NoticeLines = {
  headline: string;
  facts: { label: string; value: string }[];
  excerpt: string | undefined;
  link: { label: string; url: string } | undefined;
};

function noticeLines(notice: ChatNotice, locale: DeskLocale, publicOrigin: string): NoticeLines {
  const texts = chatTexts[locale];
  const { data } = notice;
  if (data.test || !data.reference || !data.inquiryId) {
    return { headline: texts.test, facts: [], excerpt: undefined, link: undefined };
  }
  const headline = (
    texts.events[notice.type as keyof typeof texts.events] ?? texts.events['inquiry.created']
  ).replace('{reference}', data.reference);
  const facts = [
    { label: texts.company, value: data.company ?? '' },
    { label: texts.country, value: data.country ? countryName(data.country, locale) : '' },
    { label: texts.topic, value: data.topic ? topicName(data.topic, data.topicLabels, locale) : '' },
  ].filter((fact) => fact.value !== '');
  return {
    headline,
    facts,
    excerpt: data.excerpt,
    link: { label: texts.open, url: `${publicOrigin}/desk/inquiries/${data.inquiryId}` },
  };
}

/** The topic as the desk names it in the endpoint's language, not its key (decision 245). */
function topicName(key: string, labels: LocalizedLabels | undefined, locale: DeskLocale): string {
  const definitions = labels ? [{ key, labels, isHidden: false }] : [];
  return topicLabel(key, locale, definitions, deskMessageCatalogs[locale].topicLabels);
}

function countryName(code: string, locale: DeskLocale): string {
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** Slack's mrkdwn treats these three as markup; the visitor's words must stay words. */
function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Slack's limit for a section's text. */
const slackSectionMaxChars = 3000;

/**
 * An incoming webhook's message: Block Kit sections and a context line, and the plain `text` Slack shows
 * in notifications and where blocks cannot be drawn.
 */
export function slackMessage(notice: ChatNotice, locale: DeskLocale, publicOrigin: string) {
  const lines = noticeLines(notice, locale, publicOrigin);
  const headline = lines.link
    ? `*<${lines.link.url}|${slackEscape(lines.headline)}>*`
    : `*${slackEscape(lines.headline)}*`;
  const facts = lines.facts.map((fact) => `*${slackEscape(fact.label)}:* ${slackEscape(fact.value)}`);
  // `verbatim`: Slack neither turns a bare URL the visitor typed into a link nor reads @channel in it.
  const blocks: Record<string, unknown>[] = [
    {
      type: 'section',
      text: { type: 'mrkdwn', text: [headline, ...facts].join('\n'), verbatim: true },
    },
  ];
  if (lines.excerpt) {
    const quoted = `>${slackEscape(lines.excerpt)}`.slice(0, slackSectionMaxChars);
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: quoted, verbatim: true } });
  }
  if (lines.link) {
    blocks.push({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: `<${lines.link.url}|${slackEscape(lines.link.label)}>` }],
    });
  }
  // The fallback is mrkdwn too (notifications show it): the company's name stays text there as well.
  return {
    text: slackEscape([lines.headline, ...lines.facts.map((f) => f.value)].join(' · ')),
    blocks,
  };
}

/**
 * A Workflows trigger's message ("When a Teams webhook request is received"): one Adaptive Card 1.4 (the
 * version Teams draws everywhere) as an attachment, the shape the "Post card in a chat or channel" step reads.
 */
export function teamsMessage(notice: ChatNotice, locale: DeskLocale, publicOrigin: string) {
  const lines = noticeLines(notice, locale, publicOrigin);
  const body: Record<string, unknown>[] = [
    { type: 'TextBlock', text: lines.headline, weight: 'Bolder', size: 'Medium', wrap: true },
  ];
  // TextBlock and FactSet read Markdown, so a company named `[Sign in](https://evil.example)` would be a
  // link; a RichTextBlock's TextRun is shown as written.
  for (const fact of lines.facts) {
    body.push({
      type: 'RichTextBlock',
      inlines: [
        { type: 'TextRun', text: `${fact.label}: `, weight: 'Bolder' },
        { type: 'TextRun', text: fact.value },
      ],
    });
  }
  if (lines.excerpt) {
    body.push({ type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: lines.excerpt, isSubtle: true }] });
  }
  const card = {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: '1.4',
    // Right-to-left languages read right to left in the card too.
    ...(locale === 'ar' ? { rtl: true } : {}),
    body,
    ...(lines.link
      ? { actions: [{ type: 'Action.OpenUrl', title: lines.link.label, url: lines.link.url }] }
      : {}),
  };
  return {
    type: 'message',
    attachments: [
      { contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: card },
    ],
  };
}
