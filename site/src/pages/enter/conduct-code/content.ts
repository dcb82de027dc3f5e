import type { Locale } from '../../../../../common/locale.ts';

/** The business conduct code: the text of the downloadable PDF (site/public/downloads/business-conduct-code-<locale>.pdf). */
export const CONDUCT_CODE: Record<Locale, { title: string; subtitle: string; sections: [heading: string, body: string][] }> = {
  en_US: {
    title: 'SeaLink Marine Business Conduct Code',
    subtitle: 'SeaLink Marine Technology Co., Ltd. - version 2026',
    sections: [
      [
        '1. Scope',
        'This code applies to every employee, manager and director of SeaLink Marine and its subsidiaries, and to agents acting in our name.',
      ],
      [
        '2. Compliance with law',
        'We obey the laws and regulations of every country and port in which we work, including export control, sanctions, customs and maritime rules.',
      ],
      [
        '3. Anti-bribery',
        'We never offer, promise, give or accept bribes, kickbacks or facilitation payments. Gifts and hospitality must be modest, recorded and never influence a decision.',
      ],
      [
        '4. Fair competition',
        'We win business on quality, price and service. We do not agree prices or share markets with competitors and we do not misuse confidential information.',
      ],
      [
        '5. Conflicts of interest',
        'Employees declare any personal interest that could affect their judgement, such as a share in a supplier or a relative working for a customer.',
      ],
      [
        '6. Safety and environment',
        'Safety of people and protection of the marine environment come before schedule and cost. Everyone may stop work that is unsafe.',
      ],
      [
        '7. Information and privacy',
        'We protect the data of customers, suppliers and colleagues, use it only for its purpose and keep ship and technical data confidential.',
      ],
      [
        '8. Quality and honesty',
        'We quote honestly, report work as it was done and never falsify test results, certificates or service reports.',
      ],
      [
        '9. Respect at work',
        'We treat each other with respect. Discrimination, harassment and forced labour have no place at SeaLink Marine.',
      ],
      [
        '10. Speaking up',
        'Report concerns to your manager, the compliance officer or compliance@sealink-marine.example. Reports in good faith are protected from retaliation.',
      ],
    ],
  },
  zh_CN: {
    title: '海联船舶科技商业行为准则',
    subtitle: '海联船舶科技股份有限公司 2026年版',
    sections: [
      ['一、适用范围', '本准则适用于海联船舶科技及其子公司的全体员工、管理人员和董事，以及以公司名义行事的代理人。'],
      ['二、遵守法律', '我们遵守业务所在国家、地区和港口的法律法规，包括出口管制、制裁、海关与海事规定。'],
      ['三、反商业贿赂', '我们绝不提供、承诺、给予或收受贿赂、回扣或疏通费。礼品与招待须适度、登记在案，且不得影响任何决定。'],
      ['四、公平竞争', '我们以质量、价格和服务赢得业务，不与竞争对手串通定价或划分市场，不滥用保密信息。'],
      ['五、利益冲突', '员工须申报可能影响其判断的个人利益，例如持有供应商股份或亲属在客户处任职。'],
      ['六、安全与环境', '人员安全与海洋环境保护优先于工期和成本。任何人都有权叫停不安全的作业。'],
      ['七、信息与隐私', '我们保护客户、供应商与同事的数据，仅按约定用途使用，并对船舶与技术数据保密。'],
      ['八、质量与诚信', '我们如实报价、如实记录工作，绝不伪造检测结果、证书或服务报告。'],
      ['九、相互尊重', '我们彼此尊重。歧视、骚扰与强迫劳动在海联没有容身之地。'],
      ['十、举报与保护', '如有疑虑，请向直属上级、合规负责人或 compliance@sealink-marine.example 反映。善意举报受到保护，不受打击报复。'],
    ],
  },
};

export function conductCodeHref(locale: Locale): string {
  return `/downloads/business-conduct-code-${locale === 'zh_CN' ? 'zh' : 'en'}.pdf`;
}
