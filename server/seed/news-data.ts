import type { MediaScene } from '../content/media.ts';

/** Seed news (server/seed): each topic exists in both languages; briefs are Chinese only (SPEC §2). */
export interface NewsTopic {
  scene: MediaScene;
  zh: { title: string; intro: string; detail: string };
  en: { title: string; intro: string; detail: string };
}

export const COMPANY_NEWS: NewsTopic[] = [
  {
    scene: 'ship',
    zh: {
      title: '海联船舶科技完成第5000艘次年度修船任务',
      intro: '今年公司工程团队累计完成修船5000艘次，覆盖主机、辅机、甲板机械与电气系统。',
      detail: '项目团队在青岛、上海、新加坡三地同步作业，平均坞修周期较去年缩短两天。',
    },
    en: {
      title: 'SeaLink Marine completes its 5,000th ship repair of the year',
      intro:
        'Our engineering teams carried out 5,000 ship repairs this year, covering main engines, auxiliaries, deck machinery and electrical systems.',
      detail:
        'Teams in Qingdao, Shanghai and Singapore worked in parallel and cut the average dock stay by two days compared with last year.',
    },
  },
  {
    scene: 'digital',
    zh: {
      title: '船舶智能管理平台4.0版本正式发布',
      intro: '新版平台整合船岸数据，支持计划保养、能效监测与备件采购一站式管理。',
      detail: '平台新增故障预警模块，基于40种故障诊断算法，预警准确率达95%。',
    },
    en: {
      title: 'Ship management platform 4.0 released',
      intro:
        'The new release brings ship and shore data together: planned maintenance, energy-efficiency monitoring and spare-parts purchasing in one place.',
      detail: 'A new early-warning module built on 40 fault-diagnosis algorithms reaches 95% warning accuracy.',
    },
  },
  {
    scene: 'training',
    zh: {
      title: '海联培训中心新一期轮机实操培训开班',
      intro: '1800平方米实训场地迎来新一期学员，30余名资深讲师全程授课。',
      detail: '课程涵盖主机吊缸、燃油系统调试与电站并车，学员结业后可获得培训证书。',
    },
    en: {
      title: 'New marine engineering practical course starts at the SeaLink training centre',
      intro: 'The 1,800 m2 training ground welcomed a new class, taught by more than 30 experienced trainers.',
      detail:
        'The course covers main-engine overhaul, fuel-system commissioning and generator paralleling; graduates receive a training certificate.',
    },
  },
  {
    scene: 'lab',
    zh: {
      title: '海联实验室年度检测船舶突破2500艘',
      intro: '油液、燃油与压载水检测业务持续增长，服务实验室客户600余家。',
      detail: '实验室新增燃油兼容性快速检测项目，出具报告时间缩短至24小时。',
    },
    en: {
      title: 'SeaLink laboratory tests more than 2,500 ships in a year',
      intro: 'Oil, fuel and ballast-water testing keep growing; the lab now serves over 600 customers.',
      detail: 'A new rapid fuel-compatibility test brings report turnaround down to 24 hours.',
    },
  },
  {
    scene: 'supply',
    zh: {
      title: '供应链平台上线SKU突破82000个',
      intro: '平台汇集500余家供应商，覆盖全球680多个港口的备件与物料配送。',
      detail: '常用备件库存超过80000种，承诺48小时内报价。',
    },
    en: {
      title: 'Supply-chain platform passes 82,000 SKUs',
      intro: 'More than 500 suppliers now deliver spare parts and stores through the platform to over 680 ports worldwide.',
      detail: 'Over 80,000 spare parts are kept in stock, with quotations promised within 48 hours.',
    },
  },
  {
    scene: 'green',
    zh: {
      title: '海联完成首个VLCC脱碳改装项目',
      intro: '项目为一艘超大型油轮加装能效优化装置，预计年节省燃油约6%。',
      detail: '改装涵盖螺旋桨导流罩、轴带发电机与能效在线监测系统。',
    },
    en: {
      title: 'First VLCC decarbonisation retrofit delivered',
      intro: 'Energy-saving devices fitted to a very large crude carrier are expected to save about 6% of fuel a year.',
      detail: 'The retrofit included a propeller duct, a shaft generator and online energy-efficiency monitoring.',
    },
  },
  {
    scene: 'port',
    zh: {
      title: '宁波服务站正式启用',
      intro: '新服务站位于宁波舟山港附近，可在40海里范围内提供海上服务。',
      detail: '服务站配备备件仓库与工程车辆，实现24小时应急响应。',
    },
    en: {
      title: 'Ningbo service station opens',
      intro: 'The new station near Ningbo-Zhoushan port offers offshore service within 40 nautical miles.',
      detail: 'It has a spare-parts warehouse and service vehicles for 24-hour emergency response.',
    },
  },
  {
    scene: 'engine',
    zh: {
      title: '公司再获多家主机厂商服务授权',
      intro: '截至目前，公司已获得30余家设备厂商的服务授权。',
      detail: '新增授权涵盖增压器、分油机与压载水处理系统。',
    },
    en: {
      title: 'More maker authorisations for SeaLink Marine',
      intro: 'The company now holds service authorisations from more than 30 equipment makers.',
      detail: 'New authorisations cover turbochargers, separators and ballast-water treatment systems.',
    },
  },
  {
    scene: 'digital',
    zh: {
      title: '远程专家AR系统助力海外船舶排故',
      intro: '工程师通过AR眼镜远程指导船员，在4小时内完成锅炉故障排除。',
      detail: '系统支持实时标注与语音协作，在卫星带宽受限时自动降低画质。',
    },
    en: {
      title: 'Remote expert AR system fixes a boiler fault overseas',
      intro: 'Engineers guided the crew through AR glasses and cleared a boiler fault within four hours.',
      detail: 'The system supports live annotation and voice, and lowers video quality automatically on narrow satellite links.',
    },
  },
  {
    scene: 'training',
    zh: {
      title: '公司新增知识产权：专利累计达45项',
      intro: '公司在故障诊断与能效管理领域持续投入研发。',
      detail: '目前拥有专利45项、软件著作权104项。',
    },
    en: {
      title: 'Patent portfolio grows to 45',
      intro: 'Research in fault diagnosis and energy management continues to pay off.',
      detail: 'The company now holds 45 patents and 104 software copyrights.',
    },
  },
  {
    scene: 'ship',
    zh: {
      title: '海联为新加坡船东提供全年技术保障',
      intro: '公司与新加坡船东签署年度技术服务协议，覆盖其船队20艘散货船。',
      detail: '服务包括定期巡检、坞修管理与备件供应，质保期不少于6个月。',
    },
    en: {
      title: 'Year-round technical support for a Singapore shipowner',
      intro: "An annual service agreement covers the owner's fleet of 20 bulk carriers.",
      detail: 'Scheduled inspections, dry-dock management and spare parts are included, with at least six months of warranty.',
    },
  },
  {
    scene: 'digital',
    zh: {
      title: '数字孪生智慧船厂试点项目启动',
      intro: '公司与船厂合作建设数字孪生平台，实现生产进度与设备状态可视化。',
      detail: '试点一期覆盖分段车间与码头舾装区域。',
    },
    en: {
      title: 'Digital-twin smart shipyard pilot begins',
      intro: 'A digital-twin platform built with a shipyard shows production progress and equipment status live.',
      detail: 'Phase one covers the block workshop and the outfitting quay.',
    },
  },
  {
    scene: 'lab',
    zh: {
      title: '公司通过船舶网络安全管理体系认证',
      intro: '网络韧性服务团队按照国际船级社规则完成体系建设。',
      detail: '认证覆盖船岸通信网络、船载IT系统与远程访问管理。',
    },
    en: {
      title: 'SeaLink Marine certified for ship cyber-resilience management',
      intro: 'The cyber-resilience team built the management system to classification-society rules.',
      detail: 'Certification covers ship-shore networks, onboard IT and remote-access management.',
    },
  },
  {
    scene: 'port',
    zh: {
      title: '海联年度客户大会在青岛举行',
      intro: '来自船东、船管公司与船厂的300余位客户代表参加大会。',
      detail: '大会发布了绿色低碳服务方案与新版服务承诺。',
    },
    en: {
      title: 'Annual customer conference held in Qingdao',
      intro: 'More than 300 representatives of shipowners, managers and shipyards attended.',
      detail: 'The conference launched our green, low-carbon service package and renewed service promises.',
    },
  },
  {
    scene: 'supply',
    zh: {
      title: '南通备件中心完成智能化升级',
      intro: '新仓储系统实现备件入库、拣选与出库全流程扫码管理。',
      detail: '升级后订单处理效率提升30%。',
    },
    en: {
      title: 'Nantong spare-parts centre upgraded',
      intro: 'A new warehouse system scans every part from receipt through picking to dispatch.',
      detail: 'Order handling is now 30% faster.',
    },
  },
];

