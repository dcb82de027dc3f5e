import type { Locale } from '../../common/locale.ts';

/** The console API's texts in both languages (errors reach staff in the language the console sends). */
const zh_CN = {
  signInRequired: '请先登录',
  forbidden: '您的角色无权进行此操作',
  csrf: '请求校验失败，请刷新页面后重试',
  wrongPassword: '当前密码不正确',
  notFound: '未找到该记录',
  accountExists: '该账号已存在',
  notOwnAccount: '不能停用自己的账号或更改自己的角色',
  noteEmpty: '备注不能为空',
  badDate: '日期格式应为 年-月-日',
  unknownAssignee: '指派对象不是可用的员工账号',
  notifySubject: '新线索：{kind} · {name}',
  notifyBody:
    '收到一条新线索（{kind}）。\n姓名：{name}\n公司：{company}\n电话：{phone}\n邮箱：{email}\n内容：{summary}\n时间：{at}\n\n请登录员工后台查看：{url}',
  kind_enquiry: '询价',
  kind_salesAgent: '销售代理申请',
  kind_demoVideo: '演示视频申请',
  kind_energyTrial: '能效试用申请',
  kind_jobApplication: '求职申请',
  versionRequired: '请至少填写一种语言的版本',
  localeNotAllowed: '简报只有中文版',
  titleRequired: '请填写标题',
  introductionRequired: '请填写摘要',
  bodyRequired: '请填写正文',
  coverRequired: '请先选择封面图片',
  imageAltRequired: '正文中的每张图片都需要替代文字（中英文版本各自填写）后才能发布',
  scheduleInvalid: '定时发布的时间应在未来一年之内',
  unpublishInvalid: '定时下线的时间应晚于发布时间，且在未来一年之内',
  badImage: '请选择 JPG、PNG、WebP 或 GIF 格式的图片',
  imageTooLarge: '图片不能超过 10 MB，边长不能超过 12000 像素',
  fileRequired: '请选择要上传的图片',
  newsNotFound: '没有该语言的这篇文章',
  keyExists: '该键名已存在',
  plateRequired: '跳转到站内页面时请选择目标栏目',
  jumpUrlRequired: '跳转到外部链接时请填写以 http:// 或 https:// 开头的地址',
  versionExists: '该条目已有这一语言的版本',
  linkInvalid: '链接应为以 http:// 或 https:// 开头的完整地址，或以单个 / 开头的本站路径（不含空白或反斜杠）',
};
type Texts = typeof zh_CN;

const en_US: Texts = {
  signInRequired: 'Please sign in',
  forbidden: 'Your role may not do this',
  csrf: 'The request could not be verified; reload the page and try again',
  wrongPassword: 'The current password is wrong',
  notFound: 'No such record',
  accountExists: 'This account already exists',
  notOwnAccount: 'You cannot disable your own account or change your own role',
  noteEmpty: 'The note is empty',
  badDate: 'Dates are written year-month-day',
  unknownAssignee: 'The assignee is not an active staff account',
  notifySubject: 'New lead: {kind} · {name}',
  notifyBody:
    'A new lead ({kind}) arrived.\nName: {name}\nCompany: {company}\nPhone: {phone}\nE-mail: {email}\nContent: {summary}\nReceived: {at}\n\nOpen it in the staff console: {url}',
  kind_enquiry: 'Enquiry',
  kind_salesAgent: 'Sales-agent application',
  kind_demoVideo: 'Demo-video request',
  kind_energyTrial: 'Energy-efficiency trial request',
  kind_jobApplication: 'Job application',
  versionRequired: 'Fill in at least one language version',
  localeNotAllowed: 'Briefs are published in Chinese only',
  titleRequired: 'The title is empty',
  introductionRequired: 'The summary is empty',
  bodyRequired: 'The body is empty',
  coverRequired: 'Choose a cover image first',
  imageAltRequired: 'Every image in the body needs a text alternative (in each language version) before it can be published',
  scheduleInvalid: 'A scheduled time must be in the future, within a year',
  unpublishInvalid: 'The time to unpublish must come after the time it goes live, within a year',
  badImage: 'Choose a JPG, PNG, WebP or GIF image',
  imageTooLarge: 'Images may have at most 10 MB and 12,000 pixels a side',
  fileRequired: 'Choose an image to upload',
  newsNotFound: 'There is no such article in this language',
  keyExists: 'This key already exists',
  plateRequired: 'Choose the section an internal link opens',
  jumpUrlRequired: 'An external link needs an address starting with http:// or https://',
  versionExists: 'This item already has a version in this language',
  linkInvalid:
    'A link must be a full address starting with http:// or https://, or a path on this site starting with a single / (no spaces or backslashes)',
};

const texts: Record<Locale, Texts> = { zh_CN, en_US };

export type ConsoleTextKey = keyof Texts;

export function consoleText(locale: Locale, key: ConsoleTextKey, params: Record<string, string | number> = {}): string {
  return texts[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
