/**
 * A server-sent events parser (the WHATWG event-stream format) for a body read in chunks:
 * lines end in LF, CRLF or CR; `event:`, `data:` (several join with LF), `id:` and `retry:`
 * fields; a blank line dispatches; lines starting with `:` are comments (the server's pings).
 */
export type SseEvent = { event: string; data: string; id?: string };

export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private id: string | undefined;
  private pendingCr = false;
  private started = false;
  /** The server's `retry:` in ms, if it sent one. */
  retry: number | undefined;
  /** The last event id seen. */
  lastEventId: string | undefined;

  /** Feeds a chunk of text; returns the events it completed. */
  push(chunk: string): SseEvent[] {
    let text = chunk;
    if (!this.started && text) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    // A CR that ended the previous chunk may be the first half of a CRLF.
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    const out: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      const line = this.buffer.slice(0, match.index);
      const ending = match[0];
      const rest = this.buffer.slice(match.index + ending.length);
      if (ending === '\r' && rest === '') this.pendingCr = true;
      this.buffer = rest;
      const event = this.line(line);
      if (event) out.push(event);
    }
    return out;
  }

  private line(line: string): SseEvent | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.event = value;
        break;
      case 'data':
        this.data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) this.id = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
      default:
        // Unknown fields are ignored, as the format requires.
        break;
    }
    return undefined;
  }

  private dispatch(): SseEvent | undefined {
    if (this.id !== undefined) this.lastEventId = this.id;
    const hasData = this.data.length > 0;
    const event: SseEvent = { event: this.event || 'message', data: this.data.join('\n') };
    if (this.lastEventId !== undefined) event.id = this.lastEventId;
    this.event = '';
    this.data = [];
    this.id = undefined;
    // An event without data lines is not dispatched.
    return hasData ? event : undefined;
  }
}
