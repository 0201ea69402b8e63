import { Fragment } from 'react';

/**
 * A UI message whose `{placeholders}` are filled with what people typed — a visitor's name, the sender of a
 * mail, a colleague's name — each in a `<bdi>`: it reads in its own direction, and bidi controls in it (a
 * right-to-left override) end with it instead of reordering the rest of the sentence (decision 208). The
 * words are `formatMessage`'s; an unknown placeholder is left as it stands, as there.
 */
export function MessageWithNames({ template, values }: { template: string; values: Record<string, string> }) {
  // `split` with a group: even indices are the message's words, odd ones the placeholders' names.
  const parts = template.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}`;
        if (index % 2 === 0) return <Fragment key={key}>{part}</Fragment>;
        const value = values[part];
        return value === undefined ? (
          <Fragment key={key}>{`{${part}}`}</Fragment>
        ) : (
          <bdi key={key}>{value}</bdi>
        );
      })}
    </>
  );
}
