import { useState } from 'react';
import type { I18nKey } from '../../../lib/i18n';

/** A field's rule: the text key of its problem, or nothing when the value is fine. */
export type Rule = (value: string) => I18nKey | undefined;

/** Required, where blanks do not count (antd's `required` with `whitespace`). */
export const required =
  (message: I18nKey): Rule =>
  (value) =>
    value.trim() ? undefined : message;

/**
 * The values and problems of one small form, for the sign-in page's hand-written controls
 * (antd's Form is what the page leaves out). A field is checked as it changes, like antd's, and
 * all (or the named ones) on `validate`. Problems are text keys, so they follow a language switch.
 */
export function useFields<K extends string>(initial: Record<K, string>, rules: Partial<Record<K, Rule>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, I18nKey>>>({});

  const check = (name: K, value: string) => rules[name]?.(value);

  /** Sets a value; `validateNow: false` waits for the next `validate` (a field checked on leaving). */
  const set = (name: K, value: string, validateNow = true) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (validateNow) setErrors((e) => ({ ...e, [name]: check(name, value) }));
    else setErrors((e) => ({ ...e, [name]: undefined }));
  };

  /** Checks the named fields (all by default): their values when every one is fine, else undefined. */
  const validate = (names: K[] = Object.keys(initial) as K[]): Record<K, string> | undefined => {
    const found = Object.fromEntries(names.map((n) => [n, check(n, values[n])])) as Partial<Record<K, I18nKey>>;
    setErrors((e) => ({ ...e, ...found }));
    return names.some((n) => found[n]) ? undefined : values;
  };

  return { values, errors, set, validate };
}
