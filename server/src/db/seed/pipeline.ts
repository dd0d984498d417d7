import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@invest/contract/constants';
import { nextId } from '../ids.js';
import {
  approval,
  approvalStep,
  companyRegistry,
  fund,
  meeting,
  meetingAttendee,
  meetingProject,
  project,
  projectMember,
  projectStep,
  score,
} from '../schema/pipeline.js';
import { user } from '../schema/user.js';
import type { Db } from '../client.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** [name, company, industry, round, region, planned min, planned max, stage] — a believable pipeline. */
const PROJECTS: [string, string, string, string, string, number, number, number][] = [
  ['智算云', '智算云科技有限公司', '1', 'a', '上海', 3000, 5000, 0],
  ['星海半导体', '星海半导体股份有限公司', '2', 'b', '无锡', 8000, 12000, 3],
  ['医联科技', '医联科技（杭州）有限公司', '3', 'a', '杭州', 2000, 3000, 2],
  ['绿能储能', '绿能储能系统有限公司', '4', 'pre_a', '合肥', 1500, 2500, 1],
  ['数智物流', '数智物流科技有限公司', '5', 'a', '深圳', 2500, 4000, 2],
  ['青禾食品', '青禾食品股份有限公司', '6', 'b', '成都', 5000, 8000, 4],
  ['精工机器人', '精工机器人技术有限公司', '7', 'b', '苏州', 6000, 9000, 4],
  ['汇付通', '汇付通金融信息服务有限公司', '8', 'c', '北京', 10000, 15000, 5],
  ['灵犀语音', '灵犀语音智能科技有限公司', '1', 'angel', '北京', 500, 1000, 0],
  ['芯途微电子', '芯途微电子有限公司', '2', 'pre_a', '上海', 2000, 3500, 1],
  ['康达生物', '康达生物医药有限公司', '3', 'b', '苏州', 6000, 10000, 3],
  ['光伏之星', '光伏之星新能源有限公司', '4', 'c', '常州', 12000, 20000, 4],
  ['云图协同', '云图协同软件有限公司', '5', 'a', '广州', 1800, 3000, 0],
  ['鲜到家', '鲜到家电子商务有限公司', '6', 'a', '上海', 2500, 4000, 9],
  ['驰骋智造', '驰骋智能制造有限公司', '7', 'a', '宁波', 3000, 5000, 2],
  ['安信支付', '安信支付科技有限公司', '8', 'b', '深圳', 5000, 8000, 0],
  ['深视科技', '深视视觉科技有限公司', '1', 'b', '深圳', 7000, 10000, 4],
  ['晶元材料', '晶元新材料有限公司', '2', 'a', '西安', 3000, 4500, 0],
  ['安康医疗', '安康医疗器械有限公司', '3', 'pre_a', '南京', 1200, 2000, 1],
  ['风电科技', '华风电力科技有限公司', '4', 'b', '天津', 6000, 9000, 3],
  ['易客云', '易客云信息技术有限公司', '5', 'seed', '杭州', 300, 600, 0],
  ['茶语', '茶语餐饮管理有限公司', '6', 'angel', '长沙', 800, 1200, 9],
  ['智造云链', '智造云链科技有限公司', '7', 'pre_a', '东莞', 1500, 2500, 1],
  ['保险宝', '保险宝网络科技有限公司', '8', 'a', '上海', 2000, 3000, 0],
  ['天机大模型', '天机智能科技有限公司', '1', 'c', '北京', 15000, 30000, 2],
  ['量子芯', '量子芯科技有限公司', '2', 'seed', '合肥', 500, 1000, 0],
  ['基因未来', '基因未来生物科技有限公司', '3', 'c', '上海', 10000, 16000, 4],
  ['氢动力', '氢动力能源科技有限公司', '4', 'a', '佛山', 3000, 6000, 1],
  ['数据盾', '数据盾安全技术有限公司', '5', 'b', '北京', 4000, 7000, 3],
  ['乐享咖啡', '乐享咖啡连锁有限公司', '6', 'b', '厦门', 5000, 7000, 5],
  ['精密传动', '精密传动科技有限公司', '7', 'c', '重庆', 8000, 12000, 4],
  ['链信科技', '链信区块链科技有限公司', '8', 'pre_a', '杭州', 1000, 2000, 9],
  ['视界AR', '视界增强现实科技有限公司', '1', 'a', '成都', 2500, 4000, 0],
  ['碳化硅科技', '碳化硅功率器件有限公司', '2', 'b', '厦门', 6000, 9000, 1],
  ['慧眼影像', '慧眼医学影像有限公司', '3', 'a', '武汉', 2000, 3500, 2],
  ['储能宝', '储能宝科技有限公司', '4', 'angel', '深圳', 600, 1000, 0],
  ['工单通', '工单通软件有限公司', '5', 'pre_a', '南京', 1000, 1800, 0],
  ['萌宠之家', '萌宠之家宠物用品有限公司', '6', 'a', '广州', 1500, 2500, 1],
  ['柔性电子', '柔性电子科技有限公司', '7', 'a', '深圳', 3000, 5000, 0],
  ['普惠信贷', '普惠信贷科技有限公司', '8', 'b', '上海', 4000, 6000, 3],
];

