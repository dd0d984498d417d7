/** Every message the server sends to a person, in both of the console's languages. */
export const messages = {
  ok: { zh: '操作成功', en: 'Success' },
  unknownError: { zh: '未知错误', en: 'Unknown error' },
  internalError: { zh: '服务器内部错误，请稍后再试', en: 'Internal server error, please try again later' },
  serviceUnavailable: {
    zh: '服务暂时不可用，请稍后再试',
    en: 'Service temporarily unavailable, please try again later',
  },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource does not exist' },
  badRequest: { zh: '请求参数不正确', en: 'Invalid request parameters' },
  invalidField: { zh: '参数 {field} 不正确', en: 'Parameter {field} is invalid' },
  requiredField: { zh: '参数 {field} 不能为空', en: 'Parameter {field} is required' },
  tooLongField: { zh: '参数 {field} 过长（最多 {max}）', en: 'Parameter {field} is too long (at most {max})' },
  tooShortField: { zh: '参数 {field} 过短（至少 {min}）', en: 'Parameter {field} is too short (at least {min})' },
  tooLargeField: { zh: '参数 {field} 不能大于 {max}', en: 'Parameter {field} must be at most {max}' },
  tooSmallField: { zh: '参数 {field} 不能小于 {min}', en: 'Parameter {field} must be at least {min}' },
  unknownSortField: { zh: '不支持按 {field} 排序', en: 'Sorting by {field} is not supported' },
  tooManyRequests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  payloadTooLarge: { zh: '请求内容过大', en: 'Request body is too large' },
  unsupportedMediaType: { zh: '不支持的请求内容类型', en: 'Unsupported content type' },
  forbiddenCharacter: {
    zh: '参数 {field} 含有不允许的字符（如 NUL）',
    en: 'Parameter {field} contains a character that is not allowed (such as NUL)',
  },
  invalidEncoding: { zh: '请求参数不是有效的 UTF-8 编码', en: 'The request parameters are not valid UTF-8' },
  bodyTooDeep: {
    zh: '请求参数嵌套过深（最多 {max} 层）',
    en: 'The request body is nested too deeply (at most {max} levels)',
  },
  uploadMalformed: { zh: '上传的内容格式不正确或不完整', en: 'The upload is malformed or incomplete' },

  clientMissing: { zh: '缺少客户端认证信息', en: 'Client authentication is missing' },
  clientInvalid: { zh: '客户端认证失败', en: 'Client authentication failed' },
  grantNotAllowed: { zh: '该客户端不允许此授权类型', en: 'This client may not use this grant type' },
  unsupportedGrant: { zh: '不支持的授权类型：{grant}', en: 'Unsupported grant type: {grant}' },
  tokenMissing: { zh: '请先登录', en: 'Please sign in first' },
  tokenInvalid: { zh: '登录已失效，请重新登录', en: 'Your session has expired, please sign in again' },
  forbidden: { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },

  accountRequired: { zh: '请输入账号', en: 'Please enter the account' },
  passwordRequired: { zh: '请输入密码', en: 'Please enter the password' },
  badCredentials: { zh: '用户名或密码不正确', en: 'Wrong account or password' },
  tenantUnknown: { zh: '租户不存在', en: 'The tenant does not exist' },
  tenantDisabled: { zh: '租户已停用', en: 'The tenant is disabled' },
  tenantExpired: { zh: '租户授权已过期，请联系管理员', en: 'The tenant has expired, please contact the administrator' },
  userDisabled: { zh: '账号已停用', en: 'The account is disabled' },
  userPending: { zh: '账号正在等待管理员审核', en: 'The account is waiting for administrator approval' },
  tooManyFailures: { zh: '用户登录失败次数过多，请稍后再试', en: 'Too many failed sign-ins, try again later' },
  captchaRequired: { zh: '请输入验证码', en: 'Please enter the captcha' },
  captchaInvalid: { zh: '验证码不正确或已过期', en: 'The captcha is wrong or has expired' },
  passwordGrantDisabled: {
    zh: '已开启验证码登录，请输入验证码',
    en: 'Captcha sign-in is on: please enter the captcha',
  },
  refreshInvalid: {
    zh: '刷新令牌无效或已过期，请重新登录',
    en: 'The refresh token is invalid or has expired, please sign in again',
  },
  refreshReused: {
    zh: '刷新令牌已被使用，为安全起见该会话已注销，请重新登录',
    en: 'The refresh token was already used; for safety the session was ended, please sign in again',
  },
  fileRequired: { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  fileTypeNotAllowed: { zh: '不支持上传 .{ext} 类型的文件', en: 'Files of type .{ext} cannot be uploaded' },
  oldPasswordWrong: { zh: '原密码不正确', en: 'The current password is wrong' },
  passwordsDiffer: { zh: '两次密码输入不一致', en: 'The two passwords do not match' },
  passwordUnchanged: { zh: '新密码不能与原密码相同', en: 'The new password must differ from the current one' },
  phoneEmpty: { zh: '手机号码不能为空', en: 'The mobile number cannot be empty' },
  phoneLength: { zh: '手机号码长度不为11位', en: 'The mobile number must have 11 digits' },
  phoneFormat: { zh: '手机号码格式不正确', en: 'The mobile number is not valid' },
  emailFormat: { zh: '邮箱格式不正确', en: 'The email address is not valid' },
  duplicate: { zh: '数据已存在，请勿重复提交', en: 'This record already exists' },
  dictCodeExists: { zh: '字典编号 {code} 已存在', en: 'Dictionary code {code} already exists' },
  dictKeyExists: { zh: '字典 {code} 中已存在键值 {key}', en: 'Key {key} already exists in dictionary {code}' },
  dictSealed: { zh: '封存的字典不能删除：{name}', en: 'A sealed dictionary cannot be deleted: {name}' },
  dictSealedCode: { zh: '封存的字典不能修改编号', en: 'The code of a sealed dictionary cannot be changed' },
  noticeNotFound: { zh: '通知不存在或已删除', en: 'The notice does not exist or was deleted' },
  noticeRolesRequired: {
    zh: '请选择接收通知的角色（或改为发送给全部用户）',
    en: 'Choose the roles to notify (or send it to all users)',
  },
  noticeRoleUnknown: { zh: '所选角色不存在', en: 'A chosen role does not exist' },
  noticePublishedReadOnly: {
    zh: '已发布的通知不能修改，请先撤回',
    en: 'A published notice cannot be edited; withdraw it first',
  },
  noticeAlreadyPublished: { zh: '该通知已发布', en: 'This notice is already published' },
  noticeNotPublished: { zh: '只有已发布的通知可以撤回', en: 'Only a published notice can be withdrawn' },
  paramKeyExists: { zh: '参数键 {key} 已存在', en: 'Parameter key {key} already exists' },
  roleAliasExists: { zh: '角色编号 {alias} 已存在', en: 'Role code {alias} already exists' },
  roleAliasReserved: { zh: '角色编号 {alias} 为系统保留', en: 'Role code {alias} is reserved' },
  roleInUse: { zh: '角色「{name}」下仍有用户，不能删除', en: 'Role "{name}" still has users and cannot be deleted' },
  hasChildren: { zh: '「{name}」下仍有下级，请先删除下级', en: '"{name}" still has children; delete them first' },
  parentInvalid: {
    zh: '上级不能是自己或自己的下级',
    en: 'The parent cannot be the record itself or one of its children',
  },
  grantBeyondOwn: {
    zh: '只能授予您自己拥有的菜单和按钮',
    en: 'You can only grant menus and buttons you hold yourself',
  },
  menuCodeExists: { zh: '菜单编号 {code} 已存在', en: 'Menu code {code} already exists' },
  buttonNeedsMenu: { zh: '按钮必须挂在菜单下', en: 'A button must belong to a menu' },
  superOnly: {
    zh: '菜单、顶部菜单和租户只能由超级管理员维护',
    en: 'Only the super administrator maintains menus, top menus and tenants',
  },
  accountExists: { zh: '账号 {account} 已存在', en: 'Account {account} already exists' },
  passwordRequiredForNew: { zh: '新用户必须设置密码', en: 'A new user needs a password' },
  quotaReached: { zh: '租户账号数量已达上限（{max}）', en: 'The tenant has reached its account quota ({max})' },
  notOnYourself: { zh: '不能对自己执行此操作', en: 'You cannot do this to your own account' },
  accountBeyondOwnRights: {
    zh: '不能管理拥有您所不具备权限的账号',
    en: 'You cannot manage an account that holds rights you do not hold',
  },
  roleBeyondOwnRights: {
    zh: '不能授予超出您自身权限的角色',
    en: 'You cannot give a role that grants rights you do not hold',
  },
  passwordChangeRequired: {
    zh: '您的密码已被管理员重置，请先修改密码',
    en: 'Your password was reset by an administrator: change it before you continue',
  },
  roleNotFound: { zh: '角色不存在', en: 'The role does not exist' },
  notPending: { zh: '只能审核待审核的注册', en: 'Only pending registrations can be reviewed' },
  domainExists: { zh: '域名 {domain} 已被其他租户使用', en: 'Domain {domain} is used by another tenant' },
  tenantAdminRequired: {
    zh: '新租户需要设置管理员账号和密码',
    en: 'A new tenant needs an administrator account and password',
  },
  defaultTenantFixed: { zh: '默认租户不能删除', en: 'The default tenant cannot be deleted' },
  fundCodeExists: { zh: '基金编号 {code} 已存在', en: 'Fund code {code} already exists' },
  fundInUse: {
    zh: '基金「{name}」下仍有 {count} 个项目，不能删除',
    en: 'Fund "{name}" still has {count} projects and cannot be deleted',
  },
  userNotFound: { zh: '用户不存在', en: 'The user does not exist' },
  fundNotFound: { zh: '基金不存在', en: 'The fund does not exist' },
  dictValueInvalid: {
    zh: '{field} 的取值 {value} 不在字典中',
    en: 'Value {value} of {field} is not in the dictionary',
  },
  projectNameExists: { zh: '项目名称「{name}」已存在', en: 'A project named "{name}" already exists' },
  projectReadOnly: { zh: '已退出或已终止的项目只读', en: 'Exited or terminated projects are read only' },
  projectNotEditor: {
    zh: '只有项目负责人、成员和管理员可以修改项目',
    en: 'Only the project manager, members and administrators may change a project',
  },
  stageNotAllowed: { zh: '项目不能从「{from}」推进到「{to}」', en: 'A project cannot move from {from} to {to}' },
  investNeedsApproval: {
    zh: '推进到已投需要一个已通过的投资决策审批',
    en: 'Moving to invested needs an approved investment-decision approval',
  },
  investedAmountRequired: { zh: '请填写实际投资金额（万元）', en: 'Please enter the invested amount (10k CNY)' },
  approvalStageMismatch: {
    zh: '项目当前阶段不能发起此类审批（立项需储备、投资决策需投决、退出需已投）',
    en: 'The project is not at the stage for this approval (initiation: reserve; investment decision: committee; exit: invested)',
  },
  approvalPending: {
    zh: '该项目已有一个同类审批正在进行',
    en: 'This project already has a pending approval of this kind',
  },
  approversInvalid: {
    zh: '审批人不能重复，也不能是申请人自己',
    en: 'Approvers must differ from each other and from the applicant',
  },
  approvalFinished: { zh: '该审批已结束', en: 'This approval has already finished' },
  flowStepFailed: { zh: '流程无法继续：{reason}', en: 'The process cannot go on: {reason}' },
  flowTaskDone: { zh: '该任务已被处理', en: 'This task has already been handled' },
  flowTaskClaimed: { zh: '该任务已被签收', en: 'This task has already been claimed' },
  flowNotCandidate: { zh: '您不是该任务的候选人，不能签收', en: 'You are not a candidate for this task' },
  flowNotAssignee: {
    zh: '只有任务的办理人可以办理（候选任务请先签收）',
    en: 'Only the assignee may complete this task (claim it first)',
  },
  flowNotApplicant: { zh: '只有申请人可以撤回', en: 'Only the applicant may withdraw' },
  flowInstanceEnded: { zh: '该流程已结束', en: 'This process has already ended' },
  flowWithdrawTooLate: {
    zh: '下一环节已开始处理，不能撤回',
    en: 'The next step has already been acted on; it can no longer be withdrawn',
  },
  flowVariableTaken: {
    zh: '流程变量 {name} 已存在，不能修改',
    en: 'The process variable {name} is already set and cannot be changed',
  },
  flowDiagramInvalidAt: {
    zh: '流程图第 {line} 行有误：{reason}',
    en: 'The diagram is invalid at line {line}: {reason}',
  },
  flowDiagramInvalid: { zh: '流程图有误：{reason}', en: 'The diagram is invalid: {reason}' },
  flowTimerCycle: {
    zh: '不支持循环定时（timeCycle）：{element}，请改用时长（timeDuration）或日期（timeDate）',
    en: 'Repeating timers (timeCycle) are not supported: {element}; use a duration (timeDuration) or a date (timeDate)',
  },
  flowDeploymentInUse: {
    zh: '该部署还有运行中的流程，不能删除',
    en: 'The deployment still has running processes and cannot be deleted',
  },
  flowDefinitionSuspended: { zh: '该流程已挂起，不能发起', en: 'This process is suspended and cannot be started' },
  flowDefinitionMissing: {
    zh: '该流程尚未部署，请联系管理员',
    en: 'This process is not deployed yet; ask an administrator',
  },
  flowUploadMalformed: { zh: '上传的内容格式不正确或不完整', en: 'The upload is malformed or incomplete' },
  flowTaskDelegated: {
    zh: '该任务已委托他人处理，请等待对方答复',
    en: 'This task is delegated; wait for the delegate to answer',
  },
  flowReturnTarget: {
    zh: '只能退回到本流程已经办理过的环节',
    en: 'A task can only be returned to a step this process has already passed',
  },
  flowLinkInvalid: { zh: '审批链接无效', en: 'This approval link is not valid' },
  flowLinkExpired: { zh: '审批链接已过期', en: 'This approval link has expired' },
  flowLinkUsed: { zh: '审批链接已使用', en: 'This approval link has already been used' },
  flowLinkPassword: { zh: '密码错误', en: 'The password is wrong' },
  flowTransferSelf: { zh: '不能转办给自己', en: 'You cannot transfer a task to yourself' },
  leaveNotAdjusting: {
    zh: '该任务不是请假申请的调整环节',
    en: 'This task is not the adjusting step of a leave request',
  },
  leaveNotLeaveProcess: { zh: '该流程不是请假流程', en: 'This process is not a leave process' },
  leaveEndBeforeStart: { zh: '结束时间必须晚于开始时间', en: 'The end time must be after the start time' },
  leaveOwnApprover: { zh: '审批人不能是自己', en: 'You cannot approve your own request' },
  notCurrentApprover: { zh: '只有当前步骤的审批人可以处理', en: 'Only the approver of the current step can decide' },
  meetingNotScheduled: { zh: '例会已召开或已取消', en: 'The meeting has already been held or cancelled' },
  notOnAgenda: { zh: '该项目不在此例会的议程中', en: "The project is not on this meeting's agenda" },
  notAttendee: { zh: '只有例会参会人可以评分', en: 'Only attendees of the meeting may score' },
  scoreCriteria: {
    zh: '请为每个评分维度打分（{criteria}），每项 1–10 分',
    en: 'Score every criterion ({criteria}) from 1 to 10',
  },
  parentNotFound: { zh: '上级记录不存在', en: 'The parent record does not exist' },
  smsTooFrequent: {
    zh: '验证码发送过于频繁，请 {seconds} 秒后再试',
    en: 'Codes are sent too often; try again in {seconds} seconds',
  },
  smsLimit: { zh: '验证码发送次数过多，请稍后再试', en: 'Too many codes requested; try again later' },
  smsSent: { zh: '验证码已发送', en: 'The code has been sent' },
  smsText: {
    zh: '您的登录验证码为 {code}，5 分钟内有效。',
    en: 'Your sign-in code is {code}; it is valid for 5 minutes.',
  },
  smsCodeInvalid: { zh: '短信验证码不正确或已过期', en: 'The SMS code is wrong or has expired' },
  socialUnknown: { zh: '未配置的第三方登录：{source}', en: 'Unknown third-party sign-in: {source}' },
  socialFailed: { zh: '第三方登录失败，请重试', en: 'Third-party sign-in failed, please try again' },
  socialUnbound: {
    zh: '该第三方账号尚未绑定系统账号，请先注册',
    en: 'This third-party account is not registered yet; please register',
  },
  redirectInvalid: { zh: '回调地址不正确', en: 'The redirect address is not allowed' },
  registerTenantRequired: { zh: '请先输入租户编号', en: 'Please enter the tenant ID first' },
  registerAccountRequired: { zh: '请先输入账号名称', en: 'Please enter the account name first' },
  registerPasswordRequired: { zh: '请先输入密码', en: 'Please enter the password first' },
  registerIdentityInvalid: {
    zh: '第三方身份无效或已注册',
    en: 'The third-party identity is invalid or already registered',
  },
  registerSubmitted: {
    zh: '注册申请已提交,请耐心等待管理员通过!',
    en: 'Registration submitted; please wait for an administrator to approve it!',
  },
  exportTooManyRows: {
    zh: '符合条件的项目有 {count} 个，超过一次导出的上限 {max} 个，请缩小筛选范围',
    en: '{count} projects match, more than the {max} one export may hold; please narrow the filters',
  },
  importFileInvalid: {
    zh: '请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）',
    en: 'Please upload an .xlsx Excel file (the import template is one)',
  },
  importColumnMissing: {
    zh: '文件缺少「{column}」列，请使用导入模板',
    en: 'The file has no "{column}" column; please use the import template',
  },
  importEmpty: { zh: '文件中没有项目行', en: 'The file has no project rows' },
  importTooManyRows: {
    zh: '一次最多导入 {max} 行，文件超过了 {max} 行',
    en: 'One import takes at most {max} rows; the file has more',
  },
  importRejected: {
    zh: '文件中有 {count} 处错误，未导入任何项目',
    en: 'The file has {count} errors; nothing was imported',
  },
  cellRequired: { zh: '必填', en: 'Required' },
  cellTooLong: { zh: '最多 {max} 个字符', en: 'At most {max} characters' },
  cellNotNumber: { zh: '「{value}」不是数字', en: '"{value}" is not a number' },
  cellTooSmall: { zh: '不能小于 {min}', en: 'Must be at least {min}' },
  cellTooLarge: { zh: '不能大于 {max}', en: 'Must be at most {max}' },
  cellInvalid: { zh: '取值不正确', en: 'Invalid value' },
  cellUnknownLabel: {
    zh: '「{value}」不是可选值（见“填写说明”）',
    en: '"{value}" is not an allowed value (see the Instructions sheet)',
  },
  cellFundUnknown: { zh: '没有名称或编号为「{value}」的基金', en: 'No fund is named or coded "{value}"' },
  cellUserUnknown: { zh: '没有账号或姓名为「{value}」的用户', en: 'No user has the account or name "{value}"' },
  cellUserAmbiguous: {
    zh: '有多个用户名为「{value}」，请填写账号',
    en: 'Several users are called "{value}"; please enter the account',
  },
  cellAmountRange: {
    zh: '计划投资额下限不能大于上限',
    en: 'The lower planned amount must not exceed the upper one',
  },
  cellNameRepeated: { zh: '与第 {row} 行的项目名称重复', en: 'The same project name as row {row}' },
  cacheCleared: { zh: '清除完毕', en: 'Cache cleared' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageKey = keyof typeof messages;
export type Lang = 'zh' | 'en';

/** A message parameter: plain, or itself in both languages (a stage name, a role name…). */
export type MessageParam = string | number | { zh: string; en: string };

export function translate(key: MessageKey, lang: Lang, params: Record<string, MessageParam> = {}): string {
  const text = messages[key][lang];
  // Most messages (the success message of every answer among them) have nothing to fill in.
  if (!text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? '';
    return typeof value === 'object' ? value[lang] || value.zh : String(value);
  });
}

/** The console sends its language as Accept-Language; Chinese is the default. */
export function langOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
