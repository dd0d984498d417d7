import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@invest/contract/constants';
import { MEETING_STATUS } from '@invest/contract/pipeline';
import type { Db } from '../client.js';
import { nextId } from '../ids.js';
import { dict } from '../schema/dict.js';
import { flowInstance, flowTask } from '../schema/flow.js';
import { eventRemind } from '../schema/notice.js';
import { approval, meeting, meetingAttendee, meetingProject, project, projectMember } from '../schema/pipeline.js';
import { user } from '../schema/user.js';
import { formatDateTime } from '../../http/format.js';
import { approvalHooks } from '../../modules/approval/process.js';
import type { InstanceRow, ReminderOf } from '../../modules/flow/service.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reminder = typeof eventRemind.$inferInsert;

/** Announcements (type 2, about nothing in particular) every seeded user finds in the bell, oldest first. */
export function sampleAnnouncements(now: Date): string[] {
  const quarter = ['一', '二', '三', '四'][Math.floor(now.getMonth() / 3)]!;
  return [
    '系统将于本周六 22:00 至 23:00 进行维护升级',
    `${now.getFullYear()} 年第${quarter}季度投后管理报告模板已更新`,
    '请于月底前完成个人信息中的手机号码核对',
    '新版项目评分维度已启用',
    '基金年度审计资料收集通知',
    '信息安全培训将于下周二举行',
    '欢迎使用投资项目管理系统',
  ];
}

/**
 * The to-dos and messages that step 002 gave every user alike before they were addressed: a
 * database seeded then loses them when it gets the addressed ones (they named no record to open).
 */
const SHARED_SAMPLE_MESSAGES = [
  '请审阅「智算云」项目的立项申请',
  '「星海半导体」投资决策审批等待您处理',
  '请为本周五投委会例会准备项目材料',
  '投委会例会时间调整为周五 14:00',
  '李娜将您加入了「绿能储能」项目团队',
  '陈建国评论了「医联科技」尽调报告',
  '「数智物流」项目已进入尽调阶段',
];

/** Step 002: the announcements, for every user of the default tenant, an hour apart up to now. */
export async function seedAnnouncements(tx: Tx): Promise<void> {
  const now = new Date();
  const texts = sampleAnnouncements(now);
  const users = await tx.select({ id: user.id }).from(user).where(eq(user.tenantId, DEFAULT_TENANT_ID));
  const start = now.getTime() - texts.length * 3_600_000;
  await tx.insert(eventRemind).values(
    users.flatMap((u) =>
      texts.map((msg, i) => ({
        tenantId: DEFAULT_TENANT_ID,
        userId: u.id,
        type: 2,
        eventKey: 'system',
        msg,
        createTime: new Date(start + i * 3_600_000),
      })),
    ),
  );
}

const when = (d: Date) => formatDateTime(d).slice(0, 16);
const newestFirst = <T extends { at: Date }>(rows: T[]) => [...rows].sort((a, b) => b.at.getTime() - a.at.getTime());

/**
 * Step 011 (with the sample pipeline): to-dos and messages addressed to the people they speak
 * to, each carrying the record it opens, worded as the console's own reminders are. They are
 * read from the data as it stands, so a database that already moved on gets only what still holds.
 */
