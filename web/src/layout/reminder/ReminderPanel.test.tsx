import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UnreadCounts } from '@invest/contract/reminder';
import '../../lib/i18n';
import { mountInConsole } from '../../test/mountInConsole';
import { ReminderPanel } from './ReminderPanel';

const screen = mountInConsole();
const label = (type: number) => screen.host.querySelector(`[data-testid="notice-tab-${type}"]`)?.textContent;

describe('the notification tabs', () => {
  it('label each tab with its total, read or not, and no count when it has none (spec §2)', async () => {
    const counts: UnreadCounts = {
      total: 1,
      byType: { '0': 1, '1': 0, '2': 0 },
      allByType: { '0': 3, '1': 4, '2': 0 },
    };
    await screen.render(
      <MemoryRouter>
        <ReminderPanel open={false} counts={counts} onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    expect(label(0)).toBe('待办 (3)');
    expect(label(1)).toBe('消息 (4)');
    expect(label(2)).toBe('通知');
    // A cold antd import on a loaded machine; nothing here is about speed.
  }, 30_000);
});
