import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuRecord } from '@invest/contract/menu';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { useMenuDetail, useSubmitMenu } from '../api';
import {
  BUTTON,
  BUTTON_ACTIONS,
  CODE_PATTERN,
  GROUP_PATH_PATTERN,
  MENU,
  PATH_PATTERN,
  QUERY_PATTERN,
  actionKey,
  newMenuValues,
  toFormValues,
  toMenuSubmit,
  type MenuFormValues,
} from '../menuRows';
import { IconPicker } from './IconPicker';
import { ParentSelect } from './ParentSelect';
import { useFieldRules } from '../../../components/crud/fieldRules';

/** What the drawer is doing: editing a row, or adding a menu or button under a parent. */
export type MenuEditing =
  | { mode: 'edit'; id: string }
  | { mode: 'add'; parentId: string; parentLabel?: string; category: 1 | 2; sort?: number };

type Props = {
  editing: MenuEditing | undefined;
  onClose: () => void;
  /** After a save (the page opens the new row's parent). */
  onSaved?: (saved: MenuRecord) => void;
};

/** Add or edit a menu or button; the rules mirror the server's (contract menuSubmit). */
export function MenuDrawer({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MenuFormValues>();
  const submit = useSubmitMenu();
  const editId = editing?.mode === 'edit' ? editing.id : undefined;
  const detail = useMenuDetail(editId);
  const category = Form.useWatch('category', form);
  const isButton = category === BUTTON;

  const initialValues =
    editing?.mode === 'add'
      ? newMenuValues(editing.parentId, editing.category, editing.sort)
      : detail.data
        ? toFormValues(detail.data)
        : undefined;

  const { required, max } = useFieldRules();
  // A list typed as tags (role codes, paths), each entry checked against the contract's rule.
  const listField = (name: 'roles' | 'group', pattern: RegExp, message: string) => (
    <Col span={24}>
      <Form.Item
        name={name}
        label={t(`menuAdmin.${name}`)}
        extra={t(`menuAdmin.${name}Hint`)}
        rules={[
          {
            validator: async (_: unknown, list: string[] | undefined) => {
              if ((list ?? []).some((entry) => !pattern.test(entry.trim()))) throw new Error(message);
            },
          },
        ]}
      >
        <Select mode="tags" open={false} tokenSeparators={[',', ' ']} data-testid={`menu-form-${name}`} />
      </Form.Item>
    </Col>
  );

  const title = editId
    ? isButton
      ? t('menuAdmin.editButton')
      : t('menuAdmin.editMenu')
    : isButton
      ? t('menuAdmin.addButton')
      : t('menuAdmin.addMenu');

  return (
    <FormDrawer<MenuFormValues>
      open={editing !== undefined}
      title={title}
      form={form}
      width={640}
      initialValues={initialValues}
      loading={Boolean(editId) && !detail.data}
      onClose={onClose}
      onSubmit={async (values) => onSaved?.(await submit.mutateAsync(toMenuSubmit(values, editId)))}
      testId="menu-drawer"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="parentId" label={t('menuAdmin.parent')} rules={[{ required: true }]}>
            <ParentSelect
              excludeId={editId}
              knownLabel={editing?.mode === 'add' ? editing.parentLabel : undefined}
              testId="menu-form-parent"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="category" label={t('menuAdmin.category')}>
            <Radio.Group optionType="button" buttonStyle="solid" data-testid="menu-form-category">
              <Radio.Button value={MENU}>{t('menuAdmin.categoryMenu')}</Radio.Button>
              <Radio.Button value={BUTTON}>{t('menuAdmin.categoryButton')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('menuAdmin.name')} rules={[required(t('menuAdmin.name')), max(64)]}>
            <Input data-testid="menu-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="nameEn" label={t('menuAdmin.nameEn')} rules={[max(64)]}>
            <Input data-testid="menu-form-name-en" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="code"
            label={t('menuAdmin.code')}
            extra={t('menuAdmin.codeRule')}
            rules={[
              required(t('menuAdmin.code')),
              { min: 2, message: t('menuAdmin.codeRule') },
              max(64),
              { pattern: CODE_PATTERN, message: t('menuAdmin.codeRule') },
            ]}
          >
            <Input autoComplete="off" data-testid="menu-form-code" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sort" label={t('menuAdmin.sort')}>
            <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} data-testid="menu-form-sort" />
          </Form.Item>
        </Col>
        {isButton ? (
          <Col span={24}>
            <Form.Item name="action" label={t('menuAdmin.action')} extra={t('menuAdmin.actionHint')}>
              <Radio.Group data-testid="menu-form-action">
                {BUTTON_ACTIONS.map((a) => (
                  <Radio key={a} value={a}>
                    {t(actionKey(a))}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
          </Col>
        ) : (
          <>
            <Col span={24}>
              <Form.Item
                name="path"
                label={t('menuAdmin.path')}
                extra={t('menuAdmin.pathHint')}
                rules={[max(255), { pattern: PATH_PATTERN, message: t('menuAdmin.pathRule') }]}
              >
                <Input placeholder="/system/example · https://example.com" data-testid="menu-form-path" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="source" label={t('menuAdmin.icon')}>
                <IconPicker testId="menu-form-icon" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="keepAlive" label={t('menuAdmin.keepAlive')} valuePropName="checked">
                <Switch data-testid="menu-form-keep-alive" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item
                name="hidden"
                label={t('menuAdmin.hidden')}
                valuePropName="checked"
                tooltip={t('menuAdmin.hiddenHint')}
              >
                <Switch data-testid="menu-form-hidden" />
              </Form.Item>
            </Col>
            {listField('roles', CODE_PATTERN, t('menuAdmin.codeRule'))}
            {listField('group', GROUP_PATH_PATTERN, t('menuAdmin.groupRule'))}
            <Col span={24}>
              <Form.Item
                name="query"
                label={t('menuAdmin.query')}
                extra={t('menuAdmin.queryHint')}
                rules={[max(500), { pattern: QUERY_PATTERN, message: t('menuAdmin.queryRule') }]}
              >
                <Input placeholder="stage=0&view=list" data-testid="menu-form-query" />
              </Form.Item>
            </Col>
          </>
        )}
        <Col span={24}>
          <Form.Item name="remark" label={t('menuAdmin.remark')} rules={[max(255)]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} data-testid="menu-form-remark" />
          </Form.Item>
        </Col>
      </Row>
    </FormDrawer>
  );
}
