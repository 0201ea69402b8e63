/**
 * Node 20.18.3+ and 22.13+ decode `windows-1252` (and the `latin1`/`iso-8859-1` labels the Encoding
 * Standard maps to it) as ISO-8859-1 on their one-shot fast path, so `€`, `“ ”`, `–` of 0x80–0x9F become
 * invisible C1 controls (nodejs/node#56542, #60888). postal-mime decodes every legacy charset with the
 * global `TextDecoder`, and Outlook's mail is mostly Windows-1252. The streaming path is unaffected, so on
 * an affected runtime one-shot windows-1252 decoding is routed through it; every other encoding, and a
 * fixed runtime, are left alone.
 */
export function ensureWindows1252Decoding(): void {
  const Native = globalThis.TextDecoder;
  if (new Native('windows-1252').decode(Uint8Array.of(0x80)) === '\u20ac') return;
  class FixedTextDecoder extends Native {
    override decode(input?: AllowSharedBufferSource, options?: TextDecodeOptions): string {
      if (this.encoding !== 'windows-1252' || options?.stream) return super.decode(input, options);
      return super.decode(input, { stream: true }) + super.decode();
    }
  }
  globalThis.TextDecoder = FixedTextDecoder;
}
