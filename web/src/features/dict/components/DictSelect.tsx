import { Select, type SelectProps } from 'antd';
import { useDict } from '../useDict';

type Props = Omit<SelectProps<string>, 'options' | 'loading'> & { code: string };

/** A select over a dictionary's items (value: dictKey, label in the console's language). */
export function DictSelect({ code, ...rest }: Props) {
  const { options, loading } = useDict(code);
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      {...rest}
      loading={loading}
      options={options.map(({ value, label }) => ({ value, label }))}
    />
  );
}
