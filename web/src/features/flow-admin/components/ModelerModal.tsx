import { Suspense, useRef, useState } from 'react';
import { Alert, App, Modal, Spin, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDefinitionXml } from '../../flow/api';
import { lazyPage } from '../../../lib/lazyPage';
import { useDeployDiagram } from '../api';
import { previewDiagram } from '../deployFile';
import { diagramFile } from '../modelerFile';
import type { ModelerHandle } from './BpmnModelerCanvas';

/** The modeler is a chunk of its own (bigger than the viewer's), fetched only when this dialog opens. */
const BpmnModelerCanvas = lazyPage(() => import('./BpmnModelerCanvas'));

/** What to edit: a deployed version (its XML; the new version keeps its category). */
export type ModelerTarget = { processDefinitionId: string; title: string; category: string };

type Props = { target?: ModelerTarget; onClose: () => void };

/**
 * 设计: edits a version's diagram in the bpmn-js Modeler and deploys it as the key's next
 * version (same category). The server's refusal (a parse error with its line and reason) is shown
 * in the dialog and nothing is deployed; closing with unsaved changes asks first.
 */
export function ModelerModal({ target, onClose }: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const source = useDefinitionXml(target?.processDefinitionId);
  const handle = useRef<ModelerHandle>(undefined);
  const [dirty, setDirty] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const deploy = useDeployDiagram();
  const xml = target && source.data;

  const close = () => {
    setDirty(false);
    setRefusal(undefined);
    onClose();
  };
  const askClose = () => {
    if (!dirty) return close();
    modal.confirm({ title: t('flowAdmin.modelerLeave'), okText: t('flowAdmin.modelerDiscard'), onOk: close });
  };

  const submit = async () => {
    if (!handle.current || !target) return;
    const edited = await handle.current.saveXML();
    const preview = previewDiagram(edited);
    try {
      const deployed = await deploy.mutateAsync({
        file: diagramFile(edited, preview.ok ? preview.key : ''),
        category: target.category,
      });
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
      okText={t('flowAdmin.modelerDeploy')}
      okButtonProps={{ loading: deploy.isPending, 'data-testid': 'flow-modeler-deploy' } as ButtonProps}
      modalRender={(node) => <div data-testid="flow-modeler-dialog">{node}</div>}
    >
      {refusal && <Alert type="error" showIcon message={refusal} data-testid="flow-modeler-refusal" />}
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
