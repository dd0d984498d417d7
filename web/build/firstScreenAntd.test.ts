import { describe, expect, it } from 'vitest';
import { unlistedAntdComponents } from './firstScreenAntd';

const antd = (path: string) => `/repo/node_modules/antd/es/${path}`;

describe("the first screen's antd components", () => {
  it('names each component whose index the chunk holds and the list does not allow, once', () => {
    const ids = [
      antd('button/index.js'),
      antd('select/index.js'),
      antd('select/style/index.js'),
      antd('auto-complete/index.js'),
      antd('select/index.js'),
      '/repo/web/src/layout/search/HeaderSearch.tsx',
    ];
    expect(unlistedAntdComponents(ids, new Set(['button']))).toEqual(['auto-complete', 'select']);
  });

  it("lets a component's inner modules through: antd's Modal takes the drawer's focus hook, not the drawer", () => {
    expect(
      unlistedAntdComponents([antd('drawer/useFocusable.js'), antd('modal/index.js')], new Set(['modal'])),
    ).toEqual([]);
  });

  it('allows every component the first screen draws today', () => {
    const today = ['app', 'menu', 'tabs', 'layout', 'input', 'dropdown', 'segmented', 'statistic'];
    expect(unlistedAntdComponents(today.map((c) => antd(`${c}/index.js`)))).toEqual([]);
    expect(unlistedAntdComponents([antd('typography/index.js'), antd('drawer/index.js')])).toEqual([
      'drawer',
      'typography',
    ]);
  });
});
