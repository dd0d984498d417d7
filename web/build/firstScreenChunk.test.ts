import { describe, expect, it } from 'vitest';
import { staticallyReachable } from './firstScreenChunk.ts';

type Graph = Parameters<typeof staticallyReachable>[1];

/** A module graph from module → [code, the modules its imports resolved to]. */
function graphOf(modules: Record<string, [string, string[]]>): Graph {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module ? ({ code: module[0], importedIds: module[1] } as ReturnType<Graph['getModuleInfo']>) : null;
    },
  } as Graph;
}

const FORM = '/app/node_modules/form/es';
/** A package index that assembles its default export and hands on some of its parts, as @rc-component/form's does. */
const formPackage: Record<string, [string, string[]]> = {
  [`${FORM}/index.js`]: [
    [
      "import Field from './Field';",
      "import useForm from './hooks/useForm';",
      "import { FormProvider as Provider } from './FormContext';",
      'const Form = () => null;',
      'Form.Field = Field;',
      'Form.useForm = useForm;',
      'export { Field, useForm, Provider as FormProvider };',
      'export default Form;',
    ].join('\n'),
    [`${FORM}/Field.js`, `${FORM}/hooks/useForm.js`, `${FORM}/FormContext.js`],
  ],
  [`${FORM}/Field.js`]: [
    "import validate from 'validator'; export default () => validate();",
    ['/app/node_modules/validator/index.js'],
  ],
  [`${FORM}/hooks/useForm.js`]: ['export default () => ({});', []],
  [`${FORM}/FormContext.js`]: ['export const FormProvider = () => null;', []],
  ['/app/node_modules/validator/index.js']: ['export default () => true;', []],
};

describe('the modules the screen after sign-in reaches', () => {
  it('follows a name a package index hands on to the module it comes from, not the rest of the index', () => {
    const graph = graphOf({
      ...formPackage,
      '/app/src/Shell.tsx': ["import { FormProvider } from 'form';", [`${FORM}/index.js`]],
    });
    expect(staticallyReachable(['/app/src/Shell.tsx'], graph)).toEqual(
      new Set(['/app/src/Shell.tsx', `${FORM}/FormContext.js`]),
    );
  });

  it('takes all of the index for its default export or a name it defines itself', () => {
    for (const code of ["import Form from 'form';", "import Form, { FormProvider } from 'form';"]) {
      const graph = graphOf({ ...formPackage, '/app/src/Page.tsx': [code, [`${FORM}/index.js`]] });
      expect(staticallyReachable(['/app/src/Page.tsx'], graph)).toEqual(
        new Set(['/app/src/Page.tsx', ...Object.keys(formPackage)]),
      );
    }
  });

  it('reaches only the parts of a re-exporting index that are imported, through its `export *` too', () => {
    const UI = '/app/node_modules/ui/es';
    const graph = graphOf({
      [`${UI}/index.js`]: [
        "export { default as Button } from './button';\nexport { default as Table } from './table';\nexport * from './icons';",
        [`${UI}/button/index.js`, `${UI}/table/index.js`, `${UI}/icons/index.js`],
      ],
      [`${UI}/button/index.js`]: ['export default 1;', []],
      [`${UI}/table/index.js`]: ['export default 2;', []],
      [`${UI}/icons/index.js`]: [
        "export { default as Home } from './Home';\nexport { default as User } from './User';",
        [`${UI}/icons/Home.js`, `${UI}/icons/User.js`],
      ],
      [`${UI}/icons/Home.js`]: ['export default 3;', []],
      [`${UI}/icons/User.js`]: ['export default 4;', []],
      '/app/src/Shell.tsx': ["import { Button, Home as HomeIcon } from 'ui';", [`${UI}/index.js`]],
    });
    expect(staticallyReachable(['/app/src/Shell.tsx'], graph)).toEqual(
      new Set(['/app/src/Shell.tsx', `${UI}/button/index.js`, `${UI}/icons/Home.js`]),
    );
  });

  it("follows the console's own modules whole", () => {
    const graph = graphOf({
      '/app/src/Shell.tsx': ["import { a } from './util';", ['/app/src/util.ts']],
      '/app/src/util.ts': [
        "import { FormProvider } from 'form';\nexport { FormProvider };\nexport const a = 1;",
        [`${FORM}/index.js`],
      ],
      ...formPackage,
    });
    expect(staticallyReachable(['/app/src/Shell.tsx'], graph)).toEqual(
      new Set(['/app/src/Shell.tsx', '/app/src/util.ts', `${FORM}/FormContext.js`]),
    );
  });
});
