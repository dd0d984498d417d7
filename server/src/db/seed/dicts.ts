/** The product's dictionaries (product.md): code, names, and items as [key, zh, en]. */
export type SeedDict = { code: string; name: string; nameEn: string; items: [string, string, string][] };

export const SEED_DICTS: SeedDict[] = [
  {
    code: 'project_stage',
    name: '项目阶段',
    nameEn: 'Project stage',
    items: [
      ['0', '储备', 'Reserve'],
      ['1', '立项', 'Initiated'],
      ['2', '尽调', 'Due diligence'],
      ['3', '投决', 'Committee'],
      ['4', '已投', 'Invested'],
      ['5', '退出', 'Exited'],
      ['9', '终止', 'Terminated'],
    ],
  },
  {
    code: 'industry',
    name: '行业',
    nameEn: 'Industry',
    items: [
      ['1', '人工智能', 'Artificial intelligence'],
      ['2', '半导体', 'Semiconductors'],
      ['3', '医疗健康', 'Healthcare'],
      ['4', '新能源', 'New energy'],
      ['5', '企业服务', 'Enterprise software'],
      ['6', '消费', 'Consumer'],
      ['7', '先进制造', 'Advanced manufacturing'],
      ['8', '金融科技', 'Fintech'],
    ],
  },
  {
    code: 'round',
    name: '融资轮次',
    nameEn: 'Round',
    items: [
      ['seed', '种子轮', 'Seed'],
      ['angel', '天使轮', 'Angel'],
      ['pre_a', 'Pre-A轮', 'Pre-A'],
      ['a', 'A轮', 'Series A'],
      ['b', 'B轮', 'Series B'],
      ['c', 'C轮', 'Series C'],
      ['d', 'D轮及以后', 'Series D and later'],
      ['pre_ipo', 'Pre-IPO', 'Pre-IPO'],
      ['strategic', '战略投资', 'Strategic'],
    ],
  },
  {
    code: 'currency',
    name: '币种',
    nameEn: 'Currency',
    items: [
      ['CNY', '人民币', 'Renminbi'],
      ['USD', '美元', 'US dollar'],
      ['HKD', '港币', 'Hong Kong dollar'],
      ['EUR', '欧元', 'Euro'],
    ],
  },
  {
    code: 'fund_status',
    name: '基金状态',
    nameEn: 'Fund status',
    items: [
      ['1', '募集中', 'Raising'],
      ['2', '投资期', 'Investing'],
      ['3', '退出期', 'Exiting'],
      ['4', '已清算', 'Closed'],
    ],
  },
  {
    code: 'project_source',
    name: '项目来源',
    nameEn: 'Project source',
    items: [
      ['1', '自有渠道', 'Own network'],
      ['2', 'FA推荐', 'Advisor referral'],
      ['3', '合作机构', 'Partner institution'],
      ['4', '路演活动', 'Roadshow'],
      ['9', '其他', 'Other'],
    ],
  },
  {
    code: 'file_category',
    name: '文件类别',
    nameEn: 'File category',
    items: [
      ['1', '商业计划书', 'Business plan'],
      ['2', '尽调报告', 'Due-diligence report'],
      ['3', '投资条款', 'Term sheet'],
      ['4', '投资协议', 'Agreement'],
      ['9', '其他', 'Other'],
    ],
  },
  {
    code: 'score_criteria',
    name: '评分维度',
    nameEn: 'Score criteria',
    items: [
      ['team', '团队', 'Team'],
      ['market', '市场', 'Market'],
      ['product', '产品与技术', 'Product and technology'],
      ['business', '商业模式', 'Business model'],
      ['finance', '财务', 'Financials'],
      ['valuation', '估值', 'Valuation'],
    ],
  },
  {
    code: 'project_attr',
    name: '项目属性',
    nameEn: 'Project attributes',
    items: [
      ['employees', '员工人数', 'Employees'],
      ['revenue', '年营收（万元）', 'Annual revenue (10k CNY)'],
      ['patents', '专利数量', 'Patents'],
      ['website', '官网', 'Website'],
    ],
  },
  {
    code: 'member_role',
    name: '项目成员角色',
    nameEn: 'Project member role',
    items: [
      ['lead', '负责人', 'Lead'],
      ['member', '成员', 'Member'],
      ['reviewer', '复核人', 'Reviewer'],
    ],
  },
  {
    code: 'meeting_status',
    name: '例会状态',
    nameEn: 'Meeting status',
    items: [
      ['1', '已安排', 'Scheduled'],
      ['2', '已召开', 'Held'],
      ['3', '已取消', 'Cancelled'],
    ],
  },
  {
    code: 'meeting_decision',
    name: '例会决议',
    nameEn: 'Meeting decision',
    items: [
      ['1', '通过', 'Pass'],
      ['2', '继续跟进', 'Follow up'],
      ['3', '否决', 'Reject'],
    ],
  },
  {
    code: 'approval_type',
    name: '审批类型',
    nameEn: 'Approval type',
    items: [
      ['1', '立项', 'Initiation'],
      ['2', '投资决策', 'Investment decision'],
      ['3', '退出', 'Exit'],
    ],
  },
  {
    code: 'approval_status',
    name: '审批状态',
    nameEn: 'Approval status',
    items: [
      ['0', '审批中', 'Pending'],
      ['1', '已通过', 'Approved'],
      ['2', '已驳回', 'Rejected'],
      ['3', '已撤回', 'Withdrawn'],
    ],
  },
  {
    code: 'sex',
    name: '性别',
    nameEn: 'Sex',
    items: [
      ['1', '男', 'Male'],
      ['2', '女', 'Female'],
      ['0', '未知', 'Unknown'],
    ],
  },
  {
    code: 'yes_no',
    name: '是否',
    nameEn: 'Yes or no',
    items: [
      ['1', '是', 'Yes'],
      ['0', '否', 'No'],
    ],
  },
  {
    code: 'flow',
    name: '流程类型',
    nameEn: 'Workflow',
    // Remarks (the routes of each process's pages) are set by the flow seed step (seed/flow.ts).
    items: [
      ['1', '请假流程', 'Leave request'],
      ['2', '项目审批', 'Project approval'],
    ],
  },
];
