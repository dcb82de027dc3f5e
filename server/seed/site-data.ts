import type { JobCity, JobFunction } from '../content/constants.ts';

/** Seed jobs (12, both languages), branches, marketing figures and static-page search texts. */
export interface JobSeed {
  city: JobCity;
  fn: JobFunction;
  mode: 1 | 2;
  salary: string;
  zh: { title: string; education: string; experience: string; duties: string; requirements: string };
  en: { title: string; education: string; experience: string; duties: string; requirements: string };
}

const zhEdu = { b: '本科及以上', c: '大专及以上', m: '硕士及以上' } as const;
const enEdu = { b: "Bachelor's degree or above", c: 'College diploma or above', m: "Master's degree or above" } as const;

function job(city: JobCity, fn: JobFunction, mode: 1 | 2, salary: string, edu: keyof typeof zhEdu, years: number,
  zt: string, zd: string, zr: string, et: string, ed: string, er: string): JobSeed {
  return {
    city, fn, mode, salary,
    zh: { title: zt, education: zhEdu[edu], experience: mode === 2 ? '应届毕业生' : `${years}年以上`, duties: zd, requirements: zr },
    en: { title: et, education: enEdu[edu], experience: mode === 2 ? 'New graduates' : `${years}+ years`, duties: ed, requirements: er },
  };
}

export const JOBS: JobSeed[] = [
  job('qingdao', 'production', 1, '12K-18K', 'c', 5, '轮机工程师', '1. 负责船舶主机、辅机的检修与调试；\n2. 编制修理方案并指导现场施工；\n3. 参与重大故障的分析与处理。', '1. 轮机工程相关专业；\n2. 持有大管轮及以上证书者优先；\n3. 能适应出差。',
    'Marine Engineer', '1. Overhaul and commission main and auxiliary engines;\n2. Prepare repair plans and lead work on site;\n3. Analyse and resolve major failures.', '1. Degree in marine engineering;\n2. Second engineer licence or above preferred;\n3. Willing to travel.'),
  job('shanghai', 'rd', 1, '20K-30K', 'b', 3, 'Java后端开发工程师', '1. 负责船舶智能管理平台后端开发；\n2. 参与系统架构设计与性能优化；\n3. 编写技术文档。', '1. 计算机相关专业；\n2. 熟悉Java、Spring与关系型数据库；\n3. 有航运行业经验者优先。',
    'Java Backend Developer', '1. Build the backend of the ship management platform;\n2. Take part in architecture and performance work;\n3. Write technical documentation.', '1. Degree in computer science or similar;\n2. Java, Spring and relational databases;\n3. Shipping experience is a plus.'),
  job('shanghai', 'rd', 1, '18K-28K', 'b', 3, '前端开发工程师', '1. 负责官网与管理平台前端开发；\n2. 与设计、后端协作完成需求交付。', '1. 熟悉React或Vue；\n2. 了解性能优化与可访问性。',
    'Front-end Developer', '1. Build the website and platform front ends;\n2. Deliver features with design and backend colleagues.', '1. React or Vue;\n2. Understanding of performance and accessibility.'),
  job('shenzhen', 'rd', 1, '25K-40K', 'm', 5, '故障诊断算法工程师', '1. 研究船舶设备故障诊断与预测算法；\n2. 基于振动、油液数据建立诊断模型。', '1. 机械、自动化或数据科学相关专业；\n2. 熟悉Python与机器学习方法。',
    'Fault-Diagnosis Algorithm Engineer', '1. Research fault diagnosis and prediction for ship equipment;\n2. Build models from vibration and oil data.', '1. Mechanical, automation or data-science background;\n2. Python and machine learning.'),
  job('ningbo', 'sales', 1, '10K-20K', 'c', 3, '备件销售经理', '1. 开发与维护船东、船管客户；\n2. 负责备件询价、报价与订单跟进。', '1. 有船舶备件或设备销售经验；\n2. 良好的英语沟通能力。',
    'Spare-Parts Sales Manager', '1. Win and look after shipowner and manager customers;\n2. Handle enquiries, quotations and orders for spare parts.', '1. Experience selling marine spare parts or equipment;\n2. Good spoken and written English.'),
  job('singapore', 'sales', 1, 'SGD 5K-8K', 'b', 5, '海外业务拓展经理', '1. 拓展东南亚地区工程服务与供应链业务；\n2. 维护重点客户关系。', '1. 航运行业销售经验5年以上；\n2. 英语流利。',
    'Business Development Manager (Overseas)', '1. Grow engineering-service and supply-chain business in South-East Asia;\n2. Manage key accounts.', '1. 5+ years of sales in shipping;\n2. Fluent English.'),
  job('nantong', 'production', 1, '8K-12K', 'c', 2, '电气工程师', '1. 负责船舶电气设备检修与调试；\n2. 参与岸电与能效改装项目施工。', '1. 电气自动化相关专业；\n2. 持电工证。',
    'Electrical Engineer', '1. Repair and commission ship electrical equipment;\n2. Work on shore-power and efficiency retrofits.', '1. Degree in electrical engineering or automation;\n2. Electrician certificate.'),
  job('qingdao', 'production', 1, '7K-10K', 'c', 2, '实验室检测员', '1. 负责油液、燃油样品检测；\n2. 维护检测设备并记录数据。', '1. 化学、化工相关专业；\n2. 工作细致认真。',
    'Laboratory Technician', '1. Test oil and fuel samples;\n2. Maintain instruments and record results.', '1. Degree in chemistry or chemical engineering;\n2. Careful and precise.'),
  job('qingdao', 'rd', 2, '8K-12K', 'b', 0, '软件开发管培生', '1. 参与数字化产品的开发与测试；\n2. 轮岗学习产品、研发与交付流程。', '1. 计算机相关专业应届毕业生；\n2. 有扎实的编程基础。',
    'Software Development Graduate Trainee', '1. Develop and test digital products;\n2. Rotate through product, engineering and delivery.', '1. Graduating in computer science or similar;\n2. Solid programming basics.'),
  job('shanghai', 'production', 2, '7K-10K', 'b', 0, '轮机工程管培生', '1. 参与修船项目现场工作；\n2. 在导师指导下学习设备检修。', '1. 轮机工程、船舶与海洋工程专业应届毕业生；\n2. 能适应出差。',
    'Marine Engineering Graduate Trainee', '1. Work on ship-repair projects on site;\n2. Learn equipment overhaul with a mentor.', '1. Graduating in marine engineering or naval architecture;\n2. Willing to travel.'),
  job('shenzhen', 'sales', 2, '6K-9K', 'b', 0, '销售管培生', '1. 学习航运服务产品与客户开发；\n2. 协助客户经理跟进项目。', '1. 市场营销、航运管理等专业应届毕业生；\n2. 良好的沟通能力。',
    'Sales Graduate Trainee', '1. Learn our shipping services and how to win customers;\n2. Support account managers on projects.', '1. Graduating in marketing, shipping management or similar;\n2. Good communication skills.'),
  job('ningbo', 'rd', 2, '9K-13K', 'm', 0, '数据分析管培生', '1. 参与船舶能效数据分析；\n2. 协助建立能效评估模型。', '1. 统计、数学或数据科学专业应届硕士；\n2. 熟悉Python或R。',
    'Data Analysis Graduate Trainee', '1. Analyse ship energy-efficiency data;\n2. Help build efficiency assessment models.', '1. Master\'s graduate in statistics, mathematics or data science;\n2. Python or R.'),
];

