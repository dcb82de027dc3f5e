import type { Locale } from '../../common/locale.ts';

/** What the demo page's injected messages say (server/demo/kinds.ts), in both locales. */
const zh_CN = {
  text: '演示消息：一段文本。',
  fileName: '演示文件.txt',
  fileBody: '这是演示页注入的文件。',
  location: '上海市浦东新区 演示位置',
  serviceTitle: '演示服务卡片',
  serviceDescription: '服务卡片的说明',
  serviceItem: '服务项目',
  serviceValue: '船舶维修',
  evaluateComment: '演示评价：服务很好',
  orderTitle: '演示订单',
  orderDescription: '订单说明',
  linkText: '演示链接消息',
  customOther: '演示自定义消息（未知类型）',
  mergerTitle: '演示聊天记录',
  mergerLine: '合并转发里的一条消息',
} as const;

const en_US: Record<keyof typeof zh_CN, string> = {
  text: 'Demo message: a piece of text.',
  fileName: 'demo-file.txt',
  fileBody: 'A file injected by the demo page.',
  location: 'Pudong, Shanghai (demo location)',
  serviceTitle: 'Demo service card',
  serviceDescription: 'What the service card says',
  serviceItem: 'Service',
  serviceValue: 'Ship repair',
  evaluateComment: 'Demo rating: great service',
  orderTitle: 'Demo order',
  orderDescription: 'What the order says',
  linkText: 'Demo link message',
  customOther: 'Demo custom message (unknown kind)',
  mergerTitle: 'Demo chat history',
  mergerLine: 'One message inside the forwarded bundle',
};

export type DemoTextKey = keyof typeof zh_CN;

export const DEMO_TEXTS: Record<Locale, Record<DemoTextKey, string>> = { zh_CN, en_US };
