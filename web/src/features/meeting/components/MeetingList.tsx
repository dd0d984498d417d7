import type { ReactNode } from 'react';
import { Button, Checkbox, DatePicker, Form, Space, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MeetingRecord } from '@invest/contract/meeting';
import { DictSelect } from '../../dict/components/DictSelect';
import { SearchBar } from '../../../components/crud/SearchBar';
import { ServerTable } from '../../../components/crud/ServerTable';
import { TextFilter } from '../../../components/crud/TextFilter';
import { useCan } from '../../../components/crud/permission';
import { useServerTable } from '../../../components/crud/useServerTable';
import { useUser } from '../../../stores/user';
import { fetchMeetingPage, meetingKeys, type MeetingFilters } from '../api';
import { toMeetingFilters, type MeetingSearch } from '../meetingFilters';
import { meetingAbilities } from '../meetingRules';
import { formatSpan } from '../meetingTime';
import { MeetingStatusTag } from './MeetingTags';
import { useMeetingActions } from './useMeetingActions';
import { orEmpty } from '../../../lib/empty';

type Props = {
  /** The view switch and the schedule button, at the toolbar's start. */
  toolbar: ReactNode;
  onOpen: (m: MeetingRecord) => void;
  onEdit: (m: MeetingRecord) => void;
  onMove: (m: MeetingRecord) => void;
};

/** The meetings as a table paged, sorted and filtered on the server. */
export function MeetingList({ toolbar, onOpen, onEdit, onMove }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const me = useUser((s) => s.userInfo?.userId);
  const actions = useMeetingActions();
  const table = useServerTable<MeetingRecord, MeetingFilters>({
    queryKey: meetingKeys.list,
    fetchPage: fetchMeetingPage,
  });

  const columns: TableColumnsType<MeetingRecord> = [
    {
      key: 'title',
      dataIndex: 'title',
      title: t('meeting.title'),
      sorter: true,
      fixed: 'start',
      render: (title: string, row) => (
        <Typography.Link onClick={() => onOpen(row)} data-testid="meeting-title">
          {title}
        </Typography.Link>
      ),
    },
    {
      key: 'startTime',
      dataIndex: 'startTime',
      title: t('meeting.time'),
      sorter: true,
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatSpan(row)}</span>,
    },
    { dataIndex: 'place', title: t('meeting.place'), ellipsis: true, render: orEmpty },
    { dataIndex: 'hostName', title: t('meeting.host') },
    {
      dataIndex: 'attendees',
      title: t('meeting.attendees'),
      width: 220,
      ellipsis: true,
      render: (list: MeetingRecord['attendees']) => list.map((a) => a.name).join('、'),
    },
    {
      dataIndex: 'agenda',
      title: t('meeting.agendaColumn'),
      align: 'center',
      render: (agenda: MeetingRecord['agenda']) => agenda.length,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('meeting.status'),
      sorter: true,
      render: (status: number) => <MeetingStatusTag status={status} />,
    },
    {
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'end',
      render: (_, row) => {
        const may = meetingAbilities(row, can, me);
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => onOpen(row)} data-testid="meeting-view">
              {t('crud.view')}
            </Button>
            {may.edit && (
              <Button type="link" size="small" onClick={() => onEdit(row)} data-testid="meeting-edit">
                {t('crud.edit')}
              </Button>
            )}
            {may.move && (
              <Button type="link" size="small" onClick={() => onMove(row)} data-testid="meeting-move-open">
                {t('meeting.move')}
              </Button>
            )}
            {may.cancel && (
              <Button type="link" size="small" danger onClick={() => actions.cancel(row)} data-testid="meeting-cancel">
                {t('meeting.cancelMeeting')}
              </Button>
            )}
            {may.remove && (
              <Button type="link" size="small" danger onClick={() => actions.remove(row)} data-testid="meeting-delete">
                {t('crud.delete')}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <SearchBar<MeetingSearch> onSearch={(values) => table.search(toMeetingFilters(values))} testId="meeting-search">
        <TextFilter name="title" label={t('meeting.title')} testId="meeting-search-title" />
        <Form.Item name="status" label={t('meeting.status')}>
          <DictSelect code="meeting_status" placeholder={t('crud.all')} style={{ minWidth: 140 }} />
        </Form.Item>
        <Form.Item name="days" label={t('meeting.days')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name="mine" valuePropName="checked">
          <Checkbox data-testid="meeting-search-mine">{t('meeting.onlyMine')}</Checkbox>
        </Form.Item>
      </SearchBar>
      <ServerTable<MeetingRecord, MeetingFilters>
        table={table}
        columns={columns}
        toolbar={toolbar}
        emptyText={t('meeting.empty')}
        batchActions={
          can('meeting_delete')
            ? (keys) => (
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => actions.removeMany(keys.map(String), table.clearSelection)}
                  data-testid="meeting-batch-delete"
                >
                  {t('crud.batchDelete')}
                </Button>
              )
            : undefined
        }
        testId="meeting-table"
      />
    </>
  );
}