export const JOB_CONTACT = { phone: '0532-8888-2005', zh: '人力资源部 王女士', en: 'Ms. Wang, Human Resources' } as const;

export const BRANCHES: { city: JobCity; zh: [string, string]; en: [string, string]; phone: string; email: string }[] = [
  { city: 'qingdao', zh: ['青岛总部', '山东省青岛市市南区海港路18号海联大厦'], en: ['Qingdao Headquarters', 'SeaLink Tower, 18 Haigang Road, Shinan District, Qingdao, Shandong'], phone: '0532-8888-2005', email: 'qingdao@sealink-marine.example' },
  { city: 'shanghai', zh: ['上海分公司', '上海市浦东新区滨江大道1888号'], en: ['Shanghai Branch', '1888 Binjiang Avenue, Pudong New Area, Shanghai'], phone: '021-6888-2005', email: 'shanghai@sealink-marine.example' },
  { city: 'shenzhen', zh: ['深圳分公司', '广东省深圳市南山区蛇口港湾大道66号'], en: ['Shenzhen Branch', '66 Gangwan Avenue, Shekou, Nanshan District, Shenzhen, Guangdong'], phone: '0755-2688-2005', email: 'shenzhen@sealink-marine.example' },
  { city: 'ningbo', zh: ['宁波服务站', '浙江省宁波市北仑区港城路288号'], en: ['Ningbo Service Station', '288 Gangcheng Road, Beilun District, Ningbo, Zhejiang'], phone: '0574-8688-2005', email: 'ningbo@sealink-marine.example' },
  { city: 'nantong', zh: ['南通备件中心', '江苏省南通市崇川区江海大道99号'], en: ['Nantong Spare-Parts Centre', '99 Jianghai Avenue, Chongchuan District, Nantong, Jiangsu'], phone: '0513-8588-2005', email: 'nantong@sealink-marine.example' },
  { city: 'singapore', zh: ['新加坡公司', '新加坡裕廊西大道10号'], en: ['SeaLink Marine Singapore Pte. Ltd.', '10 Jurong West Avenue, Singapore'], phone: '+65 6888 2005', email: 'singapore@sealink-marine.example' },
];

