import type { NewsTopic } from './news-data.ts';

/** Seed industry news, in both languages. */
export const INDUSTRY_NEWS: NewsTopic[] = [
  {
    scene: 'green',
    zh: {
      title: 'IMO碳强度指标（CII）评级进入第三年',
      intro: '更多船舶面临评级下调压力，能效改装需求持续上升。',
      detail: '业内普遍采用降速航行、船体清洁与能效装置组合方案。',
    },
    en: {
      title: 'IMO carbon intensity indicator enters its third year',
      intro: 'More ships face rating downgrades, so demand for efficiency retrofits keeps rising.',
      detail: 'Slow steaming, hull cleaning and energy-saving devices are the common combination.',
    },
  },
  {
    scene: 'ship',
    zh: {
      title: '全球新造船订单结构向绿色燃料倾斜',
      intro: '甲醇与LNG双燃料船舶在新订单中的占比持续提升。',
      detail: '船东更加关注燃料供应网络与船员培训。',
    },
    en: {
      title: 'New-building orders tilt towards green fuels',
      intro: 'Methanol and LNG dual-fuel ships take a growing share of new orders.',
      detail: 'Owners pay closer attention to bunkering networks and crew training.',
    },
  },
  {
    scene: 'digital',
    zh: {
      title: '船舶数字化进入数据治理阶段',
      intro: '船岸数据标准化成为航运企业数字化转型的关键。',
      detail: '统一数据字典与接口标准可显著降低系统集成成本。',
    },
    en: {
      title: 'Ship digitalisation moves into data governance',
      intro: 'Standardised ship-shore data is now the key to digital transformation in shipping.',
      detail: 'A shared data dictionary and interface standards cut integration costs markedly.',
    },
  },
  {
    scene: 'port',
    zh: {
      title: '港口岸电使用率稳步提高',
      intro: '多地港口推动靠港船舶使用岸电，减少港区排放。',
      detail: '船舶岸电受电设施改装成为修船厂的新业务增长点。',
    },
    en: {
      title: 'Shore power use keeps rising in ports',
      intro: 'Ports push berthed ships to use shore power and cut emissions in port areas.',
      detail: 'Shore-power retrofits are becoming new business for repair yards.',
    },
  },
  {
    scene: 'lab',
    zh: {
      title: '低硫燃油兼容性问题仍需关注',
      intro: '不同批次低硫燃油混合可能产生沉淀，影响燃油系统运行。',
      detail: '专家建议加装前进行兼容性检测并分舱储存。',
    },
    en: {
      title: 'Low-sulphur fuel compatibility still needs attention',
      intro: 'Mixing batches of low-sulphur fuel can form sludge and upset fuel systems.',
      detail: 'Experts advise compatibility tests before bunkering and separate tank storage.',
    },
  },
  {
    scene: 'engine',
    zh: {
      title: '预测性维护在航运业加速落地',
      intro: '基于振动与油液数据的状态监测正在替代部分定期检修。',
      detail: '行业数据显示预测性维护可降低约20%的非计划停航。',
    },
    en: {
      title: 'Predictive maintenance spreads across shipping',
      intro: 'Condition monitoring from vibration and oil data is replacing some calendar-based overhauls.',
      detail: 'Industry figures suggest predictive maintenance cuts unplanned off-hire by about 20%.',
    },
  },
  {
    scene: 'supply',
    zh: {
      title: '船舶备件采购加速向平台化转变',
      intro: '数字化采购平台提升了询价效率与价格透明度。',
      detail: '船管公司更倾向于与具备全球配送能力的平台合作。',
    },
    en: {
      title: 'Spare-parts purchasing moves onto platforms',
      intro: 'Digital purchasing platforms make enquiries faster and prices more transparent.',
      detail: 'Ship managers prefer platforms that can deliver worldwide.',
    },
  },
  {
    scene: 'digital',
    zh: {
      title: '船舶网络安全新规全面生效',
      intro: '新建船舶须满足网络韧性要求，现有船舶也需完善管理体系。',
      detail: '船东需要梳理船载系统资产并制定事件响应计划。',
    },
    en: {
      title: 'New ship cyber-resilience rules in force',
      intro: 'New ships must meet cyber-resilience requirements and existing ships need management systems.',
      detail: 'Owners must inventory onboard systems and prepare incident-response plans.',
    },
  },
  {
    scene: 'green',
    zh: {
      title: '风力助推技术受到更多船东关注',
      intro: '转筒帆与硬翼帆在散货船和油轮上开展实船应用。',
      detail: '实船数据显示在适宜航线上可节省燃油5%至10%。',
    },
    en: {
      title: 'Wind-assisted propulsion draws more owners',
      intro: 'Rotor sails and rigid wings are in service on bulk carriers and tankers.',
      detail: 'Service data show 5-10% fuel savings on suitable routes.',
    },
  },
  {
    scene: 'training',
    zh: {
      title: '船员技能培训需求随新燃料增长',
      intro: '替代燃料的使用对船员操作与安全技能提出新要求。',
      detail: '多家培训机构推出甲醇、氨燃料安全操作课程。',
    },
    en: {
      title: 'New fuels raise demand for crew training',
      intro: 'Alternative fuels bring new operating and safety skills for crews.',
      detail: 'Training providers now offer safe-handling courses for methanol and ammonia.',
    },
  },
  {
    scene: 'port',
    zh: {
      title: '船舶修理市场保持活跃',
      intro: '船队老龄化与环保改装推动修船需求保持高位。',
      detail: '修船企业加快数字化管理，提升坞期计划精度。',
    },
    en: {
      title: 'Ship repair market stays busy',
      intro: 'An ageing fleet and environmental retrofits keep repair demand high.',
      detail: 'Repair yards digitalise planning to use dock time more precisely.',
    },
  },
  {
    scene: 'ship',
    zh: {
      title: '欧盟航运碳排放交易进入全面实施期',
      intro: '航运企业需按年度排放量购买并上缴碳配额。',
      detail: '精确的燃油消耗监测与报告成为合规基础。',
    },
    en: {
      title: 'EU emissions trading for shipping fully phased in',
      intro: 'Shipping companies must buy and surrender allowances for their yearly emissions.',
      detail: 'Accurate fuel-consumption monitoring and reporting underpin compliance.',
    },
  },
  {
    scene: 'lab',
    zh: {
      title: '压载水处理系统达标检测需求上升',
      intro: '压载水公约全面实施后，系统调试检测成为常规要求。',
      detail: '取样分析能力与检测时效是船东关注重点。',
    },
    en: {
      title: 'Ballast-water compliance testing in demand',
      intro: 'With the convention fully in force, commissioning tests have become routine.',
      detail: 'Owners care most about sampling capability and turnaround time.',
    },
  },
  {
    scene: 'engine',
    zh: {
      title: '老旧船舶主机延寿改造成为新选择',
      intro: '通过关键部件更换与电控改造，主机可延长服役年限。',
      detail: '改造同时可提升燃油效率并降低排放。',
    },
    en: {
      title: 'Life extension for older main engines',
      intro: 'Replacing key parts and retrofitting electronic control lets engines serve longer.',
      detail: 'The work also improves fuel efficiency and cuts emissions.',
    },
  },
  {
    scene: 'supply',
    zh: {
      title: '全球港口物流效率持续改善',
      intro: '主要枢纽港拥堵缓解，备件配送时效明显提升。',
      detail: '港口协同配送模式降低了船舶靠港等待时间。',
    },
    en: {
      title: 'Port logistics keep improving worldwide',
      intro: 'Less congestion at hub ports means faster spare-parts delivery.',
      detail: 'Coordinated port deliveries shorten waiting times alongside.',
    },
  },
];

/** Briefs (Chinese site only): newsletter issues. */
