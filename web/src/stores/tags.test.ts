import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '../lib/storage';
import { canClose, HOME_TAG, useTags, type Tag } from './tags';

const tag = (value: string, label = value.slice(1)): Tag => ({ label, value });
const values = () => useTags.getState().tagList.map((t) => t.value);
const active = () => useTags.getState().tag.value;
const { addTag, closeTag, closeOthers, closeAll, resetTags } = useTags.getState();

beforeEach(() => {
  localStorage.clear();
  resetTags();
});

describe('tag store', () => {
  it('starts with the home tab, which cannot be closed', () => {
    expect(values()).toEqual(['/wel/index']);
    expect(closeTag('/wel/index')).toBeUndefined();
    addTag(tag('/project/list'));
    expect(canClose(HOME_TAG, useTags.getState().tagList)).toBe(false);
    expect(closeTag('/wel/index')).toBeUndefined();
    expect(values()).toEqual(['/wel/index', '/project/list']);
  });

  it('adds a visited page once and activates it', () => {
    addTag(tag('/project/list'));
    addTag(tag('/fund/index'));
    addTag(tag('/project/list'));
    expect(values()).toEqual(['/wel/index', '/project/list', '/fund/index']);
    expect(active()).toBe('/project/list');
  });

  it('adds no tab for isTab false, an empty label or value, or a /redirect path', () => {
    expect(addTag({ label: 'x', value: '/x', meta: { isTab: false } })).toBe(false);
    expect(addTag({ label: '', value: '/y' })).toBe(false);
    expect(addTag({ label: 'z', value: '' })).toBe(false);
    expect(addTag(tag('/redirect/project/list'))).toBe(false);
    expect(values()).toEqual(['/wel/index']);
  });

  it('cannot close the only tab', () => {
    useTags.setState({ tagList: [{ ...tag('/a'), close: true }], tag: tag('/a') });
    expect(canClose(tag('/a'), useTags.getState().tagList)).toBe(false);
    expect(closeTag('/a')).toBeUndefined();
    expect(values()).toEqual(['/a']);
  });

  it('closing the active tab activates the previous one', () => {
    ['/a', '/b', '/c'].forEach((v) => addTag(tag(v)));
    addTag(tag('/b'));
    expect(closeTag('/b')?.value).toBe('/a');
    expect(values()).toEqual(['/wel/index', '/a', '/c']);
    expect(active()).toBe('/a');
  });

  it('closing the active first tab activates the new first one', () => {
    useTags.setState({ tagList: [tag('/a'), tag('/b'), tag('/c')], tag: tag('/a') });
    expect(closeTag('/a')?.value).toBe('/b');
    expect(active()).toBe('/b');
  });

  it('closing another tab keeps the active one', () => {
    ['/a', '/b'].forEach((v) => addTag(tag(v)));
    expect(closeTag('/a')).toBeUndefined();
    expect(values()).toEqual(['/wel/index', '/b']);
    expect(active()).toBe('/b');
  });

  it('close others keeps the home tab and the current one', () => {
    ['/a', '/b', '/c'].forEach((v) => addTag(tag(v)));
    addTag(tag('/b'));
    closeOthers();
    expect(values()).toEqual(['/wel/index', '/b']);
    expect(active()).toBe('/b');
    addTag(tag('/wel/index', '首页'));
    closeOthers();
    expect(values()).toEqual(['/wel/index']);
  });

  it('close others acts on the tab that was right-clicked, not the active one', () => {
    ['/a', '/b', '/c'].forEach((v) => addTag(tag(v)));
    expect(active()).toBe('/c');
    expect(closeOthers('/a').value).toBe('/a');
    expect(values()).toEqual(['/wel/index', '/a']);
    expect(active()).toBe('/a');
    // Right-clicking home keeps home alone.
    addTag(tag('/b'));
    expect(closeOthers('/wel/index').value).toBe('/wel/index');
    expect(values()).toEqual(['/wel/index']);
    expect(active()).toBe('/wel/index');
  });

  it('close others on a tab that is no longer open keeps the active one', () => {
    ['/a', '/b'].forEach((v) => addTag(tag(v)));
    expect(closeOthers('/gone').value).toBe('/b');
    expect(values()).toEqual(['/wel/index', '/b']);
  });

  it('closing a tab that is not open changes nothing', () => {
    ['/a', '/b'].forEach((v) => addTag(tag(v)));
    expect(closeTag('/zzz')).toBeUndefined();
    expect(values()).toEqual(['/wel/index', '/a', '/b']);
    expect(active()).toBe('/b');
  });

  it('close all resets to the home tab', () => {
    ['/a', '/b'].forEach((v) => addTag(tag(v)));
    expect(closeAll().value).toBe('/wel/index');
    expect(values()).toEqual(['/wel/index']);
    expect(active()).toBe('/wel/index');
  });

  it('persists the list and the active tab', () => {
    addTag(tag('/a'));
    expect(getStore<Tag[]>({ name: 'tagList' })?.map((t) => t.value)).toEqual(['/wel/index', '/a']);
    expect(getStore<Tag>({ name: 'tag' })?.value).toBe('/a');
  });

  it('a reload restores the stored tabs and active tab, with home always first', async () => {
    ['/a', '/b'].forEach((v) => addTag(tag(v)));
    addTag(tag('/a'));
    vi.resetModules();
    const fresh = await import('./tags');
    expect(fresh.useTags.getState().tagList.map((t) => t.value)).toEqual(['/wel/index', '/a', '/b']);
    expect(fresh.useTags.getState().tag.value).toBe('/a');
  });

  it('a reload ignores a broken stored list and an active tab that is not in it', async () => {
    localStorage.setItem('invest-tagList', JSON.stringify({ content: [{ label: 'x' }, null, tag('/a')] }));
    localStorage.setItem('invest-tag', JSON.stringify({ content: tag('/gone') }));
    vi.resetModules();
    const fresh = await import('./tags');
    expect(fresh.useTags.getState().tagList.map((t) => t.value)).toEqual(['/wel/index', '/a']);
    expect(fresh.useTags.getState().tag.value).toBe('/wel/index');
  });
});
