import { noticeApi } from '@invest/contract/api/notice';
import { bindAll } from '../../http/bind.js';
import type { NoticeService } from './service.js';

export const noticeRoutes = (notices: NoticeService) =>
  bindAll(noticeApi, {
    page: async (req) => notices.page(req.auth, req.query),
    detail: async (req) => notices.detail(req.auth, req.query.id),
    submit: async (req) => notices.submit(req.auth, req.body),
    publish: async (req) => notices.publish(req.auth, req.query.id),
    withdraw: async (req) => notices.withdraw(req.auth, req.query.id),
    remove: async (req) => notices.remove(req.auth, req.query.ids),
    read: async (req) => notices.read(req.auth, req.query.id),
  });
