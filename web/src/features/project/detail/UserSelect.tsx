import { Select, type SelectProps } from 'antd';
import { useActiveUsers } from '../api';

type Props = Omit<SelectProps<string | string[]>, 'options' | 'loading'> & {
  /** Users who may not be chosen (those already on the team, say). */
  exclude?: readonly string[];
};

/** Picks an active user of the tenant (value: user id), searchable by name or account. */
export function UserSelect({ exclude = [], ...rest }: Props) {
  const users = useActiveUsers();
  const options = (users.data ?? [])
    .filter((u) => !exclude.includes(u.id))
    .map((u) => ({
      value: u.id,
      label: u.realName && u.realName !== u.name ? `${u.name}（${u.realName}）` : u.name,
      account: u.account,
    }));
  return (
    <Select
      showSearch={{ optionFilterProp: ['label', 'account'] }}
      allowClear
      {...rest}
      loading={users.isLoading}
      options={options}
    />
  );
}
