import type { BusinessItemKind } from '../../api/business.ts';
import type { SalesRequestKind } from '../../../../common/form-rules.ts';

/** The six business lines (SPEC §2) with their case category (SPEC home mapping), figures, lists and forms. */
export interface BusinessLine {
  key: 'engineerService' | 'greenDecarbonization' | 'supplyChainManagement' | 'gmscare' | 'shipDigitalizationProduct' | 'trainingService';
  /** Case category of the line (server seed: 1 engineer … 4 digital, 5 lab, 6 training). */
  category: number;
  scene: string;
  figures: string[];
  lists: BusinessItemKind[];
  forms: SalesRequestKind[];
}

export const BUSINESS_LINES: Record<BusinessLine['key'], BusinessLine> = {
  engineerService: {
    key: 'engineerService',
    category: 1,
    scene: 'engine-3',
    figures: ['engineers', 'shipRepairsPerYear', 'offshoreCoverage', 'makerAuthorizations', 'ports', 'services'],
    lists: ['case', 'expertOpinion'],
    forms: [],
  },
  greenDecarbonization: {
    key: 'greenDecarbonization',
    category: 2,
    scene: 'green-4',
    figures: ['customers', 'ports', 'countries', 'patents'],
    lists: ['case', 'expertOpinion'],
    forms: [],
  },
  supplyChainManagement: {
    key: 'supplyChainManagement',
    category: 3,
    scene: 'supply-2',
    figures: ['suppliers', 'spareParts', 'platformSkus', 'ports', 'countries'],
    lists: ['case'],
    forms: ['salesAgent'],
  },
  gmscare: {
    key: 'gmscare',
    category: 5,
    scene: 'lab-5',
    figures: ['labCustomers', 'shipsTested', 'warningAccuracy', 'diagnosisAlgorithms'],
    lists: ['case', 'expertOpinion'],
    forms: [],
  },
  shipDigitalizationProduct: {
    key: 'shipDigitalizationProduct',
    category: 4,
    scene: 'digital-6',
    figures: ['softwareCopyrights', 'patents', 'warningAccuracy', 'diagnosisAlgorithms', 'knowledgeBase'],
    lists: ['case', 'shipDigital', 'shipSecurity'],
    forms: ['demoVideo', 'energyTrial'],
  },
  trainingService: {
    key: 'trainingService',
    category: 6,
    scene: 'training-3',
    figures: ['trainingGround', 'trainers', 'knowledgeBase', 'maintenanceCases', 'accidentCases', 'standards'],
    lists: ['case', 'course'],
    forms: [],
  },
};

/** Locale-free list path of an item kind. */
export const LIST_PATHS: Record<BusinessItemKind, string> = {
  case: '/bussiness/bussinessList',
  course: '/bussiness/onlineCourseList',
  expertOpinion: '/bussiness/expertOpinionList',
  shipDigital: '/bussiness/shipDigitalList',
  shipSecurity: '/bussiness/shipSecurityList',
};

/** Locale-free detail path of an item: cases and expert opinions have their own routes, the rest share details. */
export function itemPath(kind: BusinessItemKind, id: number): string {
  if (kind === 'case') return `/bussiness/details?id=${id}`;
  if (kind === 'expertOpinion') return `/bussiness/expertOpinionDetails?id=${id}`;
  return `/bussiness/details?kind=${kind}&id=${id}`;
}

/** Meta/title key of a list page per kind. */
export const LIST_TITLE_KEYS: Record<BusinessItemKind, string> = {
  case: 'bussinessList',
  course: 'onlineCourseList',
  expertOpinion: 'expertOpinionList',
  shipDigital: 'shipDigitalList',
  shipSecurity: 'shipSecurityList',
};
