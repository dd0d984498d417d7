import { Modal } from 'antd';
import { ProcessDiagram } from '../../flow/components/ProcessDiagram';

type Props = {
  /** What to draw; nothing shown while undefined. */
  diagram?: { title: string; processDefinitionId: string; processInstanceId?: string };
  onClose: () => void;
};

/** A definition's diagram in a dialog, with an instance's progress when one is given (the shared viewer). */
export function DiagramModal({ diagram, onClose }: Props) {
  return (
    <Modal
      open={diagram !== undefined}
      title={diagram?.title}
      footer={null}
      width={960}
      destroyOnHidden
      onCancel={onClose}
      modalRender={(node) => <div data-testid="flow-diagram-dialog">{node}</div>}
    >
      {diagram && (
        <ProcessDiagram
          processDefinitionId={diagram.processDefinitionId}
          processInstanceId={diagram.processInstanceId}
          height={480}
        />
      )}
    </Modal>
  );
}
