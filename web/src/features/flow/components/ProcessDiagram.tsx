import { useMemo } from 'react';
import { Alert, Skeleton } from 'antd';
import { useDefinitionXml, useInstanceDiagram, useInstanceHistory } from '../api';
import { finishedSteps } from '../steps';
import { DiagramViewer } from './DiagramViewer';

type Props = {
  processDefinitionId: string;
  /** With an instance: its progress marked, and each finished step's person and duration on hover. */
  processInstanceId?: string;
  height?: number;
};

/** A definition's diagram (resource-view), with an instance's progress (diagram-view) when given one. */
export function ProcessDiagram({ processDefinitionId, processInstanceId, height }: Props) {
  const xml = useDefinitionXml(processDefinitionId);
  const view = useInstanceDiagram(processInstanceId);
  const history = useInstanceHistory(processInstanceId);
  const steps = useMemo(() => finishedSteps(history.data ?? []), [history.data]);
  if (xml.isError) return <Alert type="warning" showIcon message={xml.error.message} />;
  if (!xml.data) return <Skeleton active />;
  return <DiagramViewer xml={xml.data} view={view.data} steps={steps} height={height} />;
}
