import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/httpError';
import { useLogs } from '../../stores/logs';
import { installErrorCapture, isNoise } from './capture';

installErrorCapture(window);

beforeEach(() => useLogs.getState().clearLogs());

describe('error capture', () => {
  it('logs a window error with where it happened', () => {
    const error = new Error('Boom');
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'Boom', filename: 'app.js', lineno: 3, colno: 9 }));
    const [entry] = useLogs.getState().logsList;
    expect(entry).toMatchObject({ type: 'error', message: 'Error: Boom', info: 'window: app.js:3:9' });
    expect(entry!.url).toBe(location.href);
    expect(entry!.stack).toContain('Boom');
  });

  it('logs an unhandled rejection with type error (spec §8), its source in info', () => {
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new TypeError('no such thing') });
    window.dispatchEvent(event);
    expect(useLogs.getState().logsList[0]).toMatchObject({
      type: 'error',
      message: 'TypeError: no such thing',
      info: 'promise',
    });
  });

  it('leaves out failed calls (already shown and logged by the server) and browser noise', () => {
    expect(isNoise(new HttpError('x', 500, 'answer'))).toBe(true);
    expect(isNoise(new Error('x'), 'ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isNoise(new Error('real bug'))).toBe(false);
    window.dispatchEvent(new Event('error'));
    expect(useLogs.getState().logsList).toHaveLength(0);
  });
});
