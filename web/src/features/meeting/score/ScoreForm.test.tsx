import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictItem } from '@invest/contract/dict';
import { ScoreForm } from './ScoreForm';
import { mountInConsole } from '../../../test/mountInConsole';
import { waitForScreen } from '../../../test/mountRoot';

const getData = vi.hoisted(() => vi.fn());
const postData = vi.hoisted(() => vi.fn());
// Contract calls land on the same mocks, so the assertions name the wire's path and body.
vi.mock('../../../lib/api', async (original) => ({
  ...(await original<object>()),
  call: (e: { method: string; path: string }, input?: { query?: object; body?: unknown }) =>
    e.method === 'GET' ? getData(e.path, { params: input?.query }) : postData(e.path, input?.body),
}));

const item = (dictKey: string, dictValue: string, sort: number) =>
  ({ dictKey, dictValue, dictValueEn: '', sort }) as DictItem;
const CRITERIA = [item('team', '团队', 1), item('market', '市场', 2)];
const WAIT = { timeout: 10_000 };

const screen = mountInConsole();

beforeEach(() => {
  getData.mockResolvedValue(CRITERIA);
  postData.mockResolvedValue({ scored: true, count: 1, average: 7, records: [] });
});

afterEach(() => {
  vi.clearAllMocks();
});

async function show(mine?: Parameters<typeof ScoreForm>[0]['mine']) {
  await screen.render(<ScoreForm meetingId="47" projectId="9" mine={mine} />);
  await waitForScreen(
    () => expect(screen.host.querySelector('[data-testid="score-input-market"]')).not.toBeNull(),
    WAIT,
  );
}

/** Clicks the n-th star (1–10) of a criterion. */
const star = (key: string, n: number) => {
  const stars = screen.host.querySelectorAll(`[data-testid="score-input-${key}"] .ant-rate-star > div`);
  return act(async () => stars[n - 1]!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
};
const submit = () =>
  act(async () => screen.host.querySelector<HTMLButtonElement>('[data-testid="score-submit"]')!.click());

describe('the score form', { timeout: 30_000 }, () => {
  it('asks for a score on every criterion of the dictionary before sending', async () => {
    await show();
    expect(getData).toHaveBeenCalledWith('/api/blade-system/dict/dictionary', { params: { code: 'score_criteria' } });
    await star('team', 8);
    await submit();
    await waitForScreen(() => expect(screen.host.textContent).toContain('请为「市场」打分'), WAIT);
    expect(postData).not.toHaveBeenCalled();

    await star('market', 6);
    await submit();
    await waitForScreen(
      () =>
        expect(postData).toHaveBeenCalledWith('/api/project/score/submit', {
          meetingId: '47',
          projectId: '9',
          scores: { team: 8, market: 6 },
          comment: '',
        }),
      WAIT,
    );
  });

  it("starts from the user's own score, to change it", async () => {
    await show({
      id: '1',
      meetingId: '47',
      userId: '7',
      userName: '陈建国',
      scores: { team: 9, market: 7 },
      total: 8,
      comment: '团队扎实',
      updateTime: '2026-05-20 10:00:00',
    });
    expect(screen.host.querySelector('[data-testid="score-input-team"]')?.textContent).toContain('9');
    expect(screen.host.querySelector('[data-testid="score-submit"]')?.textContent).toBe('更新评分');
    await star('market', 10);
    await submit();
    await waitForScreen(
      () =>
        expect(postData).toHaveBeenCalledWith('/api/project/score/submit', {
          meetingId: '47',
          projectId: '9',
          scores: { team: 9, market: 10 },
          comment: '团队扎实',
        }),
      WAIT,
    );
  });
});
