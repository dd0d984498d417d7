import type { Page } from '@invest/contract/paging';
import { NOTICE_EVENT_KEY, NOTICE_STATUS } from '@invest/contract/constants';
import type { NoticeAudience, NoticeQuery, NoticeRecord, NoticeSubmit, NoticeView } from '@invest/contract/notice';
import type { AuthUser } from '../../http/auth-context.js';
import { conflict, invalid, notFound } from '../../errors.js';
import { formatDateTime } from '../../http/format.js';
import { offsetOf, pageOf, sortOf } from '../../paging.js';
import type { NoticeRepo, NoticeRow, RoleNames } from './repo.js';
import type { ReminderService } from '../reminder/service.js';

/** The reminder's text in the bell: the notice's title (its content opens from the reminder). */
const MESSAGE_MAX = 1000;

/**
 * The 通知公告 screen's rules. A notice is written as a draft (0), published (1: one type 2
 * reminder per active user of its audience, in the caller's tenant only, delivered live), and
 * withdrawn (2: those reminders leave everyone's lists). Only a draft or a withdrawn notice may be
 * edited or published; deleting a published notice withdraws it first.
 */
export function createNoticeService(
  repo: NoticeRepo,
  reminders: Pick<ReminderService, 'remind' | 'retracted'>,
  users: { activeUserIds(tenantId: string): Promise<string[]> },
) {
  async function toRecord(tenantId: string, row: NoticeRow, names?: Map<string, RoleNames>): Promise<NoticeRecord> {
    const known = names ?? (await repo.roleNames(tenantId, row.roleIds));
    const roles = row.roleIds.map((id) => known.get(id)).filter((n): n is RoleNames => !!n);
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      audience: row.audience as NoticeAudience,
      roleIds: row.roleIds,
      roleNames: roles.map((r) => r.name),
      roleNamesEn: roles.map((r) => r.nameEn),
      status: row.status,
      authorName: row.authorName,
      recipients: row.recipients,
      createTime: formatDateTime(row.createTime),
      updateTime: formatDateTime(row.updateTime),
      publishTime: formatDateTime(row.publishTime),
      withdrawTime: formatDateTime(row.withdrawTime),
    };
  }

  async function found(auth: AuthUser, id: string): Promise<NoticeRow> {
    const row = await repo.find(auth.tenantId, id);
    if (!row) throw notFound('noticeNotFound');
    return row;
  }

  /** The roles chosen must be roles of the caller's tenant; `all` keeps none. */
  async function checkedAudience(auth: AuthUser, audience: NoticeAudience, roleIds: string[]): Promise<string[]> {
    if (audience === 'all') return [];
    const unique = [...new Set(roleIds)];
    if (!unique.length) throw invalid('noticeRolesRequired').at('roleIds');
    const known = await repo.roleNames(auth.tenantId, unique);
    if (known.size !== unique.length) throw invalid('noticeRoleUnknown').at('roleIds');
    return unique;
  }

  async function recipientsOf(tenantId: string, row: NoticeRow): Promise<string[]> {
    return row.audience === 'all' ? users.activeUserIds(tenantId) : repo.activeUserIdsWithRoles(tenantId, row.roleIds);
  }

  /** Takes a notice's reminders out of every list, and tells the connected recipients at once. */
  async function retract(auth: AuthUser, ids: string[]) {
    const userIds = await repo.removeReminders(auth.tenantId, NOTICE_EVENT_KEY, ids, auth.userId);
    await reminders.retracted(auth.tenantId, userIds, { eventKey: NOTICE_EVENT_KEY, businessIds: ids });
  }

  return {
    async page(auth: AuthUser, q: NoticeQuery): Promise<Page<NoticeRecord>> {
      const { rows, total } = await repo.page(auth.tenantId, q, sortOf(q), q.size, offsetOf(q));
      const names = await repo.roleNames(auth.tenantId, [...new Set(rows.flatMap((r) => r.roleIds))]);
      return pageOf(await Promise.all(rows.map((r) => toRecord(auth.tenantId, r, names))), total, q);
    },

    detail: async (auth: AuthUser, id: string) => toRecord(auth.tenantId, await found(auth, id)),

    /** A recipient opens a notice from the bell: only while it is published and was delivered to them. */
    async read(auth: AuthUser, id: string): Promise<NoticeView> {
      const row = await repo.find(auth.tenantId, id);
      if (
        !row ||
        row.status !== NOTICE_STATUS.published ||
        !(await repo.delivered(auth.tenantId, auth.userId, NOTICE_EVENT_KEY, id))
      )
        throw notFound('noticeNotFound');
      return {
        id: row.id,
        title: row.title,
        content: row.content,
        authorName: row.authorName,
        publishTime: formatDateTime(row.publishTime),
      };
    },

    async submit(auth: AuthUser, body: NoticeSubmit): Promise<NoticeRecord> {
      const roleIds = await checkedAudience(auth, body.audience, body.roleIds);
      const fields = { title: body.title, content: body.content, audience: body.audience, roleIds };
      if (!body.id) {
        const id = await repo.insert({ ...fields, tenantId: auth.tenantId, createUser: auth.userId });
        return toRecord(auth.tenantId, await found(auth, id));
      }
      const row = await found(auth, body.id);
      if (row.status === NOTICE_STATUS.published) throw conflict('noticePublishedReadOnly');
      const saved = await repo.update(auth.tenantId, body.id, { ...fields, updateUser: auth.userId }, [
        NOTICE_STATUS.draft,
        NOTICE_STATUS.withdrawn,
      ]);
      if (!saved) throw conflict('noticePublishedReadOnly');
      return toRecord(auth.tenantId, await found(auth, body.id));
    },

    async publish(auth: AuthUser, id: string): Promise<NoticeRecord> {
      const row = await found(auth, id);
      if (row.status === NOTICE_STATUS.published) throw conflict('noticeAlreadyPublished');
      const recipients = await recipientsOf(auth.tenantId, row);
      // The status changes first and conditionally: two administrators publishing at once deliver once.
      const claimed = await repo.update(
        auth.tenantId,
        id,
        {
          status: NOTICE_STATUS.published,
          recipients: recipients.length,
          publishTime: new Date(),
          withdrawTime: null,
          updateUser: auth.userId,
        },
        [NOTICE_STATUS.draft, NOTICE_STATUS.withdrawn],
      );
      if (!claimed) throw conflict('noticeAlreadyPublished');
      await reminders.remind(
        recipients.map((userId) => ({
          tenantId: auth.tenantId,
          userId,
          type: 2,
          eventKey: NOTICE_EVENT_KEY,
          businessId: id,
          msg: row.title.slice(0, MESSAGE_MAX),
          createUser: auth.userId,
        })),
      );
      return toRecord(auth.tenantId, await found(auth, id));
    },

    async withdraw(auth: AuthUser, id: string): Promise<NoticeRecord> {
      await found(auth, id);
      const changed = await repo.update(
        auth.tenantId,
        id,
        { status: NOTICE_STATUS.withdrawn, withdrawTime: new Date(), updateUser: auth.userId },
        [NOTICE_STATUS.published],
      );
      if (!changed) throw conflict('noticeNotPublished');
      await retract(auth, [id]);
      return toRecord(auth.tenantId, await found(auth, id));
    },

    async remove(auth: AuthUser, ids: string[]): Promise<number> {
      const published = await repo.publishedAmong(auth.tenantId, ids);
      const removed = await repo.remove(auth.tenantId, ids, auth.userId);
      await retract(auth, published);
      return removed;
    },
  };
}
export type NoticeService = ReturnType<typeof createNoticeService>;
