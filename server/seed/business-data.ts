import type { BusinessItemKind as BusinessKind } from '../../common/business-items.ts';
import type { MediaScene } from '../content/media.ts';

/** Seed business items: cases of the six business lines, courses, expert opinions, ship-digital and ship-security items. */
export interface BusinessSeed {
  kind: BusinessKind;
  /** For cases: business line 1 engineerService, 2 greenDecarbonization, 3 supplyChainManagement, 4 shipDigitalizationProduct, 5 gmscare (lab), 6 trainingService. */
  category: number;
  scene: MediaScene;
  zh: [title: string, summary: string, body: string];
  en: [title: string, summary: string, body: string];
}

export const BUSINESS_ITEMS: BusinessSeed[] = [
  {
    kind: 'case',
    category: 1,
    scene: 'engine',
    zh: [
      '8万吨散货船主机吊缸检修',
      '在锚地完成主机6缸吊缸检修，节省坞期5天。',
      '工程团队携带专用工装登轮，按厂商规范完成缸套测量、活塞环更换与扫气箱清洁。检修后主机试车各缸排温偏差小于15℃。',
    ],
    en: [
      'Main-engine overhaul on an 80,000 t bulk carrier',
      'All six units overhauled at anchorage, saving five days of dock time.',
      "Our team boarded with special tools, measured liners, renewed piston rings and cleaned the scavenge space to the maker's procedure. After overhaul the exhaust-temperature spread between units stayed under 15 °C.",
    ],
  },
  {
    kind: 'case',
    category: 1,
    scene: 'ship',
    zh: [
      '集装箱船坞修总包管理',
      '承担一艘4000箱集装箱船坞修总包，按期出坞。',
      '项目涵盖船体除锈涂装、尾轴检查、阀件修理与电气绝缘检测，共完成修理项目320项，出坞时间较计划提前一天。',
    ],
    en: [
      'Dry-dock project management for a container ship',
      'Turnkey dry-docking of a 4,000 TEU container ship, undocked on schedule.',
      'The project covered hull blasting and coating, tail-shaft inspection, valve overhauls and insulation testing: 320 jobs in total, finished a day ahead of plan.',
    ],
  },
  {
    kind: 'case',
    category: 2,
    scene: 'green',
    zh: [
      '散货船能效装置改装',
      '加装前置导流罩与低摩擦涂层，燃油消耗下降约7%。',
      '改装前通过能效监测系统采集三个月航行数据建立基线，改装后同航线对比燃油消耗下降约7%，CII评级由D提升至C。',
    ],
    en: [
      'Energy-saving retrofit on a bulk carrier',
      'A pre-swirl duct and low-friction coating cut fuel use by about 7%.',
      'Three months of voyage data set the baseline before the retrofit; on the same route afterwards fuel use fell about 7% and the CII rating rose from D to C.',
    ],
  },
  {
    kind: 'case',
    category: 2,
    scene: 'port',
    zh: [
      '滚装船岸电受电系统改装',
      '为滚装船加装岸电受电装置，靠港零排放。',
      '改装包括岸电接线箱、变压器与配电板改造，通过船级社检验后在多个港口投入使用。',
    ],
    en: [
      'Shore-power retrofit on a ro-ro ship',
      'Shore-power connection lets the ship run emission-free alongside.',
      'The work included the connection box, a transformer and switchboard changes; after class approval the system is in use in several ports.',
    ],
  },
  {
    kind: 'case',
    category: 3,
    scene: 'supply',
    zh: [
      '船队年度备件集中采购',
      '为船管公司20艘船提供年度备件集采与全球配送。',
      '通过平台统一询价与比价，采购成本降低12%，所有订单在约定港口准时交付。',
    ],
    en: [
      'Annual spare-parts purchasing for a fleet',
      "Central purchasing and worldwide delivery for a manager's 20 ships.",
      'One platform for enquiries and comparisons cut purchasing costs by 12%, with every order delivered on time at the agreed port.',
    ],
  },
  {
    kind: 'case',
    category: 3,
    scene: 'port',
    zh: [
      '新加坡港紧急备件配送',
      '12小时内完成增压器关键备件跨境配送。',
      '接到紧急需求后，供应链团队调用新加坡仓库存并协调报关，船舶在原定开航时间前完成换装。',
    ],
    en: [
      'Emergency spare parts delivered in Singapore',
      'Critical turbocharger parts delivered across the border within 12 hours.',
      'The supply-chain team used Singapore stock and handled customs so the ship finished the replacement before its scheduled departure.',
    ],
  },
  {
    kind: 'case',
    category: 4,
    scene: 'digital',
    zh: [
      '船队智能管理平台部署',
      '为30艘船部署船舶智能管理平台，实现船岸协同。',
      '平台上线后，计划保养完成率提升至98%，岸基管理人员可实时查看设备状态与能耗数据。',
    ],
    en: [
      'Fleet-wide ship management platform roll-out',
      'The platform now connects 30 ships with their shore office.',
      'Planned-maintenance completion rose to 98%, and shore staff see equipment status and energy data live.',
    ],
  },
  {
    kind: 'case',
    category: 4,
    scene: 'digital',
    zh: [
      '远程专家AR系统排除舵机故障',
      '远程指导船员在航行中排除舵机液压故障。',
      '岸基专家通过AR画面标注故障部位，指导船员更换电磁阀，故障在3小时内排除。',
    ],
    en: [
      'Steering-gear fault cleared with the remote expert AR system',
      'Remote guidance helped the crew fix a hydraulic fault at sea.',
      'Shore experts marked the faulty part on the AR view and guided the crew to replace a solenoid valve; the fault was cleared within three hours.',
    ],
  },
  {
    kind: 'case',
    category: 5,
    scene: 'lab',
    zh: [
      '燃油质量争议检测',
      '快速检测帮助船东避免不合格燃油造成主机损伤。',
      '实验室在24小时内完成燃油样品全项分析，发现催化剂颗粒超标，船东据此及时停用并索赔。',
    ],
    en: [
      'Fuel-quality dispute testing',
      'Fast testing kept off-spec fuel out of the main engine.',
      'The lab ran a full analysis within 24 hours and found excessive catalytic fines; the owner stopped using the fuel and claimed compensation.',
    ],
  },
  {
    kind: 'case',
    category: 5,
    scene: 'lab',
    zh: [
      '船队润滑油状态监测',
      '为船队提供季度油液监测，提前发现轴承磨损。',
      '通过铁谱与光谱分析发现某船辅机轴承异常磨损，提前安排检修，避免了重大故障。',
    ],
    en: [
      'Lubricating-oil condition monitoring for a fleet',
      'Quarterly oil analysis spotted bearing wear early.',
      'Ferrography and spectroscopy revealed abnormal wear in an auxiliary-engine bearing; the repair was planned in time and a major failure avoided.',
    ],
  },
  {
    kind: 'case',
    category: 6,
    scene: 'training',
    zh: [
      '船员电站管理专项培训',
      '为船公司80名轮机员开展电站管理实操培训。',
      '培训在实训场地进行，内容包括并车解列、负荷分配与故障应急，结业考核通过率100%。',
    ],
    en: [
      'Power-plant management training for crews',
      "Hands-on power-plant training for a company's 80 engineers.",
      'Held on our training ground, the course covered paralleling, load sharing and fault response; every trainee passed the final assessment.',
    ],
  },
  {
    kind: 'case',
    category: 6,
    scene: 'training',
    zh: [
      '双燃料主机操作培训',
      '为新造双燃料船舶的船员提供燃气安全操作培训。',
      '课程结合模拟器与实物设备，帮助船员掌握燃气供给系统操作与应急处置。',
    ],
    en: [
      'Dual-fuel engine operation training',
      'Gas-safety training for the crews of new dual-fuel ships.',
      'Simulators and real equipment help crews master the fuel-gas supply system and emergency procedures.',
    ],
  },
  {
    kind: 'course',
    category: 1,
    scene: 'training',
    zh: ['船舶主机维护保养入门', '面向新入职轮机员的主机保养基础课程。', '课程共12课时，讲解主机结构、日常检查与常见故障判断。'],
    en: [
      'Main-engine maintenance basics',
      'An introductory course for newly joined engineers.',
      'Twelve lessons on engine construction, routine checks and recognising common faults.',
    ],
  },
  {
    kind: 'course',
    category: 2,
    scene: 'training',
    zh: ['船舶电气系统安全', '船舶高低压电气系统安全操作规范。', '课程讲解电气隔离、绝缘检测与带电作业风险控制。'],
    en: [
      'Ship electrical safety',
      'Safe practice on low- and high-voltage systems.',
      'Covers isolation, insulation testing and controlling the risks of live work.',
    ],
  },
  {
    kind: 'course',
    category: 3,
    scene: 'green',
    zh: ['船舶能效管理实务', 'EEXI、CII与能效管理计划的实务解读。', '结合实船数据讲解能效指标计算与改进措施。'],
    en: [
      'Ship energy-efficiency management in practice',
      'EEXI, CII and the energy-efficiency management plan explained.',
      'Real ship data show how the indicators are calculated and improved.',
    ],
  },
  {
    kind: 'course',
    category: 4,
    scene: 'digital',
    zh: ['船舶网络安全基础', '船员网络安全意识与日常防护。', '讲解钓鱼邮件识别、移动存储管理与事件报告流程。'],
    en: [
      'Ship cyber-security basics',
      'Everyday cyber awareness and protection for crews.',
      'Spotting phishing, handling removable media and reporting incidents.',
    ],
  },
  {
    kind: 'expertOpinion',
    category: 1,
    scene: 'engine',
    zh: [
      '如何降低主机非计划停机',
      '资深轮机专家谈状态监测与计划保养的结合。',
      '专家认为，将油液分析、振动监测与计划保养系统结合，是降低非计划停机最经济的路径。',
    ],
    en: [
      'Cutting unplanned main-engine downtime',
      'A senior chief engineer on combining condition monitoring with planned maintenance.',
      'Linking oil analysis and vibration monitoring to the maintenance system is the most economical way to cut unplanned stops.',
    ],
  },
  {
    kind: 'expertOpinion',
    category: 2,
    scene: 'green',
    zh: [
      '能效改装的投资回报怎么算',
      '能效专家解析改装方案的经济性评估。',
      '专家建议以实船数据建立基线，综合燃油价格、碳成本与航线特征评估投资回收期。',
    ],
    en: [
      'Working out the payback of efficiency retrofits',
      'An energy-efficiency expert on assessing retrofit economics.',
      'Build the baseline from real voyage data, then weigh fuel price, carbon cost and route profile to estimate payback.',
    ],
  },
  {
    kind: 'expertOpinion',
    category: 3,
    scene: 'digital',
    zh: ['船舶数字化的下一步', '数字化专家谈数据治理与系统集成。', '专家指出，数字化的关键不在系统数量，而在数据能否被持续、准确地使用。'],
    en: [
      'What comes next in ship digitalisation',
      'A digitalisation expert on data governance and integration.',
      'What matters is not how many systems a ship runs, but whether its data are used accurately and continuously.',
    ],
  },
  {
    kind: 'expertOpinion',
    category: 4,
    scene: 'lab',
    zh: ['低硫燃油使用的五个注意事项', '实验室专家给出燃油管理建议。', '包括加装前检测、分舱储存、温度控制、分油机调整与过滤器检查。'],
    en: [
      'Five points on using low-sulphur fuel',
      'Fuel-management advice from our laboratory experts.',
      'Test before bunkering, segregate tanks, control temperature, adjust separators and check filters.',
    ],
  },
  ...(
    [
      ['船舶智能管理平台', '船岸一体的船队管理平台。', 'Ship management platform', 'A fleet platform shared by ship and shore.'],
      ['能效管理系统', '实时监测燃油消耗与排放。', 'Energy-efficiency system', 'Live monitoring of fuel use and emissions.'],
      ['计划保养系统', '按运行小时与日历管理保养任务。', 'Planned maintenance system', 'Maintenance jobs by running hours and calendar.'],
      ['远程专家AR系统', '岸基专家远程指导船上作业。', 'Remote expert AR system', 'Shore experts guide onboard work remotely.'],
      ['船舶通信网络', '稳定可靠的船岸通信解决方案。', 'Ship communication networks', 'Reliable ship-shore connectivity.'],
      ['网络韧性解决方案', '满足船级社网络韧性要求。', 'Cyber-resilience solution', 'Meets classification cyber-resilience rules.'],
      ['船舶数字孪生', '以三维模型呈现设备状态。', 'Ship digital twin', 'Equipment status shown on a 3D model.'],
      ['智慧船厂', '生产进度与资源可视化管理。', 'Smart shipyard', 'Production progress and resources at a glance.'],
    ] as const
  ).map(([zt, zs, et, es], i): BusinessSeed => ({
    kind: 'shipDigital',
    category: i + 1,
    scene: 'digital',
    zh: [zt, zs, `${zs}产品支持私有化部署与云端服务，可与船公司现有系统对接。`],
    en: [et, es, `${es} Available on premises or as a cloud service, and connects to the company's existing systems.`],
  })),
  {
    kind: 'shipSecurity',
    category: 1,
    scene: 'digital',
    zh: ['船载网络资产梳理', '识别船上全部联网设备与系统。', '通过现场调研与流量分析形成资产清单，为风险评估提供依据。'],
    en: [
      'Onboard network asset inventory',
      'Identify every connected device and system on board.',
      'Site surveys and traffic analysis produce the asset list that risk assessment builds on.',
    ],
  },
  {
    kind: 'shipSecurity',
    category: 2,
    scene: 'digital',
    zh: ['船舶网络安全风险评估', '按国际规则评估船舶网络风险。', '评估覆盖OT与IT系统，输出分级风险清单与整改建议。'],
    en: [
      'Ship cyber-risk assessment',
      'Assess cyber risk to international rules.',
      'Covers OT and IT systems and yields a graded risk list with remedies.',
    ],
  },
  {
    kind: 'shipSecurity',
    category: 3,
    scene: 'digital',
    zh: ['安全网关与分区隔离', '为船舶网络建立安全分区。', '部署安全网关，实现导航、机舱与办公网络的隔离与访问控制。'],
    en: [
      'Security gateway and zoning',
      'Separate the ship network into secure zones.',
      'A security gateway isolates navigation, engine-room and office networks and controls access between them.',
    ],
  },
  {
    kind: 'shipSecurity',
    category: 4,
    scene: 'digital',
    zh: ['网络安全事件应急响应', '7×24小时远程响应网络安全事件。', '提供事件研判、处置指导与恢复支持，帮助船舶尽快恢复正常运行。'],
    en: [
      'Cyber incident response',
      'Remote response to cyber incidents around the clock.',
      'Triage, guidance and recovery support get the ship back to normal operation quickly.',
    ],
  },
];
