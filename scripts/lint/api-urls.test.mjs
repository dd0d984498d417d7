import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const eslint = new ESLint();

/** The rule ids `npm run lint` reports for a console source file with this text. */
async function rulesFor(text, filePath) {
  const [result] = await eslint.lintText(text, { filePath });
  return result.messages.map((m) => m.ruleId);
}

test('the console refuses an API address written by hand, in a string or a template, outside tests', async () => {
  const handWritten =
    "export const a = '/api/blade-system/param/list';\nexport const b = (id: string) => `/api/x/${id}`;\n";
  expect(await rulesFor(handWritten, 'web/src/features/param/api.ts')).toEqual([
    'no-restricted-syntax',
    'no-restricted-syntax',
  ]);
  expect(await rulesFor(handWritten, 'web/src/features/param/api.test.ts')).toEqual([]);
  expect(await rulesFor("export const page = '/project/list';\n", 'web/src/features/param/api.ts')).toEqual([]);
});
