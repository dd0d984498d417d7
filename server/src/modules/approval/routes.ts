import { approvalApi } from '@invest/contract/api/approval';
import { bindAll } from '../../http/bind.js';
import type { ApprovalEngine } from './service.js';

export const approvalRoutes = (approvals: ApprovalEngine) =>
  bindAll(approvalApi, {
    page: async (req) => approvals.list(req.auth, req.query),
    detail: async (req) => approvals.detail(req.auth, req.query.id),
    apply: async (req) => approvals.start(req.auth, req.body),
    decide: async (req) => approvals.decide(req.auth, req.body),
    withdraw: async (req) => approvals.withdraw(req.auth, req.query.id),
  });
