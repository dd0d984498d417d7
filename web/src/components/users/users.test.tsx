import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { UserBrief } from '@invest/contract/user';
import { mountRoot } from '../../test/mountRoot';
import { useUserSearch } from './users';

const getData = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async () => (await import('../../test/callViaHttp')).callViaHttp(getData));

const brief = (id: string, name: string) => ({ id, name, realName: name, account: id }) as unknown as UserBrief;
const everyone = [brief('u1', '陈建国'), brief('u2', '李娜')];

let search: ReturnType<typeof useUserSearch>;
function Probe({ keyword }: { keyword: string }) {
  search = useUserSearch(keyword, true);
  return null;
}

let client: QueryClient;
const render = (keyword: string) =>
  act(async () =>
    mounted.root.render(
      <QueryClientProvider client={client}>
        <Probe keyword={keyword} />
      </QueryClientProvider>,
    ),
  );
/** Lets timers and answers run until `done` holds (the typing pause is a real 300 ms timer). */
async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 5000) throw new Error('not reached in 5 s');
    await act(async () => new Promise((r) => setTimeout(r, 20)));
  }
}
const searchedFor = (keyword: string) =>
  getData.mock.calls.some(([, options]) => (options as { params: { keyword: string } }).params.keyword === keyword);

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  getData.mockReset();
});

afterEach(() => client.clear());
// After the file's own hooks (test/mountRoot.ts): the root unmounts before the client is cleared.
const mounted = mountRoot();

it('keeps the last results pickable while the search for the typed name is under way', async () => {
  let answerTyped: (users: UserBrief[]) => void = () => undefined;
  getData.mockImplementation(async (_path: string, { params }: { params: { keyword: string } }) =>
    params.keyword ? new Promise((resolve) => (answerTyped = resolve)) : everyone,
  );
  await render('');
  await until(() => search.data !== undefined);
  expect(search.data?.map((u) => u.id)).toEqual(['u1', 'u2']);

  // The user types a name: once the pause is over its search leaves; until it answers, the options
  // shown (and picked from) are still the last ones, not an empty list.
  await render('陈建国');
  await until(() => searchedFor('陈建国'));
  expect(getData).toHaveBeenLastCalledWith('/api/blade-user/user-list', { params: { keyword: '陈建国' } });
  expect(search.isFetching).toBe(true);
  expect(search.data?.map((u) => u.id)).toEqual(['u1', 'u2']);

  await act(async () => answerTyped([everyone[0]!]));
  await until(() => !search.isFetching);
  expect(search.data?.map((u) => u.id)).toEqual(['u1']);
});
