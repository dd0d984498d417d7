import { useEffect, useRef, useState } from 'react';
import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type Overlays from 'diagram-js/lib/features/overlays/Overlays';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import type { FlowDiagramView } from '@invest/contract/flow';
import { ActionTooltip } from '../../../components/ActionTooltip';
import { formatDuration, type FinishedStep } from '../steps';
import styles from './flow.module.css';

/** The CSS markers the viewer puts on elements (styled in flow.module.css). */
export const MARKERS = { done: 'flow-done', current: 'flow-current', taken: 'flow-taken' } as const;

export type BpmnCanvasProps = {
  /** The definition's BPMN 2.0 XML (resource-view). */
  xml: string;
  /** The instance's state (diagram-view): finished, active and untouched elements. */
  view?: FlowDiagramView;
  /** Who finished each step and how long it took, shown when hovering it. */
  steps?: Map<string, FinishedStep>;
  /** The dark theme's colours for shapes and labels. */
  dark?: boolean;
  height?: number;
};

const DARK = { defaultFillColor: '#1f1f1f', defaultStrokeColor: '#d9d9d9', defaultLabelColor: '#e8e8e8' };
const STEP_OVERLAY = 'flow-step';

type HoverEvent = { element: { id: string } };

/** The whole diagram in view, centred ('auto' centres; the typings know only a point). */
function fit(viewer: NavigatedViewer) {
  viewer.get<Canvas>('canvas').zoom('fit-viewport', 'auto' as unknown as Parameters<Canvas['zoom']>[1]);
}

/**
 * The read-only BPMN viewer (bpmn-js NavigatedViewer: drag to pan, ctrl+wheel to zoom, with its
 * watermark as its licence requires). This module is the diagram chunk: import it lazily only.
 */
export default function BpmnCanvas({ xml, view, steps, dark, height = 360 }: BpmnCanvasProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<NavigatedViewer>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    const created = new NavigatedViewer({ container: host.current!, bpmnRenderer: dark ? DARK : undefined });
    let alive = true;
    setError(undefined);
    created
      .importXML(xml)
      .then(() => {
        if (!alive) return;
        fit(created);
        setViewer(created);
      })
      .catch((err: unknown) => alive && setError(err instanceof Error ? err.message : String(err)));
    return () => {
      alive = false;
      setViewer(undefined);
      created.destroy();
    };
  }, [xml, dark]);

  // The instance's progress: finished steps, the current ones and the flows taken, each its own marker.
  useEffect(() => {
    if (!viewer || !view) return;
    const canvas = viewer.get<Canvas>('canvas');
    const registry = viewer.get<ElementRegistry>('elementRegistry');
    const marked: [string, string][] = [];
    const mark = (id: string, marker: string) => {
      if (!registry.get(id)) return;
      canvas.addMarker(id, marker);
      marked.push([id, marker]);
    };
    for (const { elementId } of view.finished)
      mark(elementId, registry.get(elementId)?.type === 'bpmn:SequenceFlow' ? MARKERS.taken : MARKERS.done);
    for (const { elementId } of view.active) mark(elementId, MARKERS.current);
    return () => marked.forEach(([id, marker]) => canvas.removeMarker(id, marker));
  }, [viewer, view]);

  // Hovering a finished step shows who did it and how long it took.
  useEffect(() => {
    if (!viewer || !steps?.size) return;
    const bus = viewer.get<EventBus>('eventBus');
    const overlays = viewer.get<Overlays>('overlays');
    const show = (event: unknown) => {
      const { element } = event as HoverEvent;
      overlays.remove({ type: STEP_OVERLAY });
      const step = steps.get(element.id);
      if (!step) return;
      const tip = document.createElement('div');
      tip.className = styles.stepTip!;
      tip.dataset.testid = 'flow-step-tip';
      tip.textContent = t('work.stepBy', { who: step.who, duration: formatDuration(step.durationMs, t) });
      overlays.add(element.id, STEP_OVERLAY, { position: { top: -32, left: 0 }, html: tip });
    };
    const hide = () => overlays.remove({ type: STEP_OVERLAY });
    bus.on('element.hover', show);
    bus.on('element.out', hide);
    return () => {
      bus.off('element.hover', show);
      bus.off('element.out', hide);
      hide();
    };
  }, [viewer, steps, t]);

  const zoom = (factor: number) => {
    const canvas = viewer?.get<Canvas>('canvas');
    canvas?.zoom(canvas.zoom() * factor);
  };

  return (
    <div className={styles.viewer} data-testid="flow-diagram" data-ready={viewer ? 'true' : 'false'}>
      {error && <Alert type="warning" showIcon message={t('work.diagramFailed', { reason: error })} />}
      <div ref={host} className={`${styles.canvas} ${dark ? styles.dark : ''}`} style={{ height }} />
      <Space className={styles.zoom}>
        <ActionTooltip title={t('work.zoomIn')}>
          <Button size="small" icon={<ZoomInOutlined />} onClick={() => zoom(1.2)} aria-label={t('work.zoomIn')} />
        </ActionTooltip>
        <ActionTooltip title={t('work.zoomOut')}>
          <Button
            size="small"
            icon={<ZoomOutOutlined />}
            onClick={() => zoom(1 / 1.2)}
            aria-label={t('work.zoomOut')}
          />
        </ActionTooltip>
        <ActionTooltip title={t('work.zoomFit')}>
          <Button
            size="small"
            icon={<CompressOutlined />}
            onClick={() => viewer && fit(viewer)}
            aria-label={t('work.zoomFit')}
          />
        </ActionTooltip>
      </Space>
    </div>
  );
}
