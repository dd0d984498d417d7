import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { getStore } from '../lib/storage';
import { screenClass, useCommon, watchScreen } from './common';

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  window.dispatchEvent(new Event('resize'));
};

describe('screen size classes', () => {
  it('are 3, 2, 1, 0 from 1200, 992 and 768 px', () => {
    expect([1920, 1200, 1199, 992, 991, 768, 767, 375, 0].map(screenClass)).toEqual([3, 3, 2, 2, 1, 1, 0, 0, 0]);
  });
});

describe('watching the window width', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { value: 1400, configurable: true });
    useCommon.setState({ screen: 3, collapse: false });
    stop = watchScreen(window);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('updates the screen class 300 ms after the last resize, not before', () => {
    resizeTo(1000);
    vi.advanceTimersByTime(299);
    expect(useCommon.getState().screen).toBe(3);
    vi.advanceTimersByTime(1);
    expect(useCommon.getState().screen).toBe(2);
  });

  it('restarts the wait on every resize, and takes the last width', () => {
    resizeTo(900);
    vi.advanceTimersByTime(200);
    resizeTo(700);
    vi.advanceTimersByTime(200);
    resizeTo(1300);
    vi.advanceTimersByTime(200);
    expect(useCommon.getState().screen).toBe(3);
    resizeTo(500);
    vi.advanceTimersByTime(300);
    expect(useCommon.getState().screen).toBe(0);
  });

  it('folds the menu when the screen becomes narrow and opens it when wide again', () => {
    resizeTo(1000);
    vi.advanceTimersByTime(300);
    expect(useCommon.getState().collapse).toBe(false);
    resizeTo(900);
    vi.advanceTimersByTime(300);
    expect(useCommon.getState()).toMatchObject({ screen: 1, collapse: true });
    // The user opens it; a resize within the same band leaves that choice alone.
    useCommon.getState().toggleCollapse();
    resizeTo(800);
    vi.advanceTimersByTime(300);
    expect(useCommon.getState().collapse).toBe(false);
    // Phones: the menu drawer starts closed.
    resizeTo(375);
    vi.advanceTimersByTime(300);
    expect(useCommon.getState()).toMatchObject({ screen: 0, collapse: true });
    resizeTo(1280);
    vi.advanceTimersByTime(300);
    expect(useCommon.getState()).toMatchObject({ screen: 3, collapse: false });
  });

  it('stops listening once cleaned up', () => {
    stop();
    resizeTo(500);
    vi.advanceTimersByTime(1000);
    expect(useCommon.getState().screen).toBe(3);
  });
});

describe('top menu choice', () => {
  it('is stored as menuId, and forgotten when "all" is chosen', () => {
    useCommon.getState().setTopMenuId('42');
    expect(getStore({ name: 'menuId' })).toBe('42');
    useCommon.getState().setTopMenuId('');
    expect(getStore({ name: 'menuId' })).toBeUndefined();
    expect(useCommon.getState().topMenuId).toBe('');
  });
});

describe('switching the language', () => {
  afterEach(() => useCommon.getState().setLanguage('zh'));

  it('fetches a language not shown yet, and switches only once its texts are here', async () => {
    // Each language's texts are a chunk of their own (lib/i18n): as on a first visit, English is not here yet.
    i18n.removeResourceBundle('en', 'translation');
    useCommon.getState().setLanguage('en');
    expect(useCommon.getState().language).toBe('zh');
    expect(i18n.t('app.title')).toBe('投资项目管理系统');
    await vi.waitFor(() => expect(useCommon.getState().language).toBe('en'));
    expect(i18n.t('app.title')).toBe('Investment Project Console');
    expect(getStore({ name: 'language' })).toBe('en');
  });

  it('keeps the last choice when an earlier one arrives later', async () => {
    i18n.removeResourceBundle('en', 'translation');
    useCommon.getState().setLanguage('en');
    useCommon.getState().setLanguage('zh');
    await vi.waitFor(() => expect(i18n.hasResourceBundle('en', 'translation')).toBe(true));
    await new Promise((r) => setTimeout(r, 0));
    expect(useCommon.getState().language).toBe('zh');
    expect(i18n.t('app.title')).toBe('投资项目管理系统');
  });
});
