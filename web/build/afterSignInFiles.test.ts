import { describe, expect, it } from 'vitest';
import { afterSignInFiles } from './afterSignInFiles.ts';

type Fake = {
  type: 'chunk';
  fileName: string;
  name: string;
  imports: string[];
  viteMetadata: { importedCss: Set<string>; importedAssets: Set<string> };
};
const chunk = (fileName: string, name: string, imports: string[] = [], css: string[] = [], assets: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  name,
  imports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set(assets) },
});

describe('the files of the screen after sign-in', () => {
  it('lists the first-screen chunk first, then the stylesheets (antd’s included) and its imports; not the other pages’ chunks', () => {
    const chunks: Fake[] = [
      chunk('assets/index-1.js', 'index', ['assets/react-2.js']),
      chunk('assets/react-2.js', 'react'),
      chunk(
        'assets/first-screen-3.js',
        'first-screen',
        ['assets/react-2.js', 'assets/router-4.js'],
        ['assets/fs-5.css'],
        ['assets/antd-6.css', 'assets/logo-7.svg'],
      ),
      chunk('assets/router-4.js', 'router'),
      chunk('assets/ProjectPage-8.js', 'ProjectPage', ['assets/react-2.js']),
      chunk('assets/UserPage-9.js', 'UserPage', ['assets/first-screen-3.js']),
    ];
    const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
    expect(afterSignInFiles(bundle as unknown as Parameters<typeof afterSignInFiles>[0])).toEqual([
      'assets/first-screen-3.js',
      'assets/fs-5.css',
      'assets/antd-6.css',
      'assets/react-2.js',
      'assets/router-4.js',
    ]);
  });
});
