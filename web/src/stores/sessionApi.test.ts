import { describe, expect, it, vi } from 'vitest';
import { http } from '../lib/http';
import { serverLogout } from './sessionApi';

describe('serverLogout', () => {
  it('uses the POST form of logout (spec §7), silently', async () => {
    const request = vi
      .spyOn(http, 'request')
      .mockResolvedValue({ data: { code: 200, success: true, data: null, msg: '' } });
    await serverLogout();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: '/api/blade-auth/oauth/logout', silent: true }),
    );
  });
});