export const BRIEFS_ZH: { scene: MediaScene; title: string; intro: string }[] = [
  { scene: 'ship', title: '海联简报 第1期：年度修船回顾', intro: '本期回顾年度修船工作亮点与典型案例。' },
  { scene: 'digital', title: '海联简报 第2期：数字化产品动态', intro: '本期介绍船舶智能管理平台与能效系统的最新功能。' },
  { scene: 'green', title: '海联简报 第3期：绿色低碳专题', intro: '本期聚焦能效改装与替代燃料解决方案。' },
  { scene: 'supply', title: '海联简报 第4期：供应链服务', intro: '本期介绍备件平台与全球配送网络。' },
  { scene: 'lab', title: '海联简报 第5期：实验室检测', intro: '本期介绍油液与燃油检测服务。' },
  { scene: 'training', title: '海联简报 第6期：培训中心', intro: '本期介绍实训课程与讲师团队。' },
  { scene: 'port', title: '海联简报 第7期：服务网络', intro: '本期介绍国内外服务站点建设进展。' },
  { scene: 'engine', title: '海联简报 第8期：技术分享', intro: '本期分享主机与辅机典型故障排除经验。' },
];

export const CLOSING = {
  zh: [
    '海联船舶科技将继续以客户需求为中心，提供48小时内报价、24小时在线技术支持，以及不少于6个月的质保服务。',
    '公司始终坚持"让每一艘船更安全、更高效、更绿色"的使命，持续提升服务能力。',
    '如需了解更多信息，欢迎通过官网留言或拨打服务热线与我们联系。',
  ],
  en: [
    'SeaLink Marine keeps customers first: quotations within 48 hours, 24-hour online technical support and at least six months of warranty.',
    'Our mission remains the same: safer, smarter and greener ships, delivered by an ever more capable service team.',
    'To learn more, leave us a message on the website or call our service line.',
  ],
} as const;
