import { HtmlValidate } from 'html-validate';

/**
 * The HTML standard's rules and a complete document's (html-validate's `standard` and `document` presets),
 * without style preferences (React writes `<meta/>`) and without SRI: every script and stylesheet is our
 * own, same-origin and content-hashed.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: { 'require-sri': 'off' },
});

/** What makes a served document invalid HTML, one readable line per problem; empty when it is valid. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.ruleId} at ${message.line}:${message.column}: ${message.message}`,
    ),
  );
}
