import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdTheme } from '../src/layout/theme/antdTheme.ts';
import { THEME_NAMES } from '../src/lib/themes.ts';
import { STYLE_MODULE, withoutStyleFunctions } from './antdStyleFunctions.ts';

const MAKER_CALL = /\b(?:genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(/;
const antdEs = join(dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');

/** Every module of antd's build that makes a component's style hook. */
function antdStyleHookModules(): string[] {
  // Not antd's theme, which defines the makers.
  return readdirSync(antdEs, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !file.startsWith(`theme${sep}`))
    .map((file) => join(antdEs, file))
    .filter((file) => MAKER_CALL.test(readFileSync(file, 'utf8')));
}

describe("antd's style functions left out of the build", () => {
  it('replaces the style function of each hook maker and keeps its name, tokens and options', () => {
    const code = [
      "import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';",
      "import { genFocusStyle } from '../../style';",
      'const genTabsStyle = (token) => ({ [token.componentCls]: genFocusStyle(token) });',
      'export const prepareComponentToken = (token) => ({ cardBg: token.colorFill });',
      "export const Compact = genSubStyleComponent(['Tabs', 'compact'], (token) => [genTabsStyle(token)]);",
      "export default genStyleHooks('Tabs', (token) => [genTabsStyle(token)], prepareComponentToken, { unitless: { lineHeight: true } });",
    ].join('\n');
    const result = withoutStyleFunctions(code);
    expect(result?.code).toContain(
      "genStyleHooks('Tabs', () => [], prepareComponentToken, { unitless: { lineHeight: true } })",
    );
    expect(result?.code).toContain("genSubStyleComponent(['Tabs', 'compact'], () => [])");
    // What only the style functions used is now unreferenced, for tree-shaking to drop.
    expect(result?.code.match(/genTabsStyle\(/g)).toBeNull();
    expect(result?.map.mappings).not.toBe('');
  });

  it('leaves a module without a hook maker as it is', () => {
    expect(withoutStyleFunctions('export const genFocusStyle = (token) => ({ outline: token.lineWidth });')).toBeNull();
    // A call of another name with the same arguments is not one.
    expect(withoutStyleFunctions("export default genStyles('Tabs', (token) => [token]);")).toBeNull();
  });

  it('reaches every antd module that makes a style hook, and finds a style function in each', () => {
    const modules = antdStyleHookModules();
    // antd 6 has some eighty; a move of its files would show as a drop here rather than a silent miss.
    expect(modules.length).toBeGreaterThan(60);
    const missed = modules.filter(
      (file) => !STYLE_MODULE.test(file) || !withoutStyleFunctions(readFileSync(file, 'utf8')),
    );
    expect(missed).toEqual([]);
  });

  it("rests on the console's antd theme being zero-runtime in every theme, where the functions are never called", () => {
    for (const name of THEME_NAMES) expect(antdTheme(name, '#1677ff').zeroRuntime).toBe(true);
  });
});
