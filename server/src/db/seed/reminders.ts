/** Sample reminders each seeded user finds in the bell on first start: [type, eventKey, zh message]. */
export const SAMPLE_REMINDERS: [type: 0 | 1 | 2, eventKey: string, msg: string][] = [
  [0, 'approval', '请审阅「智算云」项目的立项申请'],
  [0, 'approval', '「星海半导体」投资决策审批等待您处理'],
  [0, 'meeting', '请为本周五投委会例会准备项目材料'],
  [1, 'meeting', '投委会例会时间调整为周五 14:00'],
  [1, 'system', '李娜将您加入了「绿能储能」项目团队'],
  [1, 'system', '陈建国评论了「医联科技」尽调报告'],
  [1, 'system', '「数智物流」项目已进入尽调阶段'],
  [2, 'system', '系统将于本周六 22:00 至 23:00 进行维护升级'],
  [2, 'system', '2026 年第四季度投后管理报告模板已更新'],
  [2, 'system', '请于月底前完成个人信息中的手机号码核对'],
  [2, 'system', '新版项目评分维度已启用'],
  [2, 'system', '基金年度审计资料收集通知'],
  [2, 'system', '信息安全培训将于下周二举行'],
  [2, 'system', '欢迎使用投资项目管理系统'],
];
