import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Body, Button, Container, Preview, Text } from './mail-elements';

describe('the mail building blocks', () => {
  it('carries the language and direction onto the cell that holds the mail, for right-to-left mails', () => {
    const html = renderToStaticMarkup(
      createElement(Body, { lang: 'ar', dir: 'rtl', style: { padding: '24px 0', color: '#14211e' } }, 'نص'),
    );
    expect(html).toContain('<body lang="ar" dir="rtl" style="padding:0">');
    expect(html).toContain('<td dir="rtl" lang="ar" style="padding:24px 0;color:#14211e">نص</td>');
  });

  it('puts a column’s padding on its cell, where Outlook draws it', () => {
    const html = renderToStaticMarkup(
      createElement(Container, { style: { maxWidth: '600px', padding: '32px', borderRadius: '4px' } }, 'x'),
    );
    expect(html).toContain('style="max-width:600px;border-radius:4px"');
    expect(html).toContain('<td style="padding:32px">x</td>');
  });

  it('writes every margin of a paragraph out, so clients that drop the shorthand keep the spacing', () => {
    const html = renderToStaticMarkup(createElement(Text, { style: { margin: '0 0 12px' } }, 'x'));
    expect(html).toContain('margin-top:0;margin-right:0;margin-bottom:12px;margin-left:0');
  });

  it('gives Outlook a button’s padding as spaces and a raised baseline, with units', () => {
    const html = renderToStaticMarkup(
      createElement(Button, { href: 'https://example.com/', style: { padding: '12px 20px' } }, 'Open'),
    );
    expect(html).toContain('mso-font-width:500%;mso-text-raise:18px');
    expect(html).toContain('mso-text-raise:9px">Open</span>');
  });

  it('fills the inbox teaser up to 200 characters so it does not run on into the mail', () => {
    const html = renderToStaticMarkup(createElement(Preview, null, 'Hello'));
    expect(html).toContain(`>Hello<div>${'\u00a0\u200c\u200b\u200d\ufeff'.repeat(195)}</div></div>`);
    const long = renderToStaticMarkup(createElement(Preview, null, 'x'.repeat(250)));
    expect(long).toContain(`>${'x'.repeat(200)}</div>`);
    expect(long.match(/<div/g)).toHaveLength(1);
  });
});
