import type { CSSProperties, ReactNode } from 'react';

/*
 * The building blocks of our mails: the table-based markup of react-email 6.11's components (MIT), written
 * out for the eleven we use and the props we pass. Importing `react-email` loaded its whole entry (Prism,
 * the Tailwind component, the code block: ~30 MB RSS at the first mail); these are a few kilobytes and
 * render byte for byte what those components rendered (decision 157). Style objects keep react-email's key
 * order, because React writes the properties in that order and a mail client sees the result.
 */

type Dir = 'ltr' | 'rtl';
/** Outlook's own properties; React writes `msoPaddingAlt` as `mso-padding-alt`. */
type OutlookStyle = CSSProperties & { msoPaddingAlt?: string; msoTextRaise?: number };
type BoxProps = { style?: CSSProperties; children?: ReactNode };

const presentationTable = {
  border: 0,
  cellPadding: '0',
  cellSpacing: '0',
  role: 'presentation',
} as const;

export function Html({ lang, dir, children }: { lang: string; dir: Dir; children?: ReactNode }) {
  return (
    <html dir={dir} lang={lang}>
      {children}
    </html>
  );
}

/** The charset for clients that read it from the markup; Apple Mail otherwise rescales the text to fit. */
export function Head({ children }: { children?: ReactNode }) {
  return (
    <head>
      <meta content="text/html; charset=UTF-8" httpEquiv="Content-Type" />
      <meta name="x-apple-disable-message-reformatting" />
      {children}
    </head>
  );
}

const previewMaxLength = 200;
/** Invisible characters that fill the inbox's teaser line, so it does not go on with the mail's first words. */
const previewFiller = '\u00a0\u200c\u200b\u200d\ufeff';

/** The inbox's teaser line, hidden in the mail itself; unlike react-email's, it never writes a `<title>`. */
export function Preview({ children }: { children: string }) {
  const text = children.substring(0, previewMaxLength);
  return (
    <div
      style={{
        display: 'none',
        overflow: 'hidden',
        lineHeight: '1px',
        opacity: 0,
        maxHeight: 0,
        maxWidth: 0,
      }}
      data-skip-in-text={true}
    >
      {text}
      {text.length < previewMaxLength && <div>{previewFiller.repeat(previewMaxLength - text.length)}</div>}
    </div>
  );
}

const boxProperties = [
  'margin',
  'marginTop',
  'marginBottom',
  'marginRight',
  'marginLeft',
  'marginInline',
  'marginBlock',
  'marginBlockStart',
  'marginBlockEnd',
  'marginInlineStart',
  'marginInlineEnd',
  'padding',
  'paddingTop',
  'paddingBottom',
  'paddingRight',
  'paddingLeft',
  'paddingInline',
  'paddingBlock',
  'paddingBlockStart',
  'paddingBlockEnd',
  'paddingInlineStart',
  'paddingInlineEnd',
] as const satisfies (keyof CSSProperties)[];

/**
 * Many clients drop or rewrite `<body>`'s styles, so the styles go on a full-width table cell; `<body>`
 * keeps only the background and loses the spacing that cell now carries.
 */
export function Body({ lang, dir, style = {}, children }: { lang: string; dir: Dir } & BoxProps) {
  const bodyStyle: CSSProperties = { background: style.background, backgroundColor: style.backgroundColor };
  for (const property of boxProperties) {
    if (style[property] !== undefined) bodyStyle[property] = 0;
  }
  return (
    <body lang={lang} dir={dir} style={bodyStyle}>
      <table border={0} width="100%" cellPadding="0" cellSpacing="0" role="presentation" align="center">
        <tbody>
          <tr>
            <td dir={dir} lang={lang} style={style}>
              {children}
            </td>
          </tr>
        </tbody>
      </table>
    </body>
  );
}

