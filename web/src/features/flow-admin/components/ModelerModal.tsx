import { Suspense, useRef, useState } from 'react';
import { Alert, App, Form, Input, Modal, Spin, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../dict/components/DictSelect';
import { useDefinitionXml } from '../../flow/api';
import { categoryOf, FLOW_DICT } from '../../flow/flowRoutes';
import { lazyPage } from '../../../lib/lazyPage';
import { keyInUse, useDeployDiagram } from '../api';
import { previewDiagram } from '../deployFile';
import { diagramFile, EMPTY_DIAGRAM, PROCESS_KEY, withProcessIdentity } from '../modelerFile';
import type { ModelerHandle } from './BpmnModelerCanvas';
import styles from './flowAdmin.module.css';

/** The modeler is a chunk of its own (bigger than the viewer's), fetched only when this dialog opens. */
const BpmnModelerCanvas = lazyPage(() => import('./BpmnModelerCanvas'));

/**
 * What to edit: a deployed version (its XML; the new version keeps its key and category), or a
 * new process (an empty diagram; the administrator chooses its category, key and name).
 */
export type ModelerTarget =
  { kind: 'edit'; processDefinitionId: string; title: string; category: string } | { kind: 'new'; title: string };

/** 新建's fields: the `flow` dictionary's item, and the process's key and name. */
type NewProcess = { category: string; key: string; name: string };

type Props = { target?: ModelerTarget; onClose: () => void };

/**
 * 设计 / 新建: edits a diagram in the bpmn-js Modeler and deploys it — a version as the key's next
 * version (same category), a new process as version 1 of its key. The server's refusal (a parse
 * error with its line and reason) is shown in the dialog and nothing is deployed; closing with
 * unsaved changes asks first.
 */
export function ModelerModal({ target, onClose }: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<NewProcess>();
  const source = useDefinitionXml(target?.kind === 'edit' ? target.processDefinitionId : undefined);
  const handle = useRef<ModelerHandle>(undefined);
  const [dirty, setDirty] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const deploy = useDeployDiagram();
  const creating = target?.kind === 'new';
  const xml = target && (creating ? EMPTY_DIAGRAM : source.data);

  const close = () => {
    setDirty(false);
    setRefusal(undefined);
    if (creating) form.resetFields();
    onClose();
  };
  const askClose = () => {
    if (!dirty) return close();
    modal.confirm({ title: t('flowAdmin.modelerLeave'), okText: t('flowAdmin.modelerDiscard'), onOk: close });
  };

  /** The file and category to deploy; undefined while 新建's fields are not right (the form says why). */
  const toDeploy = async (edited: string) => {
    if (target?.kind === 'edit') {
      const preview = previewDiagram(edited);
      return { xml: edited, key: preview.ok ? preview.key : '', category: target.category };
    }
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return undefined;
    const key = values.key.trim();
    return { xml: withProcessIdentity(edited, key, values.name.trim()), key, category: categoryOf(values.category) };
  };

  const submit = async () => {
    if (!handle.current || !target) return;
    const ready = await toDeploy(await handle.current.saveXML());
    if (!ready) return;
    try {
      const deployed = await deploy.mutateAsync({ file: diagramFile(ready.xml, ready.key), category: ready.category });
      void message.success(t('flowAdmin.deployed', { name: deployed.name, version: deployed.version }));
      close();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : t('flowAdmin.deployFailed'));
    }
  };

  return (
    <Modal
      open={target !== undefined}
      title={target?.title}
      width="90vw"
      destroyOnHidden
      maskClosable={false}
      onCancel={askClose}
      onOk={() => void submit()}
      okText={t(creating ? 'flowAdmin.modelerDeployNew' : 'flowAdmin.modelerDeploy')}
      okButtonProps={{ loading: deploy.isPending, 'data-testid': 'flow-modeler-deploy' } as ButtonProps}
      modalRender={(node) => <div data-testid="flow-modeler-dialog">{node}</div>}
    >
      {refusal && <Alert type="error" showIcon title={refusal} data-testid="flow-modeler-refusal" />}
      {creating && <NewProcessFields form={form} onChange={() => setDirty(true)} />}
      {xml ? (
        <Suspense fallback={<Spin />}>
          <BpmnModelerCanvas xml={xml} onReady={(h) => (handle.current = h)} onChange={() => setDirty(true)} />
        </Suspense>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

/** 新建: the category (dictionary `flow`), and a key that no process has yet, and a name. */
function NewProcessFields({
  form,
  onChange,
}: {
  form: ReturnType<typeof Form.useForm<NewProcess>>[0];
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Form<NewProcess>
      form={form}
      layout="inline"
      className={styles.newProcess}
      onValuesChange={onChange}
      data-testid="flow-modeler-fields"
    >
      <Form.Item
        name="category"
        label={t('flowAdmin.category')}
        rules={[{ required: true, message: t('crud.selectRequired', { field: t('flowAdmin.category') }) }]}
      >
        <DictSelect code={FLOW_DICT} style={{ minWidth: 160 }} data-testid="flow-modeler-category" />
      </Form.Item>
      <Form.Item
        name="key"
        label={t('flowAdmin.key')}
        validateFirst
        validateTrigger="onBlur"
        rules={[
          { required: true, whitespace: true, message: t('flowAdmin.keyRequired') },
          { pattern: PROCESS_KEY, message: t('flowAdmin.keyPattern') },
          {
            validator: async (_, key: string) => {
              if (await keyInUse(key.trim())) throw new Error(t('flowAdmin.keyTaken', { key: key.trim() }));
            },
          },
        ]}
      >
        <Input placeholder={t('flowAdmin.keyPlaceholder')} maxLength={64} data-testid="flow-modeler-key" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('flowAdmin.name')}
        rules={[{ required: true, whitespace: true, message: t('flowAdmin.nameRequired') }]}
      >
        <Input maxLength={100} data-testid="flow-modeler-name" />
      </Form.Item>
    </Form>
  );
}
