import { userApi } from '@invest/contract/api/user';
import { Answer, bindAll } from '../../http/bind.js';
import type { AuthService } from '../auth/service.js';
import type { UserService } from './service.js';

export const userRoutes = (users: UserService, auth: AuthService) =>
  bindAll(
    userApi,
    {
      updateInfo: async (req) => users.updateProfile(req.auth, req.body),
      registerGuest: async (req) => {
        await auth.registerGuest(req.query);
        return new Answer(null, 'registerSubmitted');
      },
      updatePassword: async (req) => {
        await auth.changePassword(req.auth, req.body, req.ip);
        return null;
      },
    },
    { registerGuest: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );
