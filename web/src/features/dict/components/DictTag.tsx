import { Tag } from 'antd';
import { useDict } from '../useDict';

type Props = {
  code: string;
  value: string | number | null | undefined;
  /** A tag colour per dictKey (antd preset names or CSS colours). */
  colors?: Record<string, string>;
};

/** A dictionary value as a tag, labelled from the dictionary; an unknown key shows as is. */
export function DictTag({ code, value, colors }: Props) {
  const { labelOf, loading } = useDict(code);
  // Not the raw key while the dictionary loads.
  if (loading || value === null || value === undefined || value === '') return null;
  return <Tag color={colors?.[String(value)]}>{labelOf(value)}</Tag>;
}
