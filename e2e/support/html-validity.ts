import { HtmlValidate } from 'html-validate';

/** The HTML standard's rules only (html-validate's `standard` preset): what the W3C checker would reject. */
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** One readable line per problem in a document (rule, message, where), empty when it is valid HTML. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.ruleId}: ${message.message} (${message.line}:${message.column})`,
    ),
  );
}
