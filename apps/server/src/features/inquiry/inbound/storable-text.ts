/**
 * Text from a received message, made safe to store: PostgreSQL refuses NUL in text, and an unpaired UTF-16
 * surrogate (from a broken charset or encoded word) cannot be encoded as UTF-8. Both would fail the insert
 * and turn a visitor's odd mail into a 500; here NUL goes and a lone surrogate becomes U+FFFD.
 */
export function storableText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
  if (!/[\u0000\ud800-\udfff]/.test(text)) return text.normalize('NFC');
  let result = '';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0) continue;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        result += text[index] + (text[index + 1] ?? '');
        index++;
        continue;
      }
      result += '\uFFFD';
      continue;
    }
    result += code >= 0xdc00 && code <= 0xdfff ? '\uFFFD' : (text[index] ?? '');
  }
  return result.normalize('NFC');
}

/** A header value on one line, without controls, at most `maxLength` characters. */
export function storableLine(text: string, maxLength: number): string {
  const line = storableText(text)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim();
  // By code point, so the cut cannot leave half a surrogate pair.
  return [...line].slice(0, maxLength).join('');
}
