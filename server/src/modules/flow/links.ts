import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ApprovalLink, ApprovalLinkComplete, ApprovalLinkTask } from '@invest/contract/flow';
import type { AuthUser } from '../../http/auth-context.js';
import { conflict, forbidden, gone, invalid, notFound } from '../../errors.js';
import { formatDateTime } from '../../http/format.js';
import type { FlowRepo, LinkRow } from './repo.js';
import type { FlowService } from './service.js';

/** How long an approval link may be used. */
export const LINK_TTL_MS = 72 * 3_600_000;
const PAGE = '/approval-page';

type Deps = {
  repo: FlowRepo;
  flow: FlowService;
  users: { namesOf(tenantId: string, ids: string[]): Promise<Map<string, string>> };
  /** The server's signing secret; links are signed with a key derived from it for this purpose only. */
  secret: string;
  /** Checks the person's password (a wrong one counts toward the sign-in lockout); their account, or undefined. */
  confirmPassword: (userId: string, password: string, ip: string) => Promise<{ account: string } | undefined>;
};

/**
 * Approval links (`/approval-page?token=…`, spec §2): a token is the link row's id and tenant,
 * signed with HMAC-SHA256; the row makes it single-use and expiring. Reading the task does not use
 * it up; deciding does, in the same transaction as the step.
 */
export function createLinkService({ repo, flow, users, secret, confirmPassword }: Deps) {
  const key = createHmac('sha256', secret).update('flow approval link').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  function tokenOf(link: LinkRow): string {
    const payload = Buffer.from(`${link.tenantId}:${link.id}`).toString('base64url');
    return `${payload}.${sign(payload)}`;
  }

  /** The link a token names, if the signature holds; unusable links answer why. */
  async function usableLink(token: string): Promise<LinkRow> {
    const [payload = '', signature = ''] = token.split('.');
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid('flowLinkInvalid');
    const [tenantId, id] = Buffer.from(payload, 'base64url').toString().split(':');
    const link = id && /^\d{1,19}$/.test(id) ? await repo.link(id) : undefined;
    if (!link || link.tenantId !== tenantId) throw invalid('flowLinkInvalid');
    if (link.usedTime) throw gone('flowLinkUsed');
    if (link.expireTime.getTime() <= Date.now()) throw gone('flowLinkExpired');
    return link;
  }

  /** The link's task, still waiting for the person the link was made for. */
  async function waitingTask(link: LinkRow) {
    const task = await repo.task(link.tenantId, link.taskId);
    if (!task || task.status !== 'waiting' || task.assigneeId !== link.userId) throw conflict('flowTaskDone');
    return task;
  }

  return {
    /** A link to the caller's own waiting task. */
    async issue(a: AuthUser, taskId: string): Promise<ApprovalLink> {
      const task = await repo.task(a.tenantId, taskId);
      if (!task) throw notFound();
      if (task.assigneeId !== a.userId) throw forbidden('flowNotAssignee');
      if (task.status !== 'waiting') throw conflict('flowTaskDone');
      const link = await repo.insertLink({
        tenantId: a.tenantId,
        taskId: task.id,
        userId: a.userId,
        expireTime: new Date(Date.now() + LINK_TTL_MS),
      });
      const token = tokenOf(link);
      return { token, url: `${PAGE}?token=${token}`, expireTime: formatDateTime(link.expireTime) };
    },

    async read(token: string): Promise<ApprovalLinkTask> {
      const link = await usableLink(token);
      const task = await waitingTask(link);
      const instance = (await repo.instance(link.tenantId, task.instanceId))!;
      const def = (await repo.definition(link.tenantId, instance.definitionId))!;
      const names = await users.namesOf(link.tenantId, [instance.applicantId, link.userId]);
      return {
        taskId: task.id,
        taskName: task.name,
        processInstanceId: instance.id,
        processDefinitionName: def.name,
        category: def.category,
        businessId: instance.businessKey.split(':').pop() ?? '',
        applicantName: names.get(instance.applicantId) ?? '',
        assigneeName: names.get(link.userId) ?? '',
        createTime: formatDateTime(task.createTime),
        expireTime: formatDateTime(link.expireTime),
        history: await flow.historyOf(instance),
      };
    },

    /** Decides the task as its assignee once their password is confirmed; the link is used up with the step. */
    async complete(body: ApprovalLinkComplete, ip: string): Promise<void> {
      const link = await usableLink(body.token);
      const task = await waitingTask(link);
      const person = await confirmPassword(link.userId, body.password, ip);
      if (!person) throw forbidden('flowLinkPassword');
      const asAssignee: AuthUser = {
        userId: link.userId,
        tenantId: link.tenantId,
        account: person.account,
        sessionId: '',
        clientId: 'approval-link',
        roleIds: [],
        roleAliases: [],
        passwordChangeRequired: false,
      };
      await flow.finishTask(
        asAssignee,
        { taskId: task.id, processInstanceId: task.instanceId },
        { flag: body.flag, comment: body.comment },
        async (tx) => {
          if (!(await tx.useLink(link.id, new Date()))) throw gone('flowLinkUsed');
          return {};
        },
      );
    },
  };
}
export type LinkService = ReturnType<typeof createLinkService>;
