import { Alert, App, Empty, Form, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ProjectRecord } from '@invest/contract/project';
import { useAddToMeeting, useUpcomingMeetings } from '../../meeting/api';
import { FormModal } from '../../../components/crud/FormModal';
import { DAY, formatSpan } from '../../meeting/meetingTime';
import { addedCount, alreadyOnAgenda } from '../agendaAdditions';

type Props = {
  /** The chosen pool projects; empty when closed. */
  projects: ProjectRecord[];
  onClose: () => void;
  /** The projects are on the agenda (clear the selection). */
  onAdded: () => void;
};

/** Puts the chosen pool projects on an upcoming scheduled meeting's agenda; the server reminds its attendees. */
export function AddToMeetingModal({ projects, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = projects.length > 0;
  const meetings = useUpcomingMeetings(dayjs().format(DAY), open);
  const add = useAddToMeeting();
  const [form] = Form.useForm<{ meetingId: string }>();
  const meetingId = Form.useWatch('meetingId', form);
  const chosen = meetings.data?.find((m) => m.id === meetingId);
  const projectIds = projects.map((p) => p.id);
  const already = new Set(alreadyOnAgenda(chosen, projectIds));

  const submit = async ({ meetingId: id }: { meetingId: string }) => {
    const before = meetings.data?.find((m) => m.id === id);
    const after = await add.mutateAsync({ meetingId: id, projectIds });
    const count = addedCount(before, after, projectIds);
    const skipped = projectIds.length - count;
    if (count === 0) void message.info(t('pool.noneAdded', { title: after.title }));
    else
      void message.success(
        t('pool.added', { count, title: after.title }) + (skipped ? t('pool.skipped', { count: skipped }) : ''),
      );
    onAdded();
  };

  return (
    <FormModal<{ meetingId: string }>
      open={open}
      title={t('pool.addTitle', { count: projects.length })}
      form={form}
      onClose={onClose}
      onSubmit={submit}
      successText={null}
      okText={t('pool.addOk')}
      width={560}
      testId="pool-add"
    >
      <div style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('pool.chosen')}</Typography.Text>
        <div data-testid="pool-add-projects">
          {projects.map((p) => (
            <Tag key={p.id} color={already.has(p.id) ? 'default' : 'blue'} style={{ marginTop: 6 }}>
              {p.name}
            </Tag>
          ))}
        </div>
      </div>
      <Form.Item
        name="meetingId"
        label={t('pool.meeting')}
        extra={t('pool.meetingHint')}
        rules={[{ required: true, message: t('crud.selectRequired', { field: t('pool.meeting') }) }]}
      >
        <Select
          loading={meetings.isLoading}
          placeholder={t('crud.selectPlaceholder', { field: t('pool.meeting') })}
          notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pool.noMeetings')} />}
          options={(meetings.data ?? []).map((m) => ({
            value: m.id,
            label: (
              <Space size={4} wrap={false}>
                <span>{m.title}</span>
                <Typography.Text type="secondary">
                  {formatSpan(m)} · {t('pool.onAgenda', { count: m.agenda.length })}
                </Typography.Text>
              </Space>
            ),
            title: m.title,
          }))}
          data-testid="pool-add-meeting"
        />
      </Form.Item>
      {already.size > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('pool.alreadyOn', {
            names: projects
              .filter((p) => already.has(p.id))
              .map((p) => p.name)
              .join('、'),
          })}
          data-testid="pool-add-already"
        />
      )}
    </FormModal>
  );
}
