import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
// The modeler's self-contained build, not bpmn-js/lib/Modeler: built from the library's sources, the
// modeler and the viewer (bpmn-js/lib/NavigatedViewer) would share a chunk that every diagram page
// loads, bigger than the viewer alone. Sharing nothing, the viewer's chunk holds only its own code
// and the modeler's only loads in this dialog (docs/performance.md, "The diagram's download").
import Modeler from 'bpmn-js/dist/bpmn-modeler.production.min.js';
import type EventBus from 'diagram-js/lib/core/EventBus';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';

export type ModelerHandle = { saveXML: () => Promise<string> };

type Props = {
  xml: string;
  /** Called once the diagram is loaded, with a way to read the edited XML back. */
  onReady: (handle: ModelerHandle) => void;
  /** Called on the first edit (the dialog then asks before closing). */
  onChange: () => void;
  height?: number;
};

/**
 * The bpmn-js Modeler (palette, context pad, with its watermark as its licence requires). This
 * module is the modeler's own chunk: import it lazily, only from the modeler dialog.
 */
export default function BpmnModelerCanvas({ xml, onReady, onChange, height = 560 }: Props) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string>();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const modeler = new Modeler({ container: host.current! });
    let alive = true;
    modeler
      .importXML(xml)
      .then(() => {
        if (!alive) return;
        modeler.get<EventBus>('eventBus').on('commandStack.changed', onChange);
        onReady({ saveXML: async () => (await modeler.saveXML({ format: true })).xml ?? '' });
        setReady(true);
      })
      .catch((err: unknown) => alive && setError(err instanceof Error ? err.message : String(err)));
    return () => {
      alive = false;
      modeler.destroy();
    };
    // The callbacks are the dialog's; a new diagram is loaded only when the XML changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [xml]);

  return (
    <div data-testid="flow-modeler" data-ready={ready ? 'true' : 'false'}>
      {error && <Alert type="warning" showIcon message={t('work.diagramFailed', { reason: error })} />}
      <div ref={host} style={{ height, border: '1px solid var(--ant-color-border, #d9d9d9)' }} />
    </div>
  );
}
