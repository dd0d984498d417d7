import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The contract's schema modules carry zod: the console takes only their types, and its runtime
// values from the plain modules and the endpoints (`api/*`, which the build projects down to
// method and path: web/build/contract-endpoints.ts).
const CONTRACT_TYPES_ONLY = {
  regex: '^@invest/contract/(?!(constants|validation|pipeline|access|api/[\\w-]+)$)',
  allowTypeImports: true,
  message: 'Import types only; runtime values come from @invest/contract/{constants,validation,pipeline,access,api/*}.',
};

// The header's dialogs, colour picker and search suggestions and the phone menu drawer load later
// (web/src/layout/shellDialogs.ts): a static import would put their table, form, selects, drawer and
// picker back into the script of the screen after sign-in (web/build/firstScreenAntd.ts fails the build).
const SHELL_DIALOGS_WHEN_OPENED = {
  group: [
    '**/ErrorLogDialog',
    '**/LockDialog',
    '**/ThemeDialog',
    '**/ColorPopover',
    '**/HeaderSearchSuggest',
    '**/PhoneMenuDrawer',
  ],
  allowTypeImports: true,
  message: 'These parts of the shell load later: take them from layout/shellDialogs.',
};

// antd 6.6 deprecates List (gone in its next major); its Listy is a virtual list for long ones.
const ANTD_LIST_DEPRECATED = {
  name: 'antd',
  importNames: ['List'],
  message: 'antd deprecates List: draw short lists with components/rowList/RowList.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'server/.dist-*/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` keeps a side-effect import (verbatimModuleSyntax): it would load zod into the console.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [ANTD_LIST_DEPRECATED],
          patterns: [CONTRACT_TYPES_ONLY, SHELL_DIALOGS_WHEN_OPENED],
        },
      ],
    },
  },
  {
    // Every address of the API is an endpoint of the contract (`call(api.x)`, `hrefOf(api.x)`):
    // a URL written by hand in the console would drift from the server's. Tests may name the wire.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Call the endpoint from @invest/contract/api/* (call, hrefOf) instead of writing its URL.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Call the endpoint from @invest/contract/api/* (call, hrefOf) instead of writing its URL.',
        },
        {
          // antd's tooltip opens after a quick click, above the dialog the button opened, and takes its Esc.
          selector: "JSXElement[openingElement.name.name='Tooltip'] JSXElement[openingElement.name.name='Button']",
          message: "A button's tooltip is an ActionTooltip (components/ActionTooltip.tsx): it closes at the click.",
        },
      ],
    },
  },
  {
    // The sign-in page is the first screen without antd, its icons or the router (main.tsx,
    // docs/decisions.md): an import of them here would put them back into the first download.
    // Only the parts the full console shows (a provider's return, the registration dialog) may.
    files: [
      'web/src/main.tsx',
      'web/src/app/SignInApp.tsx',
      'web/src/pages/login/**/*.{ts,tsx}',
      'web/src/lib/menuTree.ts',
    ],
    ignores: [
      'web/src/pages/login/**/*.test.{ts,tsx}',
      'web/src/pages/login/SocialLoginPage.tsx',
      'web/src/pages/login/useSocialReturn.ts',
      'web/src/pages/login/RegisterDialog.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd', message: 'The sign-in page draws without antd: use pages/login/controls.' },
            { name: 'react-router', message: 'The sign-in page draws without the router (main.tsx).' },
            { name: './app/App', message: 'Import the console lazily (main.tsx mounts it after sign-in).' },
          ],
          patterns: [
            CONTRACT_TYPES_ONLY,
            {
              group: ['antd/*', '@ant-design/*'],
              message: 'The sign-in page draws without antd: use pages/login/controls.',
            },
          ],
        },
      ],
    },
  },
);
