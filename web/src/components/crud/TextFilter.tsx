import type { CSSProperties } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchBarLayout } from './searchBarLayout';

type Props = {
  /** The filter's name in the search values. */
  name: string;
  label: string;
  /** Instead of "请输入{label}" / "Enter {label}". */
  placeholder?: string;
  testId?: string;
  style?: CSSProperties;
};

/**
 * A search bar's text field, cleared with one click. In a compact bar (no room for labels) the
 * label is given to screen readers only, and the placeholder names the field.
 */
export function TextFilter({ name, label, placeholder, testId, style }: Props) {
  const { t } = useTranslation();
  const { compact } = useSearchBarLayout();
  return (
    <Form.Item name={name} label={compact ? undefined : label}>
      <Input
        allowClear
        aria-label={compact ? label : undefined}
        placeholder={placeholder ?? t('crud.inputPlaceholder', { field: label })}
        style={style}
        data-testid={testId}
      />
    </Form.Item>
  );
}
