import { useEffect, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Form, Tag, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../dict/components/DictSelect';
import { FormModal } from '../../../components/crud/FormModal';
import { HttpError } from '../../../lib/httpError';
import { DiagramViewer } from '../../flow/components/DiagramViewer';
import { useDeployDiagram } from '../api';
import { fileProblem, MAX_DIAGRAM_KB, previewDiagram, type DiagramPreview } from '../deployFile';
import styles from './flowAdmin.module.css';

/** The dialog's fields: named as deploy-upload's parts, so a refusal naming one shows under it. */
type DeployValues = { category: string; files: File };

type Props = {
  open: boolean;
  onClose: () => void;
  /** The dictKey of the category to start from (the page's filter), if any. */
  defaultCategory?: string;
};

/**
 * Deploys a .bpmn file as the next version of its process: the category from the `flow`
 * dictionary, the file checked and previewed before anything is sent. The server's refusal (a
 * parse error names its line and reason) shows under the file; nothing is deployed then.
 */
export function DeployModal({ open, onClose, defaultCategory }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DeployValues>();
  const deploy = useDeployDiagram();
  const file = Form.useWatch('files', form);
  const preview = usePreview(file);

  const submit = async ({ category, files }: DeployValues) => {
    try {
      const deployed = await deploy.mutateAsync({ file: files, category: `flow_${category}` });
      void message.success(t('flowAdmin.deployed', { name: deployed.name, version: deployed.version }));
    } catch (err) {
      // A refusal naming a field is shown under it by the form; any other one is about the file.
      if (!(err instanceof HttpError && err.field))
        form.setFields([{ name: 'files', errors: [err instanceof Error ? err.message : t('flowAdmin.deployFailed')] }]);
      throw err;
    }
  };

  return (
    <FormModal<DeployValues>
      open={open}
      form={form}
      title={t('flowAdmin.deploy')}
      okText={t('flowAdmin.deploy')}
      initialValues={{ category: defaultCategory }}
      onClose={onClose}
      onSubmit={submit}
      successText={null}
      width={600}
      testId="flow-deploy"
    >
      <Form.Item
        name="category"
        label={t('flowAdmin.category')}
        rules={[{ required: true, message: t('crud.selectRequired', { field: t('flowAdmin.category') }) }]}
      >
        <DictSelect code="flow" data-testid="flow-deploy-category" />
      </Form.Item>
      <Form.Item
        name="files"
        label={t('flowAdmin.file')}
        extra={t('flowAdmin.fileHint', { max: MAX_DIAGRAM_KB })}
        rules={[
          { required: true, message: t('flowAdmin.fileRequired') },
          {
            validator: async (_, value?: File) => {
              const problem = value && fileProblem(value);
              if (problem) throw new Error(t(`flowAdmin.${problem}`, { max: MAX_DIAGRAM_KB }));
            },
          },
        ]}
      >
        <DiagramFilePicker />
      </Form.Item>
      {preview && <PreviewPanel {...preview} />}
    </FormModal>
  );
}

/** One file, kept in the browser until the dialog is submitted (antd's Upload never sends it itself). */
function DiagramFilePicker({ value, onChange }: { value?: File; onChange?: (file: File | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <Upload
      accept=".bpmn,.xml"
      maxCount={1}
      beforeUpload={(chosen) => {
        onChange?.(chosen);
        return false;
      }}
      onRemove={() => onChange?.(undefined)}
      fileList={value ? [{ uid: 'diagram', name: value.name, status: 'done' }] : []}
      data-testid="flow-deploy-file"
    >
      <Button icon={<UploadOutlined />}>{t('flowAdmin.pickFile')}</Button>
    </Upload>
  );
}

type Preview = { xml: string; preview: DiagramPreview };

/** The preview of the chosen file, once it has been read (nothing for a file that is refused anyway). */
function usePreview(file: File | undefined): Preview | undefined {
  const [read, setRead] = useState<Preview & { of: File }>();
  useEffect(() => {
    if (!file || fileProblem(file)) return;
    let current = true;
    void file.text().then((xml) => current && setRead({ of: file, xml, preview: previewDiagram(xml) }));
    return () => {
      current = false;
    };
  }, [file]);
  return read && read.of === file ? read : undefined;
}

function PreviewPanel({ xml, preview }: Preview) {
  const { t } = useTranslation();
  if (!preview.ok) {
    const text =
      preview.problem === 'noProcess'
        ? t('flowAdmin.noProcess')
        : preview.line
          ? t('flowAdmin.unreadableAt', { line: preview.line, reason: preview.reason })
          : t('flowAdmin.unreadable', { reason: preview.reason });
    return <Alert type="warning" showIcon title={text} data-testid="flow-deploy-preview-problem" />;
  }
  return (
    <div className={styles.preview} data-testid="flow-deploy-preview">
      <Descriptions
        size="small"
        column={1}
        title={t('flowAdmin.preview')}
        items={[
          { key: 'name', label: t('flowAdmin.name'), children: preview.name },
          { key: 'key', label: t('flowAdmin.key'), children: preview.key },
          {
            key: 'steps',
            label: t('flowAdmin.previewSteps'),
            children: preview.steps.length
              ? preview.steps.map((step, i) => <Tag key={`${i}-${step}`}>{step}</Tag>)
              : t('flowAdmin.noSteps'),
          },
        ]}
      />
      <DiagramViewer xml={xml} height={280} />
    </div>
  );
}
