import { describe, expect, it } from 'vitest';
import { iframeSandbox } from './sandbox';

const CONSOLE = 'https://console.example.com';

describe('the iframe sandbox', () => {
  it('never lets a page of the console origin out of its sandbox', () => {
    for (const src of [`${CONSOLE}/api/health`, '/help/index.html']) {
      const tokens = iframeSandbox(src, CONSOLE).split(' ');
      expect(tokens).toContain('allow-scripts');
      expect(tokens).not.toContain('allow-same-origin');
    }
  });

  it('lets a page of another origin keep its own origin, and nothing more', () => {
    expect(iframeSandbox('https://example.com/a', CONSOLE).split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(iframeSandbox('https://example.com/a', CONSOLE)).not.toMatch(/top-navigation|downloads|modals/);
  });
});
