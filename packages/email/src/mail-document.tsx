import { localeTags } from '@sitedesk/shared/locales';
import type { CSSProperties, ReactNode } from 'react';
import type { MailContent } from './mail-content';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from './mail-elements';

/*
 * Colours from the site's palette, each pair at least 7:1 (WCAG AAA for body text), because many mail
 * clients zoom, invert or strip styles and we want the text readable whatever they do. Inline styles are
 * what mail clients honour; there are no images, so nothing is lost when a client blocks them.
 */
const ink = '#14211e';
const petrol = '#0b4a44';
const muted = '#3d4a47';
const font = 'Helvetica, Arial, sans-serif';
/** Underlined, so a link is not told apart by its colour alone (WCAG 1.4.1). */
const link = { color: petrol, textDecoration: 'underline' } satisfies CSSProperties;

const styles = {
  body: { backgroundColor: '#eef2f1', margin: 0, padding: '24px 0', fontFamily: font, color: ink },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', padding: '32px', borderRadius: '4px' },
  heading: { color: petrol, fontSize: '24px', lineHeight: '1.3', margin: '0 0 16px' },
  subheading: { color: petrol, fontSize: '18px', lineHeight: '1.4', margin: '24px 0 8px' },
  text: { fontSize: '16px', lineHeight: '1.5', margin: '0 0 12px', color: ink },
  highlight: {
    backgroundColor: '#e3efec',
    borderLeft: `4px solid ${petrol}`,
    padding: '16px',
    margin: '16px 0',
  },
  highlightValue: {
    fontSize: '28px',
    fontWeight: 700,
    letterSpacing: '0.04em',
    color: petrol,
    margin: '4px 0',
  },
  label: { fontSize: '14px', fontWeight: 700, color: muted, margin: 0 },
  factLabel: {
    textAlign: 'left',
    verticalAlign: 'top',
    padding: '4px 16px 4px 0',
    fontSize: '14px',
    color: muted,
  },
  factValue: { verticalAlign: 'top', padding: '4px 0', fontSize: '16px', color: ink },
  quote: {
    fontSize: '16px',
    lineHeight: '1.5',
    margin: '0',
    padding: '12px 16px',
    backgroundColor: '#f5f7f6',
    color: ink,
  },
  button: {
    backgroundColor: petrol,
    color: '#ffffff',
    padding: '12px 20px',
    borderRadius: '4px',
    fontWeight: 700,
  },
  footer: { fontSize: '13px', color: muted, margin: 0 },
} satisfies Record<string, CSSProperties>;

/**
 * `style` for a right-to-left mail: the accent border and the label column on the other side. E-mail
 * programs know few logical CSS properties, so the physical ones are swapped instead.
 */
function mirrored(style: CSSProperties, dir: 'ltr' | 'rtl'): CSSProperties {
  if (dir === 'ltr') return style;
  const { borderLeft, textAlign, padding, ...rest } = style;
  const [top, right, bottom, left] = String(padding ?? '').split(' ');
  return {
    ...rest,
    ...(borderLeft ? { borderRight: borderLeft } : {}),
    ...(textAlign === 'left' ? { textAlign: 'right' } : textAlign ? { textAlign } : {}),
    ...(padding !== undefined ? { padding: left ? `${top} ${left} ${bottom} ${right}` : padding } : {}),
  };
}

/** The HTML part of every Sitedesk e-mail. Every value is a React text node, so React escapes it. */
export function MailDocument({ content }: { content: MailContent }) {
  const dir = localeTags[content.locale].dir;
  return (
    <Html lang={content.locale} dir={dir}>
      <Head>
        <title>{content.subject}</title>
      </Head>
      {/* The document's title is the subject; the preview is only the inbox's teaser line. */}
      <Preview>{content.preview}</Preview>
      <Body lang={content.locale} dir={dir} style={styles.body}>
        <Container style={styles.container}>
          <Heading as="h1" style={styles.heading}>
            {content.heading}
          </Heading>
          {content.intro.map((paragraph) => (
            <Text key={paragraph} style={styles.text}>
              {paragraph}
            </Text>
          ))}
          {content.highlight && (
            <Section style={mirrored(styles.highlight, dir)}>
              <Text style={styles.label}>{content.highlight.label}</Text>
              <Text style={styles.highlightValue}>
                <span dir="ltr">{content.highlight.value}</span>
              </Text>
              {content.highlight.note && (
                <Text style={{ ...styles.text, margin: 0 }}>{content.highlight.note}</Text>
              )}
            </Section>
          )}
          {content.facts.length > 0 && <Facts facts={content.facts} dir={dir} />}
          {content.quote && (
            <Section>
              <Heading as="h2" style={styles.subheading}>
                {content.quote.label}
              </Heading>
              <Text lang={content.quote.locale} style={styles.quote}>
                {withLineBreaks(content.quote.text)}
              </Text>
            </Section>
          )}
          {content.list && (
            <Section>
              <Heading as="h2" style={styles.subheading}>
                {content.list.label}
              </Heading>
              <ul style={{ ...styles.text, paddingLeft: '20px' }}>
                {content.list.items.map((item, index) => (
                  // Two files may have the same name; their order is all that tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes after rendering
                  <li key={index}>{item}</li>
                ))}
              </ul>
              {content.list.note && <Text style={styles.text}>{content.list.note}</Text>}
            </Section>
          )}
          {content.action && (
            <Section style={{ margin: '24px 0' }}>
              <Button href={content.action.href} style={styles.button}>
                {content.action.label}
              </Button>
            </Section>
          )}
          {content.sections.map((section) => (
            <Section key={section.heading}>
              <Heading as="h2" style={styles.subheading}>
                {section.heading}
              </Heading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} style={styles.text}>
                  {paragraph}
                </Text>
              ))}
            </Section>
          ))}
          {content.signature.length > 0 && (
            <Text style={{ ...styles.text, marginTop: '24px' }}>
              {withLineBreaks(content.signature.join('\n'))}
            </Text>
          )}
          <Hr style={{ borderTop: '1px solid #c9d3d1', margin: '24px 0 16px' }} />
          <Text style={styles.footer}>
            {content.footer.text}
            {content.footer.link && (
              <>
                <br />
                <Link href={content.footer.link.href} style={link}>
                  {content.footer.link.label}
                </Link>
              </>
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A fact's value, isolated left to right where it is a reference, an address or a number (decision 208). */
function FactValue({ fact }: { fact: MailContent['facts'][number] }) {
  const value = fact.isLeftToRight ? <span dir="ltr">{fact.value}</span> : fact.value;
  return fact.href ? (
    <Link href={fact.href} style={link}>
      {value}
    </Link>
  ) : (
    value
  );
}

function Facts({ facts, dir }: { facts: MailContent['facts']; dir: 'ltr' | 'rtl' }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ margin: '8px 0 0', borderCollapse: 'collapse' }}
    >
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.label}>
            <th scope="row" style={mirrored(styles.factLabel, dir)}>
              {fact.label}
            </th>
            <td style={styles.factValue}>
              <FactValue fact={fact} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Keeps the writer's line breaks; `<br>` works in every mail client, `white-space: pre-wrap` does not. */
function withLineBreaks(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let offset = 0;
  for (const line of text.split(/\r\n|\r|\n/)) {
    // Where the line starts in the text: unique, so React can key the breaks by it.
    if (offset > 0) nodes.push(<br key={offset} />);
    nodes.push(line);
    offset += line.length + 1;
  }
  return nodes;
}
