import { formatMessage } from '@sitedesk/shared/messages/format';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageWithNames } from './message-with-names';

describe('a desk sentence with a name someone typed', () => {
  it('isolates the name, so an override typed into it ends with it', () => {
    const name = 'Evil \u202eName';
    const html = renderToStaticMarkup(
      <MessageWithNames template="Internal note by {name} for {reference}" values={{ name }} />,
    );
    expect(html).toBe('Internal note by <bdi>Evil \u202eName</bdi> for {reference}');
  });

  it('reads as formatMessage writes it', () => {
    const template = '{name} wrote through the contact form';
    const values = { name: 'Ana <b>Ribeiro</b>' };
    const html = renderToStaticMarkup(<MessageWithNames template={template} values={values} />);
    expect(html).toBe('<bdi>Ana &lt;b&gt;Ribeiro&lt;/b&gt;</bdi> wrote through the contact form');
    expect(
      html
        .replace(/<\/?bdi>/g, '')
        .replace('&lt;b&gt;', '<b>')
        .replace('&lt;/b&gt;', '</b>'),
    ).toBe(formatMessage(template, values));
  });
});
