import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_INDICATOR_DELAY_MS } from '../../../lib/busyIndicator';
import { mountRoot } from '../../../test/mountRoot';
import { Button } from './Button';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const mounted = mountRoot();

const button = () => mounted.host.querySelector('button')!;
const icons = () => [...mounted.host.querySelectorAll('svg')].map((svg) => svg.getAttribute('class') ?? '');

describe('the sign-in page button at work', () => {
  it('ignores clicks at once and spins only once the work is slow', () => {
    act(() => mounted.root.render(<Button icon="mobile">Send</Button>));
    expect(icons()).toEqual(['']);
    act(() =>
      mounted.root.render(
        <Button icon="mobile" loading>
          Send
        </Button>,
      ),
    );
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    // Its own icon stays until the spinner takes its place: one change, not two.
    expect(icons()).toEqual(['']);
    act(() => vi.advanceTimersByTime(BUSY_INDICATOR_DELAY_MS));
    expect(icons()).toEqual([expect.stringMatching(/spin/)]);
    act(() => mounted.root.render(<Button icon="mobile">Send</Button>));
    expect(button().disabled).toBe(false);
    expect(icons()).toEqual(['']);
  });

  it('never spins for work that ends within the delay', () => {
    act(() => mounted.root.render(<Button loading>Sign in</Button>));
    act(() => vi.advanceTimersByTime(BUSY_INDICATOR_DELAY_MS - 1));
    expect(button().disabled).toBe(true);
    expect(icons()).toEqual([]);
    act(() => mounted.root.render(<Button>Sign in</Button>));
    act(() => vi.advanceTimersByTime(1000));
    expect(icons()).toEqual([]);
  });
});
