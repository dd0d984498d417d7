import { describe, expect, it } from 'vitest';
import { SseParser } from './sse';

describe('SSE parser', () => {
  it('reads the server stream: retry, the ready event, pings and remind events', () => {
    const p = new SseParser();
    const events = p.push(
      'retry: 3000\n\nevent: ready\ndata: {"total":3}\n\n: ping\n\nevent: remind\ndata: {"id":"7","msg":"hi"}\n\n',
    );
    expect(p.retry).toBe(3000);
    expect(events).toEqual([
      { event: 'ready', data: '{"total":3}' },
      { event: 'remind', data: '{"id":"7","msg":"hi"}' },
    ]);
  });

  it('joins an event split across chunks anywhere, even inside a field name or a CRLF', () => {
    const p = new SseParser();
    const text = 'event: remind\r\ndata: {"id":"1"}\r\n\r\nevent: remind\r\ndata: {"id":"2"}\r\n\r\n';
    const out = [];
    for (const ch of text) out.push(...p.push(ch));
    expect(out.map((e) => e.data)).toEqual(['{"id":"1"}', '{"id":"2"}']);
  });

  it('dispatches only on a blank line, joins several data lines with LF, defaults the type to message', () => {
    const p = new SseParser();
    expect(p.push('data: a\ndata: b\n')).toEqual([]);
    expect(p.push('\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('strips one leading space only, ignores comments, unknown fields and events without data', () => {
    const p = new SseParser();
    const out = p.push(':comment\nfoo: bar\nevent: x\n\ndata:  two spaces\ndata:none\n\n');
    expect(out).toEqual([{ event: 'message', data: ' two spaces\nnone' }]);
  });

  it('handles lone CR line endings and a leading BOM, and keeps the last event id', () => {
    const p = new SseParser();
    const out = p.push('\uFEFFid: 5\revent: remind\rdata: x\r\r');
    expect(out).toEqual([{ event: 'remind', data: 'x', id: '5' }]);
    expect(p.lastEventId).toBe('5');
  });

  it('keeps an unfinished line until its end arrives', () => {
    const p = new SseParser();
    expect(p.push('event: rem')).toEqual([]);
    expect(p.push('ind\ndata: {"a":1')).toEqual([]);
    expect(p.push('}\n\n')).toEqual([{ event: 'remind', data: '{"a":1}' }]);
  });

  it('ignores a retry that is not a number', () => {
    const p = new SseParser();
    p.push('retry: soon\n\n');
    expect(p.retry).toBeUndefined();
  });
});
