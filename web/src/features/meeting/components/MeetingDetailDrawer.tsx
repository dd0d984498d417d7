import { useState } from 'react';
import { Button, Descriptions, Drawer, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MeetingRecord } from '@invest/contract/meeting';
import { useCan } from '../../../components/crud/permission';
import { useCommon } from '../../../stores/common';
import { useUser } from '../../../stores/user';
import { useMeetingDetail } from '../api';
import { meetingAbilities } from '../meetingRules';
import { formatSpan } from '../meetingTime';
import { ScoreModal, type ScoreTarget } from '../score/ScoreModal';
import { AgendaTable } from './AgendaTable';
import { DecisionModal } from './DecisionModal';
import { MeetingStatusTag } from './MeetingTags';
import { MinutesEditor } from './MinutesEditor';
import { useMeetingActions } from './useMeetingActions';
import { orEmpty } from '../../../lib/empty';

type AgendaItem = MeetingRecord['agenda'][number];

type Props = {
  /** The meeting shown; `undefined` when closed. */
  meetingId: string | undefined;
  onClose: () => void;
  onEdit: (m: MeetingRecord) => void;
  onMove: (m: MeetingRecord) => void;
};

/** One meeting: when and where, who attends, the agenda with decisions and scores, the minutes. */
export function MeetingDetailDrawer({ meetingId, onClose, onEdit, onMove }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const me = useUser((s) => s.userInfo?.userId);
  const phone = useCommon((s) => s.screen === 0);
  const detail = useMeetingDetail(meetingId);
  const actions = useMeetingActions();
  const [deciding, setDeciding] = useState<AgendaItem>();
  const [scoring, setScoring] = useState<ScoreTarget>();
  const meeting = detail.data;
  const abilities = meeting ? meetingAbilities(meeting, can, me) : undefined;

  const body = () => {
    if (detail.isLoading) return <Skeleton active />;
    if (!meeting || !abilities) return <Result status="warning" title={t('meeting.notFound')} />;
    return (
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions column={phone ? 1 : 2} size="small" bordered>
          <Descriptions.Item label={t('meeting.time')}>
            <span data-testid="meeting-detail-time">{formatSpan(meeting)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('meeting.status')}>
            <span data-testid="meeting-detail-status">
              <MeetingStatusTag status={meeting.status} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('meeting.place')}>{orEmpty(meeting.place)}</Descriptions.Item>
          <Descriptions.Item label={t('meeting.host')}>{meeting.hostName}</Descriptions.Item>
          <Descriptions.Item label={t('meeting.attendees')} span={phone ? 1 : 2}>
            <span data-testid="meeting-detail-attendees">
              {meeting.attendees.map((a) => (
                <Tag key={a.userId} color={a.userId === me ? 'blue' : undefined}>
                  {a.name}
                </Tag>
              ))}
            </span>
          </Descriptions.Item>
        </Descriptions>
        <section>
          <Typography.Title level={5}>{t('meeting.agenda', { count: meeting.agenda.length })}</Typography.Title>
          <AgendaTable
            meeting={meeting}
            abilities={abilities}
            onDecide={setDeciding}
            onScore={(item) =>
              setScoring({ meetingId: meeting.id, projectId: item.projectId, projectName: item.projectName })
            }
          />
        </section>
        <section>
          <Typography.Title level={5}>{t('meeting.minutes')}</Typography.Title>
          <MinutesEditor meeting={meeting} editable={abilities.record} />
        </section>
        <DecisionModal meetingId={meeting.id} item={deciding} onClose={() => setDeciding(undefined)} />
        <ScoreModal target={scoring} canScore={abilities.score} onClose={() => setScoring(undefined)} />
      </Space>
    );
  };

  return (
    <Drawer
      open={meetingId !== undefined}
      title={meeting?.title ?? t('meeting.detail')}
      onClose={onClose}
      size={phone ? '100%' : 880}
      destroyOnHidden
      data-testid="meeting-detail"
      extra={
        meeting &&
        abilities && (
          <Space wrap>
            {abilities.edit && (
              <Button onClick={() => onEdit(meeting)} data-testid="meeting-detail-edit">
                {t('crud.edit')}
              </Button>
            )}
            {abilities.move && (
              <Button onClick={() => onMove(meeting)} data-testid="meeting-detail-move">
                {t('meeting.move')}
              </Button>
            )}
            {abilities.cancel && (
              <Button danger onClick={() => actions.cancel(meeting)} data-testid="meeting-detail-cancel">
                {t('meeting.cancelMeeting')}
              </Button>
            )}
            {abilities.remove && (
              <Button danger onClick={() => actions.remove(meeting, onClose)} data-testid="meeting-detail-delete">
                {t('crud.delete')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {meetingId !== undefined && body()}
    </Drawer>
  );
}
