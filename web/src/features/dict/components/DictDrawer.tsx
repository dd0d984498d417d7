import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROOT_ID } from '@invest/contract/constants';
import type { DictRecord, DictSubmit } from '@invest/contract/dict';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { useDictDetail, useSubmitDict } from '../api';
import { useFieldRules } from '../../../components/crud/fieldRules';

type Values = {
  code?: string;
  dictKey?: string;
  dictValue: string;
  dictValueEn: string;
  sort: number;
  remark: string;
  isSealed: boolean;
};

type Props = {
  /** What is edited: a dictionary (code) or one of its items. */
  kind: 'code' | 'item';
  /** The row to edit, `null` to add one, `undefined` when closed. */
  editing: DictRecord | null | undefined;
  /** The dictionary an item belongs to. */
  parent?: DictRecord;
  onClose: () => void;
  /** The saved row, as the server now has it. */
  onSaved?: (row: DictRecord) => void;
};

const CODE = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * Add or edit a dictionary or an item; rules mirror contract dictSubmit, a duplicate shows under its
 * field. Editing starts from the row as the server has it now (dict/detail), not as the table
 * showed it: someone may have changed it since the page was loaded.
 */
export function DictDrawer({ kind, editing: row, parent, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const submit = useSubmitDict();
  const detail = useDictDetail(row?.id);
  const editing = row ? (detail.data ?? row) : row;
  const isCode = kind === 'code';
  const { required, max } = useFieldRules();
  const sealedCode = isCode && editing?.isSealed === 1;

  const initialValues: Values = editing
    ? {
        code: editing.code,
        dictKey: editing.dictKey,
        dictValue: editing.dictValue,
        dictValueEn: editing.dictValueEn,
        sort: editing.sort,
        remark: editing.remark,
        isSealed: editing.isSealed === 1,
      }
    : { dictValue: '', dictValueEn: '', sort: 0, remark: '', isSealed: false };

  const save = async (v: Values) => {
    const body: DictSubmit = {
      ...(editing ? { id: editing.id } : {}),
      parentId: isCode ? ROOT_ID : (editing?.parentId ?? parent!.id),
      ...(isCode ? { code: v.code!.trim() } : { dictKey: v.dictKey!.trim() }),
      dictValue: v.dictValue.trim(),
      dictValueEn: (v.dictValueEn ?? '').trim(),
      sort: v.sort ?? 0,
      remark: (v.remark ?? '').trim(),
      isSealed: v.isSealed ? 1 : 0,
    };
    // Awaited first: an optional call skips evaluating its arguments when there is no callback.
    const saved = await submit.mutateAsync(body);
    onSaved?.(saved);
  };

  const title = isCode
    ? editing
      ? t('dict.editCode')
      : t('dict.addCode')
    : editing
      ? t('dict.editItem')
      : t('dict.addItem');

  return (
    <FormDrawer<Values>
      open={editing !== undefined}
      title={title}
      initialValues={initialValues}
      loading={Boolean(row) && detail.isPending}
      onClose={onClose}
      onSubmit={save}
      testId="dict-drawer"
    >
      {!isCode && parent && (
        <Form.Item label={t('dict.parent')}>
          <Input value={`${parent.dictValue} (${parent.code})`} disabled />
        </Form.Item>
      )}
      {isCode ? (
        <Form.Item
          name="code"
          label={t('dict.code')}
          extra={sealedCode ? t('dict.sealedHint') : t('dict.codeRule')}
          rules={[required(t('dict.code')), max(64), { pattern: CODE, message: t('dict.codeRule') }]}
        >
          <Input disabled={sealedCode} autoComplete="off" data-testid="dict-form-code" />
        </Form.Item>
      ) : (
        <Form.Item name="dictKey" label={t('dict.key')} rules={[required(t('dict.key')), max(64)]}>
          <Input autoComplete="off" data-testid="dict-form-key" />
        </Form.Item>
      )}
      <Form.Item
        name="dictValue"
        label={isCode ? t('dict.name') : t('dict.value')}
        rules={[required(isCode ? t('dict.name') : t('dict.value')), max(255)]}
      >
        <Input data-testid="dict-form-value" />
      </Form.Item>
      <Form.Item name="dictValueEn" label={isCode ? t('dict.nameEn') : t('dict.valueEn')} rules={[max(255)]}>
        <Input data-testid="dict-form-value-en" />
      </Form.Item>
      <Form.Item name="sort" label={t('dict.sort')}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} data-testid="dict-form-sort" />
      </Form.Item>
      <Form.Item name="isSealed" label={t('dict.sealed')} valuePropName="checked" extra={t('dict.sealedHint')}>
        <Switch data-testid="dict-form-sealed" />
      </Form.Item>
      <Form.Item name="remark" label={t('dict.remark')} rules={[max(255)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </FormDrawer>
  );
}
