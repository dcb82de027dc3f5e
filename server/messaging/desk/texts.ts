import type { Locale } from '../../../common/locale.ts';

/** The desk's texts in both languages: what visitors receive from it and the errors staff and visitors get. */
const zh_CN = {
  ratePrompt: '本次咨询已结束，请为我们的服务评分',
  ratingThanks: '感谢您的评价',
  leadSummary: '在线客服留言（{when}）：{message}',
  outsideHours: '非工作时间',
  noAgent: '无客服在线',
  badContact: '请留下有效的手机号码或邮箱',
  badSignature: '聊天身份无效，请刷新页面后重试',
  inboxChat: '客服收件箱账号不能在浏览器中打开聊天界面：请在“会话”中回复访客，或用您自己的员工账号登录后使用聊天界面',
  noConversation: '当前没有进行中的会话',
  notYours: '只能处理分配给自己或未分配的会话（管理员除外）',
  notAgent: '指派对象不是可接待会话的客服',
  emptyReply: '回复不能为空',
  emptyNote: '备注不能为空',
  tooLong: '内容过长',
  badSnooze: '请选择将来的时间',
  cannedExists: '该快捷短语已存在',
  badShortcut: '快捷短语只能包含小写字母、数字、- 和 _',
  cannedEmpty: '中文和英文内容都不能为空',
  badTemplate: '模板内容不完整',
  badLabel: '标签的中文和英文名称都需填写，且不超过 30 个字',
  badColor: '颜色须为 #rrggbb 格式',
  labelExists: '同名标签已存在',
  unknownLabel: '标签不存在',
  tooManyLabels: '标签过多',
  badEmail: '请填写有效的邮箱地址',
  transcriptTooSoon: '聊天记录刚刚已发送，请稍后再试',
  noMail: '暂时无法发送邮件',
  transcriptSubject: '您与{brand}客服的聊天记录（{when}）',
  transcriptIntro: '以下是您于 {when} 开始的在线客服聊天记录（时间为 {zone} 时区）。',
  transcriptVisitor: '您',
  transcriptAgent: '客服',
  transcriptImage: '[图片]',
  transcriptFile: '[文件：{name}]',
};
type Texts = typeof zh_CN;

const en_US: Texts = {
  ratePrompt: 'This conversation has ended. Please rate our service',
  ratingThanks: 'Thank you for your rating',
  leadSummary: 'Left in the chat ({when}): {message}',
  outsideHours: 'outside business hours',
  noAgent: 'no agent online',
  badContact: 'Please leave a valid mobile number or e-mail address',
  badSignature: 'Your chat identity is not valid; reload the page and try again',
  inboxChat:
    "The customer-service inbox's chat is not opened in a browser: answer its visitors under Conversations, or sign in with your own staff account to use the chat screens",
  noConversation: 'There is no conversation in progress',
  notYours: 'You may only handle conversations assigned to you or to nobody (unless you are an admin)',
  notAgent: 'The assignee is not an agent who answers conversations',
  emptyReply: 'The reply is empty',
  emptyNote: 'The note is empty',
  tooLong: 'The text is too long',
  badSnooze: 'Choose a time in the future',
  cannedExists: 'This shortcut exists already',
  badShortcut: 'A shortcut has only lower-case letters, digits, - and _',
  cannedEmpty: 'Both the Chinese and the English text are needed',
  badTemplate: 'The template is incomplete',
  badLabel: 'A label needs a Chinese and an English name, each at most 30 characters',
  badColor: 'The colour must be written #rrggbb',
  labelExists: 'A label with this name exists already',
  unknownLabel: 'There is no such label',
  tooManyLabels: 'Too many labels',
  badEmail: 'Please enter a valid e-mail address',
  transcriptTooSoon: 'The transcript was sent a moment ago; try again later',
  noMail: 'E-mail cannot be sent at the moment',
  transcriptSubject: 'Your chat with {brand} customer service ({when})',
  transcriptIntro: 'Here is the transcript of your chat with our customer service that started {when} (times in {zone}).',
  transcriptVisitor: 'You',
  transcriptAgent: 'Customer service',
  transcriptImage: '[Image]',
  transcriptFile: '[File: {name}]',
};

export type DeskTextKey = keyof Texts;

export function deskText(locale: Locale, key: DeskTextKey, params: Record<string, string> = {}): string {
  const text = (locale === 'en_US' ? en_US : zh_CN)[key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