/** SPEC §1 figures; 80,000+ spare parts in both locales (the spec's English 8,000+ is a known slip). */
export const FIGURES: [key: string, value: string, zh: string, en: string][] = [
  ['founded', '2005', '成立年份', 'Founded'],
  ['staff', '540', '员工人数', 'Staff'],
  ['engineers', '300+', '工程师', 'Engineers'],
  ['services', '200+', '服务项目', 'Services'],
  ['spareParts', '80,000+', '备件种类', 'Spare parts'],
  ['platformSkus', '82,000+', '平台SKU', 'Platform SKUs'],
  ['shipRepairsPerYear', '5,000', '年修船艘次', 'Ship repairs a year'],
  ['makerAuthorizations', '25-30+', '厂商授权', 'Maker authorizations'],
  ['patents', '45', '专利', 'Patents'],
  ['softwareCopyrights', '104', '软件著作权', 'Software copyrights'],
  ['customers', '4,500', '客户', 'Customers'],
  ['suppliers', '500+', '供应商', 'Suppliers'],
  ['labCustomers', '600+', '实验室客户', 'Lab customers'],
  ['shipsTested', '2,500', '检测船舶', 'Ships tested'],
  ['ports', '680+', '服务港口', 'Ports served'],
  ['countries', '30+', '覆盖国家', 'Countries'],
  ['warningAccuracy', '95%', '预警准确率', 'Early-warning accuracy'],
  ['diagnosisAlgorithms', '40', '故障诊断算法', 'Fault-diagnosis algorithms'],
  ['trainingGround', '1,800 m²', '实训场地', 'Training ground'],
  ['trainers', '30+', '培训讲师', 'Trainers'],
  ['knowledgeBase', '1000G', '知识库', 'Knowledge base'],
  ['maintenanceCases', '6000+', '维修案例', 'Maintenance cases'],
  ['accidentCases', '1200+', '事故案例', 'Accident cases'],
  ['standards', '100+', '标准规范', 'Standard specifications'],
  ['offshoreCoverage', '40 nmi', '海上服务半径', 'Offshore coverage'],
  ['quotationHours', '48h', '报价时效', 'Quotation within'],
  ['supportHours', '24h', '在线技术支持', 'Online technical support'],
  ['warrantyMonths', '6+ months', '质保期', 'Warranty'],
];

/** Static pages' searchable titles and summaries (site search). */
export const PAGES: [path: string, zhTitle: string, zhSummary: string, enTitle: string, enSummary: string][] = [
  ['/', '首页', '海联船舶科技：工程技术服务、供应链管理、实验室检测、绿色低碳、数字化产品与培训服务。', 'Home', 'SeaLink Marine: engineering services, supply chain, laboratory testing, green retrofits, digital products and training.'],
  ['/enter', '走进海联', '公司简介、发展历程、组织架构、荣誉专利与企业文化。成立于2005年，员工约540人。', 'About us', 'Company profile, history, organisation, honours and patents, and culture. Founded in 2005 with about 540 staff.'],
  ['/enter/cultureDetails', '企业文化', '使命、愿景、价值观、核心竞争力与发展战略。', 'Culture', 'Mission, vision, values, core competitiveness and strategy.'],
  ['/enter/declaration', '行为宣言', '各部门员工行为宣言与商业行为准则下载。', 'Behaviour declaration', 'Department behaviour declarations and the business conduct code.'],
  ['/bussiness/engineerService', '工程技术服务', '修船、主机辅机检修、坞修管理、海上服务，年修船5000艘次。', 'Engineering technical services', 'Ship repair, engine overhauls, dry-dock management and offshore service: 5,000 repairs a year.'],
  ['/bussiness/greenDecarbonization', '绿色低碳', '能效改装、岸电改装、脱碳解决方案。', 'Green and low-carbon', 'Energy-efficiency retrofits, shore power and decarbonisation solutions.'],
  ['/bussiness/supplyChainManagement', '供应链管理', '备件采购与全球配送，80000余种备件，覆盖680多个港口。', 'Supply chain management', 'Spare-parts purchasing and worldwide delivery: 80,000+ parts to 680+ ports.'],
  ['/bussiness/gmscare', '实验室检测', '油液、燃油与压载水检测，年检测船舶2500艘。', 'Laboratory testing', 'Oil, fuel and ballast-water testing for 2,500 ships a year.'],
  ['/bussiness/shipDigitalizationProduct', '数字化产品', '船舶智能管理平台、能效管理、计划保养、远程专家AR、通信网络、网络韧性、数字孪生、智慧船厂。', 'Digital products', 'Ship management platform, energy efficiency, planned maintenance, remote expert AR, networks, cyber resilience, digital twin, smart shipyard.'],
  ['/bussiness/trainingService', '培训服务', '1800平方米实训场地，30余名讲师，轮机、电气与安全培训。', 'Training', '1,800 m2 training ground, 30+ trainers: engineering, electrical and safety courses.'],
  ['/mediaCenter', '媒体中心', '公司新闻、行业新闻与海联简报。', 'Media centre', 'Company news and industry news.'],
  ['/talentDevelop', '人才发展', '社会招聘、校园招聘、人才战略与福利待遇。', 'Careers', 'Experienced hires, campus recruitment, talent strategy and benefits.'],
  ['/talentDevelop/strategy', '人才战略', '培养、激励与职业发展通道。', 'Talent strategy', 'Development, rewards and career paths.'],
  ['/contactUs', '联系我们', '各地分支机构地址、电话与在线留言。', 'Contact us', 'Branch addresses, phone numbers and the enquiry form.'],
  ['/webMap', '网站地图', '网站全部栏目导航。', 'Site map', 'Every section of the website.'],
];
