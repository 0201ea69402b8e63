import { createHash } from 'node:crypto';

/**
 * The CSP source (`'sha256-…'`) of every `<style>` element in a page. The build inlines the site's
 * stylesheet into each page (decision 146); the Content-Security-Policy names exactly these hashes, so no
 * other inline style (an injected one, a `style` attribute) is ever applied.
 */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '', 'utf8')
        .digest('base64')}'`,
  );
}
