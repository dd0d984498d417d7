import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '../lib/storage';
import { canClose, HOME_TAB, useTabs, type Tab } from './tabs';

const tab = (value: string, label = value.slice(1)): Tab => ({ label, value });
const values = () => useTabs.getState().tabList.map((t) => t.value);
const active = () => useTabs.getState().tab.value;
const { addTab, closeTab, closeOthers, closeAll, resetTabs } = useTabs.getState();

beforeEach(() => {
  localStorage.clear();
  resetTabs();
});

describe('tab store', () => {
  it('starts with the home tab, which cannot be closed', () => {
    expect(values()).toEqual(['/wel/index']);
    expect(closeTab('/wel/index')).toBeUndefined();
    addTab(tab('/project/list'));
    expect(canClose(HOME_TAB, useTabs.getState().tabList)).toBe(false);
    expect(closeTab('/wel/index')).toBeUndefined();
    expect(values()).toEqual(['/wel/index', '/project/list']);
  });

  it('adds a visited page once and activates it', () => {
    addTab(tab('/project/list'));
    addTab(tab('/fund/index'));
    addTab(tab('/project/list'));
    expect(values()).toEqual(['/wel/index', '/project/list', '/fund/index']);
    expect(active()).toBe('/project/list');
  });

  it('switching to an open tab changes only the active tab, not the list', () => {
    addTab({ label: 'A', value: '/a' });
    addTab({ label: 'B', value: '/b' });
    const list = useTabs.getState().tabList;
    addTab({ label: 'A', value: '/a' });
    expect(useTabs.getState().tabList).toBe(list);
    expect(useTabs.getState().tab.value).toBe('/a');
    // A changed name still reaches the list.
    addTab({ label: 'A2', value: '/a' });
    expect(useTabs.getState().tabList.map((t) => t.label)).toEqual(['首页', 'A2', 'B']);
  });

  it('adds no tab for isTab false, an empty label or value, or a /redirect path', () => {
    expect(addTab({ label: 'x', value: '/x', meta: { isTab: false } })).toBe(false);
    expect(addTab({ label: '', value: '/y' })).toBe(false);
    expect(addTab({ label: 'z', value: '' })).toBe(false);
    expect(addTab(tab('/redirect/project/list'))).toBe(false);
    expect(values()).toEqual(['/wel/index']);
  });

  it('cannot close the only tab', () => {
    useTabs.setState({ tabList: [{ ...tab('/a'), close: true }], tab: tab('/a') });
    expect(canClose(tab('/a'), useTabs.getState().tabList)).toBe(false);
    expect(closeTab('/a')).toBeUndefined();
    expect(values()).toEqual(['/a']);
  });

  it('closing the active tab activates the previous one', () => {
    ['/a', '/b', '/c'].forEach((v) => addTab(tab(v)));
    addTab(tab('/b'));
    expect(closeTab('/b')?.value).toBe('/a');
    expect(values()).toEqual(['/wel/index', '/a', '/c']);
    expect(active()).toBe('/a');
  });

  it('closing the active first tab activates the new first one', () => {
    useTabs.setState({ tabList: [tab('/a'), tab('/b'), tab('/c')], tab: tab('/a') });
    expect(closeTab('/a')?.value).toBe('/b');
    expect(active()).toBe('/b');
  });

  it('closing another tab keeps the active one', () => {
    ['/a', '/b'].forEach((v) => addTab(tab(v)));
    expect(closeTab('/a')).toBeUndefined();
    expect(values()).toEqual(['/wel/index', '/b']);
    expect(active()).toBe('/b');
  });

  it('close others keeps the home tab and the current one', () => {
    ['/a', '/b', '/c'].forEach((v) => addTab(tab(v)));
    addTab(tab('/b'));
    closeOthers();
    expect(values()).toEqual(['/wel/index', '/b']);
    expect(active()).toBe('/b');
    addTab(tab('/wel/index', '首页'));
    closeOthers();
    expect(values()).toEqual(['/wel/index']);
  });

  it('close others acts on the tab that was right-clicked, not the active one', () => {
    ['/a', '/b', '/c'].forEach((v) => addTab(tab(v)));
    expect(active()).toBe('/c');
    expect(closeOthers('/a').value).toBe('/a');
    expect(values()).toEqual(['/wel/index', '/a']);
    expect(active()).toBe('/a');
    // Right-clicking home keeps home alone.
    addTab(tab('/b'));
    expect(closeOthers('/wel/index').value).toBe('/wel/index');
    expect(values()).toEqual(['/wel/index']);
    expect(active()).toBe('/wel/index');
  });

  it('close others on a tab that is no longer open keeps the active one', () => {
    ['/a', '/b'].forEach((v) => addTab(tab(v)));
    expect(closeOthers('/gone').value).toBe('/b');
    expect(values()).toEqual(['/wel/index', '/b']);
  });

  it('closing a tab that is not open changes nothing', () => {
    ['/a', '/b'].forEach((v) => addTab(tab(v)));
    expect(closeTab('/zzz')).toBeUndefined();
    expect(values()).toEqual(['/wel/index', '/a', '/b']);
    expect(active()).toBe('/b');
  });

  it('close all resets to the home tab', () => {
    ['/a', '/b'].forEach((v) => addTab(tab(v)));
    expect(closeAll().value).toBe('/wel/index');
    expect(values()).toEqual(['/wel/index']);
    expect(active()).toBe('/wel/index');
  });

  it('persists the list and the active tab', () => {
    addTab(tab('/a'));
    expect(getStore<Tab[]>({ name: 'tagList' })?.map((t) => t.value)).toEqual(['/wel/index', '/a']);
    expect(getStore<Tab>({ name: 'tag' })?.value).toBe('/a');
  });

  it('a reload restores the stored tabs and active tab, with home always first', async () => {
    ['/a', '/b'].forEach((v) => addTab(tab(v)));
    addTab(tab('/a'));
    vi.resetModules();
    const fresh = await import('./tabs');
    expect(fresh.useTabs.getState().tabList.map((t) => t.value)).toEqual(['/wel/index', '/a', '/b']);
    expect(fresh.useTabs.getState().tab.value).toBe('/a');
  });

  it('a reload ignores a broken stored list and an active tab that is not in it', async () => {
    localStorage.setItem('invest-tagList', JSON.stringify({ content: [{ label: 'x' }, null, tab('/a')] }));
    localStorage.setItem('invest-tag', JSON.stringify({ content: tab('/gone') }));
    vi.resetModules();
    const fresh = await import('./tabs');
    expect(fresh.useTabs.getState().tabList.map((t) => t.value)).toEqual(['/wel/index', '/a']);
    expect(fresh.useTabs.getState().tab.value).toBe('/wel/index');
  });
});
