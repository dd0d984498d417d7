import { Avatar, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import logo from '../../../assets/logo.svg';
import { useUser } from '../../../stores/user';

/** /info/index: the signed-in user's profile (editing arrives with the user module). */
export default function InfoPage() {
  const { t } = useTranslation();
  const user = useUser((s) => s.userInfo);
  const dash = (value: string | undefined) => value || '-';
  return (
    <Card title={t('info.title')} extra={<span style={{ color: 'rgba(0,0,0,0.45)' }}>{t('info.subtitle')}</span>}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }}>
        <Avatar size={72} src={user?.avatar || logo} alt="" />
        <div>
          <div style={{ fontSize: 18, fontWeight: 600 }}>{dash(user?.nickName || user?.name)}</div>
          <div style={{ color: 'rgba(0,0,0,0.45)' }}>{dash(user?.account)}</div>
        </div>
      </div>
      <Descriptions
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        data-testid="user-info"
        items={[
          { key: 'account', label: t('info.account'), children: dash(user?.account) },
          { key: 'name', label: t('info.name'), children: dash(user?.name) },
          { key: 'realName', label: t('info.realName'), children: dash(user?.realName) },
          { key: 'nickName', label: t('info.nickName'), children: dash(user?.nickName) },
          { key: 'email', label: t('info.email'), children: dash(user?.email) },
          { key: 'phone', label: t('info.phone'), children: dash(user?.phone) },
          { key: 'roleName', label: t('info.roleName'), children: dash(user?.roleName) },
          {
            key: 'roles',
            label: t('info.roles'),
            children: user?.roles.length
              ? user.roles.map((r) => (
                  <Tag key={r} variant="filled">
                    {r}
                  </Tag>
                ))
              : '-',
          },
          { key: 'tenantId', label: t('info.tenantId'), children: dash(user?.tenantId) },
          { key: 'userId', label: t('info.userId'), children: dash(user?.userId) },
        ]}
      />
    </Card>
  );
}
