import { Select, type SelectProps } from 'antd';
import { useActiveUsers } from './users';

type Props = Omit<SelectProps<string | string[]>, 'options' | 'loading'> & {
  /** Users who may not be chosen (those already on the team, say). */
  exclude?: readonly string[];
};

/**
 * Picks one or more active users of the tenant (value: user ids) from the whole list, searchable
 * by name or account. UserSearchSelect searches the server instead and keeps names with the ids.
 */
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
