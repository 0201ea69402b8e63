/** Where the site serves a country's flag (`scripts/flag-files-plugin.ts` writes the files, decision 198). */
export function flagPath(code: string): string {
  return `/flags/${code}.svg`;
}
