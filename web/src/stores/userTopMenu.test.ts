import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuRoute } from '@invest/contract/menu';
import { getStore } from '../lib/storage';

vi.mock('./sessionApi', () => ({
  signIn: vi.fn(),
  refreshToken: vi.fn(),
  fetchUserInfo: vi.fn(),
  serverLogout: vi.fn(),
  fetchMenuRoutes: vi.fn(),
  fetchButtons: vi.fn(),
}));

const session = await import('./sessionApi');
const { useUser } = await import('./user');
const { useCommon } = await import('./common');

const item = (id: string): MenuRoute => ({
  id,
  parentId: '0',
  code: id,
  name: id,
  nameEn: id,
  path: `/${id}`,
  source: '',
  sort: 1,
  keepAlive: true,
  isShow: true,
  meta: { i18n: id, keepAlive: true },
  group: [],
  query: {},
  pinyin: [],
  children: [],
});
const ALL = [item('home'), item('project'), item('system')];
const ADMIN_PART = [item('home'), item('system')];

beforeEach(() => {
  localStorage.clear();
  vi.mocked(session.fetchMenuRoutes).mockImplementation(async (topMenuId?: string) =>
    topMenuId === '7' ? ADMIN_PART : ALL,
  );
  vi.mocked(session.fetchButtons).mockResolvedValue([]);
  vi.mocked(session.fetchUserInfo).mockResolvedValue({
    userId: '1',
    tenantId: '000000',
    account: 'admin',
    name: 'admin',
    realName: '',
    nickName: '',
    email: '',
    phone: '',
    avatar: '',
    roleName: '',
    roleNameEn: '',
    roles: [],
    passwordChangeRequired: false,
  });
  useCommon.getState().setTopMenuId('');
  useUser.setState({ roles: [], menu: [], menuAll: [], sessionLoaded: false });
});

const ids = (menu: MenuRoute[]) => menu.map((m) => m.id);

describe('the side menu of a top menu', () => {
  it('a chosen top menu narrows the side menu; routes and search keep the whole menu', async () => {
    await useUser.getState().fetchMenus();
    useCommon.getState().setTopMenuId('7');
    await useUser.getState().fetchMenus('7');
    expect(session.fetchMenuRoutes).toHaveBeenLastCalledWith('7');
    expect(ids(useUser.getState().menu)).toEqual(['home', 'system']);
    expect(ids(useUser.getState().menuAll)).toEqual(['home', 'project', 'system']);
    expect(ids(getStore<MenuRoute[]>({ name: 'menu' }) ?? [])).toEqual(['home', 'system']);
  });

  it('survives a reload: the session load fetches the chosen part as well as the whole', async () => {
    useCommon.getState().setTopMenuId('7');
    await useUser.getState().loadSession();
    expect(vi.mocked(session.fetchMenuRoutes).mock.calls.map((c) => c[0])).toEqual(
      expect.arrayContaining([undefined, '7']),
    );
    expect(ids(useUser.getState().menu)).toEqual(['home', 'system']);
    expect(ids(useUser.getState().menuAll)).toEqual(['home', 'project', 'system']);
  });

  it('ignores a late answer for a top menu the user has already left', async () => {
    let answer!: (menu: MenuRoute[]) => void;
    vi.mocked(session.fetchMenuRoutes).mockImplementationOnce(() => new Promise((r) => (answer = r)));
    useCommon.getState().setTopMenuId('7');
    const late = useUser.getState().fetchMenus('7');
    useCommon.getState().setTopMenuId('');
    await useUser.getState().fetchMenus();
    answer(ADMIN_PART);
    await late;
    expect(ids(useUser.getState().menu)).toEqual(['home', 'project', 'system']);
  });

  it('"all" shows the whole menu again', async () => {
    useCommon.getState().setTopMenuId('7');
    await useUser.getState().fetchMenus('7');
    useCommon.getState().setTopMenuId('');
    await useUser.getState().fetchMenus();
    expect(ids(useUser.getState().menu)).toEqual(['home', 'project', 'system']);
  });
});

describe('meta.roles (spec §5) on top of the server grants', () => {
  it('hides an item restricted to other roles, and shows it once the user info names one of them', async () => {
    const committee = { ...item('committee'), meta: { i18n: 'committee', keepAlive: true, roles: ['partner'] } };
    vi.mocked(session.fetchMenuRoutes).mockResolvedValue([...ALL, committee]);
    // The menu may answer before the user info: until the roles are known, the item stays hidden.
    await useUser.getState().fetchMenus();
    expect(ids(useUser.getState().menu)).toEqual(['home', 'project', 'system']);
    expect(ids(useUser.getState().menuAll)).toEqual(['home', 'project', 'system']);
    vi.mocked(session.fetchUserInfo).mockResolvedValueOnce({
      ...(await session.fetchUserInfo()),
      roles: ['manager', 'partner'],
    });
    await useUser.getState().fetchUserInfo();
    expect(ids(useUser.getState().menu)).toEqual(['home', 'project', 'system', 'committee']);
    expect(ids(useUser.getState().menuAll)).toEqual(['home', 'project', 'system', 'committee']);
    // Stored as the server sent it: a reload narrows it again by the stored roles.
    expect(ids(getStore<MenuRoute[]>({ name: 'menuAll' }) ?? [])).toEqual(['home', 'project', 'system', 'committee']);
  });
});
