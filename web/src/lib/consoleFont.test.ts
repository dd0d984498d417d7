import { describe, expect, it } from 'vitest';
import { sourcesEndingWith } from '../test/sourceFiles';
import { CONSOLE_FONT } from './consoleFont';

// The stylesheets that draw before antd write the console's font out (CSS cannot import it); each
// copy must be the one in lib/consoleFont.ts, or a page draws in another face than the console.
const stylesheets = sourcesEndingWith('.css');

const declarations = stylesheets.flatMap(([path, css]) =>
  [...css.matchAll(/font-family:\s*([^;]+);/g)].map((m) => ({ path, value: m[1]!.replace(/\s+/g, ' ').trim() })),
);

describe('the console font', () => {
  it('is written out as lib/consoleFont.ts has it wherever a stylesheet names the text face', () => {
    const text = declarations.filter(({ value }) => !/^(inherit|var\()/.test(value) && !value.includes('monospace'));
    expect(text.map(({ path }) => path).sort()).toEqual(['pages/login/login.module.css', 'styles/global.css']);
    expect(text.filter(({ value }) => value !== CONSOLE_FONT)).toEqual([]);
  });
});
