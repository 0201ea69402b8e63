/**
 * Subjects are one line: a name typed with a line break in it must not break the subject. In its own file
 * so that the service can build subjects without loading the mail formatting's phone metadata (decision 149).
 */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
