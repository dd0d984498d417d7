import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSmsCountdown } from './useSmsCountdown';
import { mountRoot } from '../../test/mountRoot';

let start: (wait?: number) => void = () => undefined;

function SendButton() {
  const c = useSmsCountdown();
  start = c.start;
  return <button disabled={c.counting}>{c.counting ? `${c.seconds} s` : 'send'}</button>;
}

const button = () => mounted.host.querySelector('button')!;

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

const mounted = mountRoot();

describe('useSmsCountdown', () => {
  it('counts 60 seconds down with the button disabled, then enables it again', () => {
    act(() => mounted.root.render(<SendButton />));
    expect(button().disabled).toBe(false);
    act(() => start());
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('60 s');
    act(() => vi.advanceTimersByTime(15_000));
    expect(button().textContent).toBe('45 s');
    act(() => vi.advanceTimersByTime(45_000));
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('send');
  });

  it('goes on where it was when the form is shown again (tab switch, reload)', () => {
    act(() => mounted.root.render(<SendButton />));
    act(() => start(30));
    act(() => vi.advanceTimersByTime(10_000));
    act(() => mounted.root.render(<></>));
    act(() => vi.advanceTimersByTime(5_000));
    act(() => mounted.root.render(<SendButton />));
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('15 s');
  });
});
