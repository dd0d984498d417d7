import { Divider, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../stores/user';
import { useProjectScores } from '../../project/api';
import { meetingScores } from './meetingScores';
import { ScoreForm } from './ScoreForm';
import { ScoreTable } from './ScoreTable';

/** The project of an agenda scored at a meeting. */
export type ScoreTarget = { meetingId: string; projectId: string; projectName: string };

type Props = {
  /** `undefined` when closed. */
  target: ScoreTarget | undefined;
  /** Whether the user may score here (an attendee holding project_score); otherwise the scores only. */
  canScore: boolean;
  onClose: () => void;
};

/**
 * Scoring at a meeting: the user's own score (given or changed) above the scores given for the
 * project at this meeting; the others' appear once the user has scored the project.
 */
export function ScoreModal({ target, canScore, onClose }: Props) {
  const { t } = useTranslation();
  const me = useUser((s) => s.userInfo?.userId);
  const summary = useProjectScores(target?.projectId);
  const { records, mine, average, visible } = meetingScores(summary.data, target?.meetingId ?? '', me);

  return (
    <Modal
      open={target !== undefined}
      title={t('meeting.scoreTitle', { project: target?.projectName ?? '' })}
      onCancel={onClose}
      footer={null}
      width={880}
      destroyOnHidden
    >
      <div data-testid="score-modal">
        {summary.isLoading || !target ? (
          <Skeleton active />
        ) : (
          <>
            {canScore && (
              <>
                <Typography.Title level={5}>{mine ? t('meeting.myScore') : t('meeting.giveScore')}</Typography.Title>
                {/* A new own score starts the form again from what was saved. */}
                <ScoreForm
                  key={mine?.updateTime ?? 'new'}
                  meetingId={target.meetingId}
                  projectId={target.projectId}
                  mine={mine}
                />
                <Divider />
              </>
            )}
            <Typography.Title level={5}>{t('meeting.scoresAtMeeting')}</Typography.Title>
            <ScoreTable records={records} average={average} visible={visible} count={summary.data?.count ?? 0} />
          </>
        )}
      </div>
    </Modal>
  );
}
