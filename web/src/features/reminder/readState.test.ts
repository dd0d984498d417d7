import { describe, expect, it } from 'vitest';
import { readState } from './readState';

describe('reminder read state (product decision)', () => {
  it('unread (isRead 0): status 3, the 未读 tag and a dot, in the attention colour', () => {
    expect(readState({ isRead: 0 })).toEqual({ status: 3, unread: true, tag: 'notice.unread', color: 'error' });
  });

  it('read (isRead 1): status 0, no tag, quiet colour', () => {
    const state = readState({ isRead: 1 });
    expect(state).toEqual({ status: 0, unread: false, color: 'default' });
    expect(state.tag).toBeUndefined();
  });
});
