import {
  pgTable,
  varchar,
  integer,
  numeric,
  text,
  uniqueIndex,
  index,
  date,
  jsonb,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns, bigId, primaryId, ts } from '../columns.js';

/** Amounts are in units of ten thousand (万元), kept exactly as decimals. */
const amount = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });

export const fund = pgTable(
  'biz_fund',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    /** Dictionary `currency`. */
    currency: varchar('currency', { length: 8 }).notNull().default('CNY'),
    size: amount('size').notNull().default(0),
    vintageYear: integer('vintage_year').notNull(),
    /** Dictionary `fund_status`. */
    status: varchar('status', { length: 8 }).notNull().default('1'),
    managerId: bigId('manager_id'),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('biz_fund_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`is_deleted = 0`),
  ],
);

export const project = pgTable(
  'biz_project',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    uuid: varchar('uuid', { length: 36 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    companyName: varchar('company_name', { length: 200 }).notNull(),
    /** Dictionaries `industry`, `round`, `project_stage`, `project_source`. */
    industry: varchar('industry', { length: 16 }).notNull().default(''),
    region: varchar('region', { length: 64 }).notNull().default(''),
    round: varchar('round', { length: 16 }).notNull().default(''),
    stage: integer('stage').notNull().default(0),
    source: varchar('source', { length: 16 }).notNull().default(''),
    isKey: integer('is_key').notNull().default(0),
    fundId: bigId('fund_id'),
    managerId: bigId('manager_id').notNull(),
    amountMin: amount('amount_min'),
    amountMax: amount('amount_max'),
    valuation: amount('valuation'),
    /** Percent of the company the fund takes. */
    shareRatio: numeric('share_ratio', { precision: 5, scale: 2, mode: 'number' }),
    /** Invested amount once invested (万元). */
    investedAmount: amount('invested_amount'),
    description: text('description').notNull().default(''),
    /** Average of the committee's scores. */
    score: numeric('score', { precision: 4, scale: 2, mode: 'number' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('biz_project_name_uq')
      .on(t.tenantId, t.name)
      .where(sql`is_deleted = 0`),
    uniqueIndex('biz_project_uuid_uq').on(t.uuid),
    // Trigram indexes serve the "contains" searches (keyword, name, company) of three or more characters.
    index('biz_project_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('biz_project_company_trgm_idx').using('gin', sql`${t.companyName} gin_trgm_ops`),
    // Partial on live rows, so that page counts are index-only scans.
    index('biz_project_live_idx')
      .on(t.tenantId, t.id)
      .where(sql`is_deleted = 0`),
    index('biz_project_stage_idx')
      .on(t.tenantId, t.stage, t.id)
      .where(sql`is_deleted = 0`),
    // The list's sorts, newest first, each with the id that breaks ties (issue 11): a page walks
    // the index in order and stops after its rows instead of sorting every match.
    index('biz_project_update_time_idx')
      .on(t.tenantId, t.updateTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_deleted = 0`),
    index('biz_project_create_time_idx')
      .on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_deleted = 0`),
    index('biz_project_valuation_idx')
      .on(t.tenantId, t.valuation.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_deleted = 0`),
    // With the planned maximum too, so that an amount range's page and its count are index-only
    // scans: deep pages skip hundreds of rows without reading the table (drizzle has no INCLUDE;
    // a last key after the unique id orders nothing).
    index('biz_project_amount_min_idx')
      .on(t.tenantId, t.amountMin, t.id.desc().nullsFirst(), t.amountMax)
      .where(sql`is_deleted = 0`),
    // Key projects (the 重点项目 page) are few: their rows and their count, alone or by round, come
    // from this index instead of a scan of the table (found by the pipeline bench's EXPLAIN check).
    index('biz_project_key_round_idx')
      .on(t.tenantId, t.isKey, t.round, t.id)
      .where(sql`is_deleted = 0`),
    // 重点项目 sorted by creation, with or without a round: the general creation index would filter
    // past every project that is not key (and not of that round) to fill a page.
    index('biz_project_key_create_time_idx')
      .on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_deleted = 0 and is_key = 1`),
    // One industry's projects by last update (a sector team's view; the pipeline bench's filtered
    // page): the general update-time index filtered past 1,200 rows of other industries for 20.
    index('biz_project_industry_update_time_idx')
      .on(t.tenantId, t.industry, t.updateTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_deleted = 0`),
    index('biz_project_fund_idx').on(t.fundId),
    index('biz_project_manager_idx').on(t.tenantId, t.managerId),
  ],
);

/**
 * How many live projects each tenant has per stage, industry, round and key mark, kept exact by
 * triggers on `biz_project` in the writing transaction (migration 0016): a page filtered by these
 * alone (or not at all) reads its exact total from a few rows instead of counting projects.
 */
export const projectCount = pgTable(
  'biz_project_count',
  {
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    stage: integer('stage').notNull(),
    industry: varchar('industry', { length: 16 }).notNull(),
    round: varchar('round', { length: 16 }).notNull(),
    isKey: integer('is_key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.stage, t.industry, t.round, t.isKey] })],
);

/**
 * The live projects' amounts per tenant, industry, fund (0: none) and whether invested, kept exact
 * by triggers on `biz_project` in the writing transaction (migration 0018), as `biz_project_count`
 * keeps the counts: the home charts' amounts by fund and by industry read a few rows instead of
 * every project. The currency is not kept: it is the fund's, joined when read, so a fund's
 * currency change moves nothing here.
 */
export const projectAmount = pgTable(
  'biz_project_amount',
  {
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    industry: varchar('industry', { length: 16 }).notNull(),
    fundId: bigId('fund_id').notNull(),
    /** 1: the projects have an invested amount. */
    invested: integer('invested').notNull(),
    n: integer('n').notNull(),
    /** Sum of the invested amounts. */
    investedSum: numeric('invested_sum', { mode: 'number' }).notNull(),
    /** Sum of the planned maximum amounts. */
    plannedSum: numeric('planned_sum', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.industry, t.fundId, t.invested] })],
);

/** Every stage change: from, to, who, when, why. */
export const projectStep = pgTable(
  'biz_project_step',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    projectId: bigId('project_id').notNull(),
    fromStage: integer('from_stage'),
    toStage: integer('to_stage').notNull(),
    userId: bigId('user_id').notNull(),
    comment: varchar('comment', { length: 1000 }).notNull().default(''),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('biz_project_step_project_idx').on(t.projectId, t.createTime)],
);

export const projectMember = pgTable(
  'biz_project_member',
  {
    projectId: bigId('project_id').notNull(),
    userId: bigId('user_id').notNull(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    /** Dictionary `member_role`: lead, member, reviewer. */
    role: varchar('role', { length: 16 }).notNull().default('member'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('biz_project_member_user_idx').on(t.userId)],
);

export const projectFile = pgTable(
  'biz_project_file',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    projectId: bigId('project_id').notNull(),
    attachId: bigId('attach_id').notNull(),
    /** Dictionary `file_category`. */
    category: varchar('category', { length: 8 }).notNull(),
    stage: integer('stage').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    ...auditColumns(),
  },
  (t) => [index('biz_project_file_project_idx').on(t.projectId)],
);

export const projectResume = pgTable(
  'biz_project_resume',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    projectId: bigId('project_id').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    position: varchar('position', { length: 64 }).notNull().default(''),
    education: varchar('education', { length: 500 }).notNull().default(''),
    experience: text('experience').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [index('biz_project_resume_project_idx').on(t.projectId)],
);

export const projectAttr = pgTable(
  'biz_project_attr',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    projectId: bigId('project_id').notNull(),
    /** Dictionary `project_attr`. */
    attrKey: varchar('attr_key', { length: 64 }).notNull(),
    attrValue: varchar('attr_value', { length: 500 }).notNull(),
  },
  (t) => [uniqueIndex('biz_project_attr_uq').on(t.projectId, t.attrKey)],
);

/** The embedded company registry: facts an administrator records, compared with what projects declare. */
export const companyRegistry = pgTable(
  'biz_company_registry',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    companyName: varchar('company_name', { length: 200 }).notNull(),
    legalName: varchar('legal_name', { length: 200 }).notNull(),
    registeredCapital: amount('registered_capital'),
    legalRepresentative: varchar('legal_representative', { length: 64 }).notNull().default(''),
    foundingDate: date('founding_date', { mode: 'string' }),
    status: varchar('status', { length: 32 }).notNull().default(''),
    industry: varchar('industry', { length: 16 }).notNull().default(''),
    region: varchar('region', { length: 64 }).notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('biz_company_registry_uq')
      .on(t.tenantId, t.companyName)
      .where(sql`is_deleted = 0`),
  ],
);

export const meeting = pgTable(
  'biz_meeting',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
    place: varchar('place', { length: 200 }).notNull().default(''),
    hostId: bigId('host_id').notNull(),
    /** Dictionary `meeting_status`: 1 scheduled, 2 held, 3 cancelled. */
    status: integer('status').notNull().default(1),
    minutes: text('minutes').notNull().default(''),
    /** When the day-before reminder went out (so it goes once). */
    remindedAt: ts('reminded_at'),
    ...auditColumns(),
  },
  (t) => [index('biz_meeting_time_idx').on(t.tenantId, t.startTime)],
);

export const meetingAttendee = pgTable(
  'biz_meeting_attendee',
  {
    meetingId: bigId('meeting_id').notNull(),
    userId: bigId('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] }), index('biz_meeting_attendee_user_idx').on(t.userId)],
);

/** A project on a meeting's agenda, with the meeting's decision about it. */
export const meetingProject = pgTable(
  'biz_meeting_project',
  {
    id: primaryId(),
    meetingId: bigId('meeting_id').notNull(),
    projectId: bigId('project_id').notNull(),
    /** Dictionary `meeting_decision`: 1 pass, 2 follow up, 3 reject; null until decided. */
    decision: integer('decision'),
    remark: varchar('remark', { length: 1000 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('biz_meeting_project_uq').on(t.meetingId, t.projectId),
    index('biz_meeting_project_project_idx').on(t.projectId),
  ],
);

/** A committee member's scores of a project on the `score_criteria` dictionary (1–10 each). */
export const score = pgTable(
  'biz_score',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    projectId: bigId('project_id').notNull(),
    meetingId: bigId('meeting_id').notNull(),
    userId: bigId('user_id').notNull(),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    total: numeric('total', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    comment: varchar('comment', { length: 2000 }).notNull().default(''),
    createTime: ts('create_time').notNull().defaultNow(),
    updateTime: ts('update_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('biz_score_uq').on(t.projectId, t.meetingId, t.userId)],
);

export const approval = pgTable(
  'biz_approval',
  {
    id: primaryId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    projectId: bigId('project_id').notNull(),
    /** Dictionary `approval_type`: 1 initiation, 2 investment decision, 3 exit. */
    type: integer('type').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    reason: varchar('reason', { length: 2000 }).notNull().default(''),
    applicantId: bigId('applicant_id').notNull(),
    /** Dictionary `approval_status`: 0 pending, 1 approved, 2 rejected, 3 withdrawn. */
    status: integer('status').notNull().default(0),
    /** The position (from 1) of the step waiting for a decision; 0 once finished. */
    currentStep: integer('current_step').notNull().default(1),
    createTime: ts('create_time').notNull().defaultNow(),
    finishTime: ts('finish_time'),
    /**
     * The instance of the project-approval process that runs it; its status, steps and outcome are
     * read from there. `status`, `current_step`, `finish_time` and biz_approval_step are the
     * ordered-approver engine's, kept as they were when the rows moved onto the workflow engine.
     */
    processInstanceId: bigId('process_instance_id'),
  },
  (t) => [
    index('biz_approval_project_idx').on(t.projectId),
    uniqueIndex('biz_approval_instance_uq').on(t.processInstanceId),
    index('biz_approval_applicant_idx').on(t.tenantId, t.applicantId),
  ],
);

export const approvalStep = pgTable(
  'biz_approval_step',
  {
    id: primaryId(),
    approvalId: bigId('approval_id').notNull(),
    seq: integer('seq').notNull(),
    approverId: bigId('approver_id').notNull(),
    /** null while waiting; 1 approved, 2 rejected. */
    decision: integer('decision'),
    comment: varchar('comment', { length: 1000 }).notNull().default(''),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('biz_approval_step_uq').on(t.approvalId, t.seq),
    index('biz_approval_step_approver_idx').on(t.approverId),
  ],
);
