import { describe, expect, it } from 'vitest';
import { i18n, pageTitle } from './i18n';
import en from './locales/en';
import zh from './locales/zh';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('i18n', () => {
  it('has every text in both languages, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    const values = (obj: object): unknown[] =>
      Object.values(obj).flatMap((v) => (v && typeof v === 'object' ? values(v as object) : [v]));
    expect([...values(zh), ...values(en)].every((v) => typeof v === 'string' && v.trim() !== '')).toBe(true);
  });

  it('titles a page as <page name>-<product title> in the current language', async () => {
    await i18n.changeLanguage('zh');
    expect(pageTitle('首页')).toBe('首页-投资项目管理系统');
    await i18n.changeLanguage('en');
    expect(pageTitle('Home')).toBe('Home-Investment Project Console');
    expect(pageTitle('')).toBe('Investment Project Console');
    await i18n.changeLanguage('zh');
  });
});
