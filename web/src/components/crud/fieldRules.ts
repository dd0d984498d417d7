import { useMemo } from 'react';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** The form rules every drawer uses, with their messages in the user's language. */
export function useFieldRules() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      /** Typed, and not only spaces: "请输入{field}". */
      required: (field: string): Rule => ({ required: true, whitespace: true, message: t('crud.required', { field }) }),
      /** Chosen (a select, a tree, a date): "请选择{field}". */
      chosen: (field: string): Rule => ({ required: true, message: t('crud.selectRequired', { field }) }),
      /** At most `n` characters. */
      max: (n: number): Rule => ({ max: n, message: t('crud.tooLong', { max: n }) }),
    }),
    [t],
  );
}
