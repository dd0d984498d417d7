import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import { useCommon } from '../../../stores/common';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX } from '@invest/contract/constants';
import type { NoticeAudience, NoticeRecord, NoticeSubmit } from '@invest/contract/notice';
import type { RoleNode } from '@invest/contract/role';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { useRoleTree } from '../../role/api';
import { useSubmitNotice } from '../api';
import { useFieldRules } from '../../../components/crud/fieldRules';

type Values = { title: string; content: string; audience: NoticeAudience; roleIds: string[] };

type Props = {
  /** The notice to edit, `null` to write one, `undefined` when closed. */
  editing: NoticeRecord | null | undefined;
  onClose: () => void;
};

const flatten = (nodes: RoleNode[]): RoleNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** Write or edit a notice (saved as it is: a draft stays a draft); the rules mirror contract noticeSubmit. */
export function NoticeDrawer({ editing, onClose }: Props) {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const submit = useSubmitNotice();
  const open = editing !== undefined;
  const roles = useRoleTree(open);
  const [form] = Form.useForm<Values>();
  const audience = Form.useWatch('audience', form);
  const { required, max } = useFieldRules();

  return (
    <FormDrawer<Values>
      open={open}
      form={form}
      title={editing ? t('systemPages.edit') : t('systemPages.add')}
      width={640}
      initialValues={
        editing
          ? { title: editing.title, content: editing.content, audience: editing.audience, roleIds: editing.roleIds }
          : { audience: 'all', roleIds: [] }
      }
      onClose={onClose}
      onSubmit={(v) => {
        const body: NoticeSubmit = {
          title: v.title,
          content: v.content,
          audience: v.audience,
          roleIds: v.audience === 'roles' ? v.roleIds : [],
          ...(editing ? { id: editing.id } : {}),
        };
        return submit.mutateAsync(body);
      }}
      testId="notice-drawer"
    >
      <Form.Item
        name="title"
        label={t('systemPages.noticeTitle')}
        rules={[required(t('systemPages.noticeTitle')), max(NOTICE_TITLE_MAX)]}
      >
        <Input data-testid="notice-form-title" showCount maxLength={NOTICE_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('systemPages.noticeContent')}
        rules={[required(t('systemPages.noticeContent')), max(NOTICE_CONTENT_MAX)]}
      >
        <Input.TextArea
          autoSize={{ minRows: 6, maxRows: 16 }}
          showCount
          maxLength={NOTICE_CONTENT_MAX}
          data-testid="notice-form-content"
        />
      </Form.Item>
      <Form.Item name="audience" label={t('systemPages.audience')}>
        <Radio.Group
          data-testid="notice-form-audience"
          options={[
            { value: 'all', label: t('systemPages.audienceAll') },
            { value: 'roles', label: t('systemPages.audienceRoles') },
          ]}
        />
      </Form.Item>
      {audience === 'roles' && (
        <Form.Item
          name="roleIds"
          label={t('systemPages.roles')}
          rules={[{ required: true, type: 'array', min: 1, message: t('systemPages.rolesRequired') }]}
        >
          <Select
            mode="multiple"
            allowClear
            loading={roles.isLoading}
            placeholder={t('systemPages.rolesPlaceholder')}
            optionFilterProp="label"
            options={flatten(roles.data ?? []).map((r) => ({
              value: r.id,
              label: localized(r.roleName, r.roleNameEn, language),
            }))}
            data-testid="notice-form-roles"
          />
        </Form.Item>
      )}
    </FormDrawer>
  );
}