/** Outlook ignores padding on a table, so padding goes on its cell and everything else on the table. */
function splitPadding(style: CSSProperties): { table: CSSProperties; cell: CSSProperties } {
  const table: Record<string, unknown> = {};
  const cell: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(style)) {
    (key.startsWith('padding') ? cell : table)[key] = value;
  }
  return { table, cell };
}

/** The centred column the mail is laid out in (600 px unless the style says otherwise). */
export function Container({ style = {}, children }: BoxProps) {
  const { table, cell } = splitPadding(style);
  return (
    <table align="center" width="100%" {...presentationTable} style={{ maxWidth: '37.5em', ...table }}>
      <tbody>
        <tr style={{ width: '100%' }}>
          <td style={cell}>{children}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function Section({ style = {}, children }: BoxProps) {
  const { table, cell } = splitPadding(style);
  return (
    <table align="center" width="100%" {...presentationTable} style={table}>
      <tbody>
        <tr>
          <td style={cell}>{children}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function Heading({ as: Tag, style, children }: { as: 'h1' | 'h2' } & BoxProps) {
  return <Tag style={style}>{children}</Tag>;
}

type Side = string | number | undefined;

/**
 * A CSS shorthand (`margin: '0 0 12px'`) as its four sides, top, right, bottom, left, read as react-email
 * reads it; `uniform` when one value stands for all four.
 */
function shorthandSides(value: unknown): { sides: [Side, Side, Side, Side]; uniform: boolean } {
  if (typeof value === 'number') return { sides: [value, value, value, value], uniform: true };
  const parts = typeof value === 'string' ? value.trim().split(/\s+/) : [];
  if (parts.length === 0 || parts.length > 4) {
    return { sides: [undefined, undefined, undefined, undefined], uniform: true };
  }
  const [top, right = top, bottom = top, left = right] = parts;
  return { sides: [top, right, bottom, left], uniform: parts.length === 1 };
}

const marginSides = ['marginTop', 'marginRight', 'marginBottom', 'marginLeft'] as const;
type Margins = Partial<Record<(typeof marginSides)[number], Side>>;

/**
 * A paragraph with 16 px above and below unless the style says otherwise. Each side is also written out
 * after the shorthand, as react-email does, in its order: some clients keep only the longhand margins.
 */
export function Text({ style = {}, lang, children }: BoxProps & { lang?: string }) {
  const withDefaults = {
    ...(style.marginTop === undefined ? { marginTop: '16px' } : {}),
    ...(style.marginBottom === undefined ? { marginBottom: '16px' } : {}),
    ...style,
  };
  let margins: Margins = {
    marginTop: undefined,
    marginRight: undefined,
    marginBottom: undefined,
    marginLeft: undefined,
  };
  for (const [key, value] of Object.entries(withDefaults)) {
    if (key === 'margin') {
      const { sides, uniform } = shorthandSides(value);
      const [top, right, bottom, left] = sides;
      margins = uniform
        ? { marginTop: top, marginBottom: bottom, marginLeft: left, marginRight: right }
        : { marginTop: top, marginRight: right, marginBottom: bottom, marginLeft: left };
    } else if ((marginSides as readonly string[]).includes(key)) {
      margins[key as keyof Margins] = value as Side;
    }
  }
  return (
    <p lang={lang} style={{ fontSize: '14px', lineHeight: '24px', ...style, ...margins }}>
      {children}
    </p>
  );
}

export function Hr({ style }: { style?: CSSProperties }) {
  return (
    <hr
      style={{
        width: '100%',
        border: 'none',
        borderColor: 'transparent',
        borderTop: '1px solid #eaeaea',
        ...style,
      }}
    />
  );
}

/*
 * `target="_blank"` without `rel`: a mail has no page to protect from the opened one, and webmail clients
 * set their own `rel` on every link they show; react-email's markup is kept as it was.
 */
export function Link({ href, style, children }: { href: string } & BoxProps) {
  return (
    // biome-ignore lint/security/noBlankTarget: see above
    <a href={href} style={{ color: '#067df7', textDecorationLine: 'none', ...style }} target="_blank">
      {children}
    </a>
  );
}

/** `12px` → 12; react-email's conversion, which counts an em as 16 px and a percentage of 600 px. */
function toPx(value: Side): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'number') return value;
  const match = /^([\d.]+)(px|pt|em|rem|%)$/.exec(value);
  if (!match) return 0;
  const pxPerUnit: Record<string, number> = { px: 1, pt: 4 / 3, em: 16, rem: 16, '%': 6 };
  return Number.parseFloat(match[1] ?? '0') * (pxPerUnit[match[2] ?? 'px'] ?? 1);
}

const paddingSides = ['paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'] as const;

/** The four paddings in px; a later property wins over an earlier one, as in CSS. */
function paddingInPx(style: CSSProperties): Record<(typeof paddingSides)[number], number | undefined> {
  let sides: Side[] = [undefined, undefined, undefined, undefined];
  for (const [key, value] of Object.entries(style)) {
    if (key === 'padding') sides = shorthandSides(value).sides;
    const index = (paddingSides as readonly string[]).indexOf(key);
    if (index !== -1) sides[index] = value as Side;
  }
  const [top, right, bottom, left] = sides.map(toPx);
  return { paddingTop: top, paddingRight: right, paddingBottom: bottom, paddingLeft: left };
}

const pxToPt = (px: number | undefined) => (px === undefined || Number.isNaN(px) ? undefined : (px * 3) / 4);

/** Outlook draws no padding on a link: hair spaces of a stretched font width stand in for it. */
function outlookSpacing(width: number): [fontWidth: number, spaces: number] {
  if (width === 0) return [0, 0];
  const maxFontWidth = 5;
  let spaces = 1;
  while (width / spaces / 2 > maxFontWidth) spaces++;
  return [width / spaces / 2, spaces];
}

/** A link that looks like a button in every client, Outlook on Windows included. */
export function Button({ href, style, children }: { href: string } & BoxProps) {
  const { paddingTop, paddingRight, paddingBottom, paddingLeft } = paddingInPx(style ?? {});
  const textRaise = pxToPt((paddingTop ?? 0) + (paddingBottom ?? 0));
  const [leftWidth, leftSpaces] = outlookSpacing(paddingLeft ?? 0);
  const [rightWidth, rightSpaces] = outlookSpacing(paddingRight ?? 0);
  const linkStyle: OutlookStyle = {
    lineHeight: '100%',
    textDecoration: 'none',
    display: 'inline-block',
    maxWidth: '100%',
    msoPaddingAlt: '0px',
    ...style,
    paddingTop,
    paddingRight,
    paddingBottom,
    paddingLeft,
  };
  const labelStyle: OutlookStyle = {
    maxWidth: '100%',
    display: 'inline-block',
    lineHeight: '120%',
    msoPaddingAlt: '0px',
    msoTextRaise: pxToPt(paddingBottom),
  };
  // Conditional comments are the only way to reach Outlook alone; their content is ours, never a value.
  const before = `<!--[if mso]><i style="mso-font-width:${leftWidth * 100}%;mso-text-raise:${textRaise}px" hidden>${'&#8202;'.repeat(leftSpaces)}</i><![endif]-->`;
  const after = `<!--[if mso]><i style="mso-font-width:${rightWidth * 100}%" hidden>${'&#8202;'.repeat(rightSpaces)}&#8203;</i><![endif]-->`;
  return (
    // biome-ignore lint/security/noBlankTarget: as for `Link`
    <a href={href} style={linkStyle} target="_blank">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed comment built from numbers */}
      <span dangerouslySetInnerHTML={{ __html: before }} />
      <span style={labelStyle}>{children}</span>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed comment built from numbers */}
      <span dangerouslySetInnerHTML={{ __html: after }} />
    </a>
  );
}
