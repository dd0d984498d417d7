import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAGE } from '@invest/contract/pipeline';
import { useDict } from '../../dict/useDict';
import { useProjectSteps } from '../api';
import { SectionState } from './SectionState';
import styles from './detail.module.css';

/** A colour per kind of step: antd's timeline names, drawn from the theme. */
const dotColor = (toStage: number) =>
  toStage === STAGE.terminated ? 'red' : toStage === STAGE.invested || toStage === STAGE.exited ? 'green' : 'blue';

/** The stage steps with who and when (getProjectStep), oldest first, as a timeline. */
export function StageTimeline({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const steps = useProjectSteps(projectId);
  const stage = useDict('project_stage');
  return (
    <section className={styles.panel} data-testid="project-detail-steps">
      <Typography.Title level={5} className={styles.sectionTitle}>
        {t('project.steps')}
      </Typography.Title>
      <SectionState query={steps} empty={!steps.data?.length} emptyText={t('project.noSteps')} testId="project-steps">
        <Timeline
          items={(steps.data ?? []).map((s) => ({
            color: dotColor(s.toStage),
            content: (
              <>
                <div>
                  {s.fromStage === null
                    ? t('project.created', { stage: stage.labelOf(s.toStage) })
                    : t('project.moved', { from: stage.labelOf(s.fromStage), to: stage.labelOf(s.toStage) })}
                </div>
                <Typography.Text type="secondary">
                  {s.userName} · {s.createTime}
                </Typography.Text>
                {s.comment && <div>{s.comment}</div>}
              </>
            ),
          }))}
        />
      </SectionState>
    </section>
  );
}