const KEY = new Set(['星海半导体', '天机大模型', '康达生物', '光伏之星', '深视科技', '数据盾', '基因未来', '智算云']);
const DAY = 86_400_000;
/** Days between two stage moves of a sample project. */
const STEP_DAYS = 4;
/** The longest history (reserve to exited: 5 moves) ends this many days before the first start at the latest. */
const HISTORY_DAYS = 5 * STEP_DAYS + 3;
/** A USD fund's investments are in dollars: the planned amounts (in yuan) at the sample's rough 7 yuan to the dollar. */
const CNY_PER = { CNY: 1, USD: 7 } as const;
/** Committee meetings start on the hour: 14:00 of that day (server time). */
const atTwoPm = (ms: number) => new Date(ms).setHours(14, 0, 0, 0);

/** The sample pipeline of the default tenant: funds, projects at every stage, their history, meetings, scores and approvals. */
export async function seedSamplePipeline(tx: Tx): Promise<void> {
  const t = DEFAULT_TENANT_ID;
  const people = new Map(
    (
      await tx
        .select({ id: user.id, account: user.account })
        .from(user)
        .where(and(eq(user.tenantId, t)))
    ).map((u) => [u.account, u.id]),
  );
  const manager = people.get('manager')!;
  const partner = people.get('partner')!;
  const analyst = people.get('analyst')!;
  const itadmin = people.get('itadmin')!;
  const now = Date.now();
  const year = new Date(now).getFullYear();

  const funds = [
    {
      id: nextId(),
      name: '星河成长一期',
      code: 'XH-GROWTH-I',
      currency: 'CNY' as const,
      size: 50000,
      vintageYear: year - 4,
      status: '2',
    },
    {
      id: nextId(),
      name: '远航科技二期',
      code: 'YH-TECH-II',
      currency: 'CNY' as const,
      size: 80000,
      vintageYear: year - 2,
      status: '2',
    },
    {
      id: nextId(),
      name: '蓝海美元基金',
      code: 'BLUE-USD-I',
      currency: 'USD' as const,
      size: 20000,
      vintageYear: year - 6,
      status: '3',
    },
  ];
  await tx
    .insert(fund)
    .values(
      funds.map((f) => ({ ...f, tenantId: t, managerId: partner, description: `${f.name}：聚焦硬科技与产业升级` })),
    );

  const rows = PROJECTS.map(([name, companyName, industry, round, region, amountMin, amountMax, stage], i) => {
    const invested = stage === 4 || stage === 5;
    const holder = invested || stage === 3 ? funds[i % funds.length]! : undefined;
    return {
      id: nextId(),
      tenantId: t,
      uuid: randomUUID(),
      name,
      companyName,
      industry,
      round,
      region,
      stage,
      source: String((i % 4) + 1),
      isKey: KEY.has(name) ? 1 : 0,
      fundId: holder?.id ?? null,
      managerId: i % 5 === 4 ? partner : manager,
      amountMin,
      amountMax,
      valuation: amountMax * 10,
      shareRatio: Math.round((amountMax / (amountMax * 10)) * 1000) / 10,
      // In the fund's currency (a fund invests in its own); within its size (the seed test checks).
      investedAmount: invested ? Math.round((amountMin + amountMax) / 2 / CNY_PER[holder!.currency]) : null,
      description: `${companyName}，${region}。`,
      createUser: manager,
      // Every history ends before the first start: nothing is dated in the future.
      createTime: new Date(now - ((PROJECTS.length - i) * 3 + HISTORY_DAYS) * DAY),
    };
  });
  await tx.insert(project).values(rows);

  // History: every project walked to its stage, one step a few days apart (terminated ones from reserve).
  const steps = rows.flatMap((p) => {
    const path = p.stage === 9 ? [0, 9] : Array.from({ length: p.stage + 1 }, (_, s) => s);
    return path.map((toStage, k) => ({
      tenantId: t,
      projectId: p.id,
      fromStage: k === 0 ? null : path[k - 1]!,
      toStage,
      userId: p.managerId,
      comment: k === 0 ? '' : toStage === 9 ? '市场空间有限，终止跟进' : '例会通过，推进',
      createTime: new Date(p.createTime.getTime() + k * STEP_DAYS * DAY),
    }));
  });
  await tx.insert(projectStep).values(steps);
  await tx
    .insert(projectMember)
    .values([
      ...rows.map((p) => ({ projectId: p.id, userId: p.managerId, tenantId: t, role: 'lead' })),
      ...rows
        .filter((_, i) => i % 3 === 0)
        .map((p) => ({ projectId: p.id, userId: analyst, tenantId: t, role: 'member' })),
      ...rows
        .filter((p) => p.stage >= 2 && p.stage !== 9)
        .map((p) => ({ projectId: p.id, userId: partner, tenantId: t, role: 'reviewer' })),
    ])
    .onConflictDoNothing();

  await tx.insert(companyRegistry).values(
    rows.slice(0, 12).map((p, i) => ({
      tenantId: t,
      companyName: p.companyName,
      legalName: p.companyName,
      registeredCapital: 1000 + i * 250,
      legalRepresentative: ['王磊', '刘洋', '陈静', '杨帆', '赵敏', '黄伟'][i % 6]!,
      foundingDate: `20${15 + (i % 8)}-0${1 + (i % 9)}-1${i % 9}`,
      status: '存续',
      industry: p.industry,
      region: i % 4 === 0 ? '北京' : p.region,
    })),
  );

  // Two held meetings with decisions and scores, and one upcoming with reserve projects on its agenda.
  const meetings = [
    {
      id: nextId(),
      title: '第45期投委会例会',
      start: atTwoPm(now - 14 * DAY),
      status: 2,
      minutes: '审议星海半导体、康达生物等项目，结论见议程。',
    },
    {
      id: nextId(),
      title: '第46期投委会例会',
      start: atTwoPm(now - 7 * DAY),
      status: 2,
      minutes: '审议风电科技、数据盾等项目。',
    },
    { id: nextId(), title: '第47期投委会例会', start: atTwoPm(now + 2 * DAY), status: 1, minutes: '' },
  ];
  await tx.insert(meeting).values(
    meetings.map((m) => ({
      id: m.id,
      tenantId: t,
      title: m.title,
      startTime: new Date(m.start),
      endTime: new Date(m.start + 2 * 3_600_000),
      place: '总部 3 楼会议室',
      hostId: partner,
      status: m.status,
      minutes: m.minutes,
      createUser: manager,
    })),
  );
  await tx
    .insert(meetingAttendee)
    .values(
      meetings.flatMap((m) => [partner, manager, analyst, itadmin].map((userId) => ({ meetingId: m.id, userId }))),
    );
  const committee = rows.filter((p) => p.stage === 3);
  const reserve = rows.filter((p) => p.stage === 0).slice(0, 3);
  await tx.insert(meetingProject).values([
    ...committee.map((p, i) => ({
      meetingId: meetings[i % 2]!.id,
      projectId: p.id,
      decision: 1,
      remark: '同意进入投资决策',
      sort: i + 1,
    })),
    ...reserve.map((p, i) => ({ meetingId: meetings[2]!.id, projectId: p.id, sort: i + 1 })),
  ]);
  const criteria = ['team', 'market', 'product', 'business', 'finance', 'valuation'];
  const scoreRows = committee.flatMap((p, i) =>
    [partner, itadmin].map((userId, j) => {
      const scores = Object.fromEntries(criteria.map((c, k) => [c, 5 + ((i + j + k) % 5)]));
      const total = Math.round((Object.values(scores).reduce((x, y) => x + y, 0) / criteria.length) * 100) / 100;
      return {
        tenantId: t,
        projectId: p.id,
        meetingId: meetings[i % 2]!.id,
        userId,
        scores,
        total,
        comment: j === 0 ? '团队扎实，赛道清晰' : '估值略高',
      };
    }),
  );
  await tx.insert(score).values(scoreRows);
  for (const p of committee) {
    const mine = scoreRows.filter((s) => s.projectId === p.id);
    await tx
      .update(project)
      .set({ score: Math.round((mine.reduce((x, s) => x + s.total, 0) / mine.length) * 100) / 100 })
      .where(eq(project.id, p.id));
  }

  // Finished investment decisions for invested projects; two applications waiting.
  const approvals: (typeof approval.$inferInsert)[] = [];
  const approvalSteps: (typeof approvalStep.$inferInsert)[] = [];
  for (const p of rows.filter((x) => x.stage === 4 || x.stage === 5)) {
    const id = nextId();
    // Decided in the days before the project moved to 投资 (its fifth step).
    const investedAt = p.createTime.getTime() + 4 * STEP_DAYS * DAY;
    approvals.push({
      id,
      tenantId: t,
      projectId: p.id,
      type: 2,
      title: `${p.name} 投资决策`,
      reason: '投委会通过',
      applicantId: p.managerId,
      status: 1,
      currentStep: 0,
      createTime: new Date(investedAt - 3 * DAY),
      finishTime: new Date(investedAt - DAY),
    });
    approvalSteps.push(
      {
        approvalId: id,
        seq: 1,
        approverId: partner,
        decision: 1,
        comment: '同意',
        decidedAt: new Date(investedAt - 2 * DAY),
      },
      {
        approvalId: id,
        seq: 2,
        approverId: itadmin,
        decision: 1,
        comment: '同意',
        decidedAt: new Date(investedAt - DAY),
      },
    );
  }
  const waiting = [
    { p: committee[0]!, type: 2, title: '投资决策', approver: partner },
    { p: reserve[0]!, type: 1, title: '立项', approver: partner },
  ];
  for (const w of waiting) {
    const id = nextId();
    approvals.push({
      id,
      tenantId: t,
      projectId: w.p.id,
      type: w.type,
      title: `${w.p.name} ${w.title}`,
      reason: '请审阅',
      applicantId: manager,
      status: 0,
      currentStep: 1,
    });
    approvalSteps.push({ approvalId: id, seq: 1, approverId: w.approver });
  }
  await tx.insert(approval).values(approvals);
  await tx.insert(approvalStep).values(approvalSteps);
}
