/** A line quoted from an earlier message (`> …`). */
const quotedLine = /^\s*>/;
/** "On Tue, … Jana wrote:" / "Am … schrieb:": what follows is the quoted history. */
const attributionLine = /^(On|Am) .+(wrote|schrieb):\s*$/;

/**
 * What the sender wrote in this message: lines quoted from earlier ones (`> …`) left out, and everything from
 * an "On … wrote:" line on. The assignee's excerpt and the spam check read only this, never our own mail
 * quoted back.
 */
export function ownTextOf(text: string): string {
  const own: string[] = [];
  for (const line of text.split('\n')) {
    if (attributionLine.test(line.trim())) break;
    if (!quotedLine.test(line)) own.push(line);
  }
  return own.join('\n').trim();
}
