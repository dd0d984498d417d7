import { useState } from 'react';
import { App, Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MEETING_STATUS } from '@invest/contract/pipeline';
import type { MeetingRecord } from '@invest/contract/meeting';
import { useSaveMinutes } from '../api';

type Props = { meeting: MeetingRecord; editable: boolean };

const MAX_MINUTES = 20000;

/**
 * The minutes: a text area saved explicitly (the server then counts the meeting as held), or
 * the text alone for those who may not record it.
 */
export function MinutesEditor({ meeting, editable }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveMinutes();
  const [text, setText] = useState(meeting.minutes);
  const [savedText, setSavedText] = useState(meeting.minutes);
  // Another meeting, or the same one saved elsewhere: start from what the server has.
  if (meeting.minutes !== savedText) {
    setSavedText(meeting.minutes);
    setText(meeting.minutes);
  }

  if (!editable) {
    return meeting.minutes ? (
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="meeting-minutes-text">
        {meeting.minutes}
      </Typography.Paragraph>
    ) : (
      <Typography.Text type="secondary">{t('meeting.noMinutes')}</Typography.Text>
    );
  }

  const tooLong = text.length > MAX_MINUTES;
  const submit = async () => {
    try {
      await save.mutateAsync({ id: meeting.id, minutes: text });
      void message.success(t('meeting.minutesSaved'));
    } catch {
      // lib/http has said why.
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 4, maxRows: 16 }}
        placeholder={t('meeting.minutesPlaceholder')}
        status={tooLong ? 'error' : undefined}
        showCount={{ formatter: ({ count }) => `${count} / ${MAX_MINUTES}` }}
        data-testid="meeting-minutes"
      />
      {tooLong && <Typography.Text type="danger">{t('crud.tooLong', { max: MAX_MINUTES })}</Typography.Text>}
      <Space wrap>
        <Button
          type="primary"
          onClick={() => void submit()}
          loading={save.isPending}
          disabled={tooLong || text === meeting.minutes}
          data-testid="meeting-minutes-save"
        >
          {t('meeting.saveMinutes')}
        </Button>
        {meeting.status === MEETING_STATUS.scheduled && (
          <Typography.Text type="secondary">{t('meeting.minutesHeldHint')}</Typography.Text>
        )}
      </Space>
    </Space>
  );
}
