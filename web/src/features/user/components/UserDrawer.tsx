import { Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserRecord, UserSubmit } from '@invest/contract/user';
import { EMAIL, phoneProblem } from '@invest/contract/validation';
import { DictSelect } from '../../dict/components/DictSelect';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { md5Hex } from '../../../lib/crypto';
import { useRoleTree } from '../../role/api';
import { useSubmitUser } from '../api';
import { RolesField } from './RolesField';
import { USER_STATUS } from '@invest/contract/constants';
import { useFieldRules } from '../../../components/crud/fieldRules';

type Values = {
  account: string;
  password?: string;
  password2?: string;
  name: string;
  realName: string;
  email: string;
  phone: string;
  sex?: string;
  status: 0 | 1;
  roleIds: string[];
};

type Props = {
  /** The user to edit, `null` to add one, `undefined` when closed. */
  editing: UserRecord | null | undefined;
  onClose: () => void;
};

const ACCOUNT = /^[A-Za-z0-9_.@-]+$/;
const MIN_PASSWORD = 6;

/** Add or edit a user: the rules mirror contract userSubmit and spec §5 (phone). */
export function UserDrawer({ editing, onClose }: Props) {
  const { t } = useTranslation();
  const submit = useSubmitUser();
  const open = editing !== undefined;
  const roles = useRoleTree(open);
  const isNew = !editing;
  const pending = editing?.status === USER_STATUS.pending;
  const { required, max } = useFieldRules();

  const initialValues: Partial<Values> = editing
    ? {
        account: editing.account,
        name: editing.name,
        realName: editing.realName,
        email: editing.email,
        phone: editing.phone,
        sex: String(editing.sex),
        status: editing.status === USER_STATUS.disabled ? 0 : 1,
        roleIds: editing.roleIds,
      }
    : { status: 1, roleIds: [], realName: '', email: '', phone: '' };

  const save = (v: Values) => {
    const body: UserSubmit = {
      ...(editing ? { id: editing.id } : { password: md5Hex(v.password!) }),
      account: v.account.trim(),
      name: v.name.trim(),
      realName: (v.realName ?? '').trim(),
      email: (v.email ?? '').trim(),
      phone: (v.phone ?? '').trim(),
      sex: Number(v.sex ?? 0),
      status: v.status,
      roleIds: v.roleIds,
    };
    return submit.mutateAsync(body);
  };

  return (
    <FormDrawer<Values>
      open={open}
      title={isNew ? t('userAdmin.add') : t('userAdmin.edit')}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={save}
      width={640}
      loading={open && roles.isLoading}
      testId="user-drawer"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="account"
            label={t('userAdmin.account')}
            rules={[
              required(t('userAdmin.account')),
              { min: 2, message: t('userAdmin.accountRule') },
              max(64),
              { pattern: ACCOUNT, message: t('userAdmin.accountRule') },
            ]}
          >
            <Input autoComplete="off" data-testid="user-form-account" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('userAdmin.name')} rules={[required(t('userAdmin.name')), max(64)]}>
            <Input data-testid="user-form-name" />
          </Form.Item>
        </Col>
        {isNew && (
          <>
            <Col xs={24} sm={12}>
              <Form.Item
                name="password"
                label={t('userAdmin.password')}
                extra={t('userAdmin.initPasswordHint')}
                rules={[
                  { required: true, message: t('crud.required', { field: t('userAdmin.password') }) },
                  { min: MIN_PASSWORD, message: t('userAdmin.passwordRule') },
                  max(64),
                ]}
              >
                <Input.Password autoComplete="new-password" data-testid="user-form-password" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="password2"
                label={t('userAdmin.password2')}
                dependencies={['password']}
                rules={[
                  { required: true, message: t('crud.required', { field: t('userAdmin.password2') }) },
                  ({ getFieldValue }) => ({
                    validator: async (_, value: string | undefined) => {
                      if (value && value !== getFieldValue('password'))
                        throw new Error(t('userAdmin.passwordMismatch'));
                    },
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" data-testid="user-form-password2" />
              </Form.Item>
            </Col>
          </>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="realName" label={t('userAdmin.realName')} rules={[max(64)]}>
            <Input data-testid="user-form-real-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sex" label={t('userAdmin.sex')}>
            <DictSelect code="sex" placeholder={t('crud.selectPlaceholder', { field: t('userAdmin.sex') })} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <RolesField testId="user-form-roles" />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="phone"
            label={t('userAdmin.phone')}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  if (!value?.trim()) return;
                  const problem = phoneProblem(value);
                  if (problem) throw new Error(t(`info.${problem}`));
                },
              },
            ]}
          >
            <Input inputMode="tel" maxLength={11} data-testid="user-form-phone" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="email"
            label={t('userAdmin.email')}
            rules={[max(128), { pattern: EMAIL, message: t('userAdmin.emailFormat') }]}
          >
            <Input inputMode="email" data-testid="user-form-email" />
          </Form.Item>
        </Col>
        {!pending && (
          <Col xs={24}>
            <Form.Item name="status" label={t('userAdmin.status')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 1, label: t('userAdmin.statusActive') },
                  { value: 0, label: t('userAdmin.statusDisabled') },
                ]}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
    </FormDrawer>
  );
}
