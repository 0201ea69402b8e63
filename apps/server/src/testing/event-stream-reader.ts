import type { DeskEvent } from '@sitedesk/shared/desk-api';

export type ReceivedEvent = { id: string | undefined; event: DeskEvent };

/**
 * Reads a server-sent event stream the way a browser's EventSource does (blocks separated by a blank line;
 * `id:` and `data:` fields; comments ignored), for tests.
 */
export function readEventStream(response: Response) {
  if (!response.body) throw new Error('The response has no body to stream');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let lastEventId: string | undefined;
  const comments: string[] = [];

  async function nextBlock(): Promise<string | undefined> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return block;
      }
      const { done, value } = await reader.read();
      if (done) return undefined;
      buffer += decoder.decode(value, { stream: true });
    }
  }

  return {
    get lastEventId() {
      return lastEventId;
    },
    comments,
    /** The next event whose data matches `accept`; `undefined` when the stream ended first. */
    async next(accept: (event: DeskEvent) => boolean = () => true): Promise<ReceivedEvent | undefined> {
      for (;;) {
        const block = await nextBlock();
        if (block === undefined) return undefined;
        let data: string | undefined;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line);
          else if (line.startsWith('id: ')) lastEventId = line.slice(4);
          else if (line.startsWith('data: ')) data = line.slice(6);
        }
        if (data === undefined) continue;
        const event = JSON.parse(data) as DeskEvent;
        if (accept(event)) return { id: lastEventId, event };
      }
    },
    /** Reads on until a comment line (such as `: heartbeat`) arrives; `false` when the stream ended first. */
    async nextComment(accept: (line: string) => boolean): Promise<boolean> {
      for (;;) {
        const block = await nextBlock();
        if (block === undefined) return false;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) {
            comments.push(line);
            if (accept(line)) return true;
          } else if (line.startsWith('id: ')) lastEventId = line.slice(4);
        }
      }
    },
    /** Resolves when the server ends the stream. */
    async ended(): Promise<void> {
      while ((await nextBlock()) !== undefined) {}
    },
    close: () => reader.cancel(),
  };
}
