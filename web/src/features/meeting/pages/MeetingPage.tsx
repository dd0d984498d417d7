import { useState } from 'react';
import { Segmented } from 'antd';
import { CalendarOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useLinkedId } from '../../../lib/useLinkedId';
import { useTranslation } from 'react-i18next';
import type { MeetingRecord } from '@invest/contract/meeting';
import { CrudPage } from '../../../components/crud/CrudPage';
import { AddButton } from '../../../components/crud/AddButton';
import { usePermission } from '../../../components/crud/permission';
import { MeetingCalendar } from '../components/MeetingCalendar';
import { MeetingDetailDrawer } from '../components/MeetingDetailDrawer';
import { MeetingFormDrawer, type MeetingDraft } from '../components/MeetingFormDrawer';
import { MeetingList } from '../components/MeetingList';
import { MoveMeetingModal } from '../components/MoveMeetingModal';
import { useMeetingView, type MeetingView } from '../useMeetingView';

/**
 * /meeting/index: the regular meetings as a list or a month calendar (the choice is remembered);
 * schedule, edit, move, cancel; a meeting's detail with its agenda, decisions, scores and minutes.
 * `?id=` opens that meeting's detail (a link from elsewhere).
 */
export default function MeetingPage() {
  const { t } = useTranslation();
  const canAdd = usePermission('meeting_add');
  const [view, setView] = useMeetingView();
  const [draft, setDraft] = useState<MeetingDraft>();
  const [moving, setMoving] = useState<MeetingRecord>();
  const [openId, setOpenId] = useLinkedId();

  const open = (m: MeetingRecord) => setOpenId(m.id);
  const edit = (meeting: MeetingRecord) => setDraft({ meeting });

  const toolbar = (
    <>
      <Segmented<MeetingView>
        value={view}
        onChange={setView}
        options={[
          { value: 'list', label: t('meeting.listView'), icon: <UnorderedListOutlined /> },
          { value: 'calendar', label: t('meeting.calendarView'), icon: <CalendarOutlined /> },
        ]}
        data-testid="meeting-view-switch"
      />
      <AddButton permission="meeting_add" onClick={() => setDraft({})} testId="meeting-add">
        {t('meeting.add')}
      </AddButton>
    </>
  );

  return (
    <CrudPage testId="meeting-page">
      {view === 'list' ? (
        <MeetingList toolbar={toolbar} onOpen={open} onEdit={edit} onMove={setMoving} />
      ) : (
        <MeetingCalendar toolbar={toolbar} onOpen={open} onAddOn={canAdd ? (day) => setDraft({ day }) : undefined} />
      )}
      <MeetingDetailDrawer meetingId={openId} onClose={() => setOpenId(undefined)} onEdit={edit} onMove={setMoving} />
      <MeetingFormDrawer draft={draft} onClose={() => setDraft(undefined)} />
      <MoveMeetingModal meeting={moving} onClose={() => setMoving(undefined)} />
    </CrudPage>
  );
}