export async function seedAddressedReminders(tx: Tx): Promise<void> {
  const t = DEFAULT_TENANT_ID;
  const now = new Date();
  await tx
    .delete(eventRemind)
    .where(
      and(
        eq(eventRemind.tenantId, t),
        inArray(eventRemind.type, [0, 1]),
        isNull(eventRemind.businessId),
        isNull(eventRemind.createUser),
        inArray(eventRemind.msg, SHARED_SAMPLE_MESSAGES),
      ),
    );

  const reminders: Reminder[] = [];
  const add = (userId: string, type: 0 | 1, r: ReminderOf, at: Date, by: string | null = null) =>
    reminders.push({
      id: nextId(),
      tenantId: t,
      userId,
      type,
      ...r,
      createUser: by,
      createTime: at < now ? at : now,
    });

  // Each waiting approval step: a to-do for its approver, as the engine reminds one.
  const waiting = await tx
    .select({ instance: flowInstance, task: flowTask })
    .from(approval)
    .innerJoin(flowInstance, eq(flowInstance.id, approval.processInstanceId))
    .innerJoin(flowTask, eq(flowTask.instanceId, flowInstance.id))
    .where(and(eq(approval.tenantId, t), eq(flowTask.status, 'waiting')));
  for (const { instance, task } of waiting)
    if (task.assigneeId) add(task.assigneeId, 0, approvalHooks.todo!(instance as InstanceRow, task), task.createTime);

  // Each applicant hears how their latest finished approval ended.
  const finished = await tx
    .select({ instance: flowInstance })
    .from(approval)
    .innerJoin(flowInstance, eq(flowInstance.id, approval.processInstanceId))
    .where(and(eq(approval.tenantId, t), eq(flowInstance.status, 'finished')));
  const toldApplicants = new Set<string>();
  for (const { instance, at } of newestFirst(finished.map((f) => ({ ...f, at: f.instance.endTime ?? now })))) {
    if (toldApplicants.has(instance.applicantId)) continue;
    toldApplicants.add(instance.applicantId);
    add(instance.applicantId, 1, approvalHooks.ended!(instance as InstanceRow), at);
  }

  // The coming meetings: the attendees are told (not the one who scheduled it), and an attendee
  // who leads a project on the agenda has its materials to prepare.
  const coming = await tx
    .select()
    .from(meeting)
    .where(
      and(
        eq(meeting.tenantId, t),
        eq(meeting.isDeleted, 0),
        eq(meeting.status, MEETING_STATUS.scheduled),
        gt(meeting.startTime, now),
      ),
    );
  for (const m of coming) {
    const attendees = (
      await tx.select({ id: meetingAttendee.userId }).from(meetingAttendee).where(eq(meetingAttendee.meetingId, m.id))
    ).map((a) => a.id);
    const agenda = await tx
      .select({ name: project.name, managerId: project.managerId })
      .from(meetingProject)
      .innerJoin(project, eq(project.id, meetingProject.projectId))
      .where(and(eq(meetingProject.meetingId, m.id), eq(project.isDeleted, 0)));
    const ref = { eventKey: 'meeting', businessId: m.id };
    const at = m.createTime ?? now;
    for (const id of attendees.filter((a) => a !== m.createUser))
      add(
        id,
        1,
        { ...ref, msg: `例会「${m.title}」定于 ${when(m.startTime)} 在${m.place || '待定地点'}召开` },
        at,
        m.createUser,
      );
    for (const id of attendees) {
      const mine = agenda.filter((p) => p.managerId === id).map((p) => `「${p.name}」`);
      if (mine.length) add(id, 0, { ...ref, msg: `请为例会「${m.title}」准备项目${mine.join('、')}的上会材料` }, at);
    }
  }

  // Team news, the newest of each kind per person: a project someone else put them in charge
  // of, and a team someone else added them to (by the project's lead).
  const projects = await tx
    .select({
      id: project.id,
      name: project.name,
      managerId: project.managerId,
      createUser: project.createUser,
      at: project.createTime,
    })
    .from(project)
    .where(and(eq(project.tenantId, t), eq(project.isDeleted, 0), ne(project.stage, 9)))
    .orderBy(desc(project.createTime), desc(project.id));
  const led = new Set<string>();
  for (const p of projects) {
    if (!p.createUser || p.createUser === p.managerId || led.has(p.managerId)) continue;
    led.add(p.managerId);
    const msg = `您被指定为项目「${p.name}」的负责人`;
    add(p.managerId, 1, { eventKey: 'project_manage', businessId: p.id, msg }, p.at, p.createUser);
  }
  const names = new Map(
    (await tx.select({ id: user.id, name: user.name }).from(user).where(eq(user.tenantId, t))).map((u) => [
      u.id,
      u.name,
    ]),
  );
  const roleNames = new Map(
    (
      await tx
        .select({ key: dict.dictKey, name: dict.dictValue })
        .from(dict)
        .where(and(eq(dict.tenantId, t), eq(dict.code, 'member_role'), ne(dict.parentId, '0')))
    ).map((r) => [r.key, r.name]),
  );
  const members = await tx
    .select({ projectId: projectMember.projectId, userId: projectMember.userId, role: projectMember.role })
    .from(projectMember)
    .where(eq(projectMember.tenantId, t));
  const added = new Set<string>();
  for (const p of projects)
    for (const m of members.filter((x) => x.projectId === p.id && x.userId !== p.managerId && !added.has(x.userId))) {
      added.add(m.userId);
      const msg = `${names.get(p.managerId) ?? ''} 将您加入了「${p.name}」项目团队（${roleNames.get(m.role) ?? m.role}）`;
      add(m.userId, 1, { eventKey: 'project_manage', businessId: p.id, msg }, p.at, p.managerId);
    }

  if (reminders.length) await tx.insert(eventRemind).values(reminders);
}
