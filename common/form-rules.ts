/**
 * Form rules of SPEC §5, one definition for both sides: the site checks them before sending
 * (site/src/forms/), the server checks them again on every submission (server/forms/). Pure functions
 * returning rule keys: the site shows `forms:error.<key>`, the server the matching text of
 * server/i18n/messages.ts (server/forms/rules.ts maps the keys).
 */

/** Preferred/job cities (SPEC §3), as stored codes (labels in server/content/constants.ts JOB_CITIES). */
export const CITY_CODES = ['qingdao', 'shanghai', 'shenzhen', 'ningbo', 'nantong', 'singapore'] as const;
export type CityCode = (typeof CITY_CODES)[number];

/** Enquiry information categories (SPEC §3). */
export const ENQUIRY_CATEGORIES = ['mediaPublicity', 'business', 'recruitment', 'commercialCooperation', 'other'] as const;
export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];

export const RESUME_MAX_BYTES = 6 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['doc', 'docx', 'pdf'] as const;
export const RESUME_ACCEPT =
  '.doc,.docx,.pdf,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const LIMITS = {
  name: { min: 2, max: 10 },
  mobileDigits: 11,
  currentCity: { min: 2, max: 100 },
  company: 100,
  customerName: 50,
  enquiryName: 50,
  phone: 30,
  email: 100,
  requirement: 2000,
} as const;

/** The hidden form field a person never fills; a value means a bot (the server accepts it and stores nothing). */
export const HONEYPOT_FIELD = 'website';

/** Every rule failure (a key of `forms:error.*` on the site). */
export type RuleKey =
  | 'chooseResume'
  | 'resumeType'
  | 'resumeSize'
  | 'basicInfo'
  | 'nameLength'
  | 'mobileFormat'
  | 'currentCityLength'
  | 'preferredCity'
  | 'telOrEmail'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'categoryRequired'
  | 'tooLong';

/** A rule failure and the field it belongs to. */
export interface RuleError {
  field: string;
  key: RuleKey;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
/** Phone: a digit first (after an optional +), then digits, spaces, dashes and parentheses; 5-20 characters. */
const PHONE = /^\+?[0-9][0-9\s()-]{4,19}$/;

/** Characters as a person counts them (a Chinese character or emoji is one). */
export function charCount(value: string): number {
  return [...value].length;
}

export function isEmail(value: string): boolean {
  return value.length <= LIMITS.email && EMAIL.test(value);
}

export function isPhone(value: string): boolean {
  return PHONE.test(value);
}

/** Extension of a file name, lower case, without the dot. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export interface ApplicantInput {
  name: string;
  mobile: string;
  currentCity: string;
  preferredCity: string;
}

export interface ResumeInput extends ApplicantInput {
  file: { name: string; size: number } | null;
}

/** The resume file as the browser sees it: required, doc/docx/pdf by name, at most 6 MB. (The server checks the content.) */
export function validateResumeFile(file: ResumeInput['file']): RuleError[] {
  if (!file) return [{ field: 'resume', key: 'chooseResume' }];
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return [{ field: 'resume', key: 'resumeType' }];
  if (file.size > RESUME_MAX_BYTES) return [{ field: 'resume', key: 'resumeSize' }];
  if (file.size === 0) return [{ field: 'resume', key: 'chooseResume' }];
  return [];
}

/** The applicant's basic information: name 2-10 characters, mobile up to 11 digits, current city 2-100, preferred city of six. */
export function validateApplicant(input: ApplicantInput): RuleError[] {
  const errors: RuleError[] = [];
  const name = input.name.trim();
  if (!name) errors.push({ field: 'name', key: 'basicInfo' });
  else if (charCount(name) < LIMITS.name.min || charCount(name) > LIMITS.name.max) errors.push({ field: 'name', key: 'nameLength' });

  const mobile = input.mobile.trim();
  if (!mobile) errors.push({ field: 'mobile', key: 'basicInfo' });
  else if (!/^\d{1,11}$/.test(mobile)) errors.push({ field: 'mobile', key: 'mobileFormat' });

  const city = input.currentCity.trim();
  if (!city) errors.push({ field: 'currentCity', key: 'basicInfo' });
  else if (charCount(city) < LIMITS.currentCity.min || charCount(city) > LIMITS.currentCity.max)
    errors.push({ field: 'currentCity', key: 'currentCityLength' });

  if (!(CITY_CODES as readonly string[]).includes(input.preferredCity.trim()))
    errors.push({ field: 'preferredCity', key: 'preferredCity' });
  return errors;
}

/** The resume rules in the order the visitor should fix them: file, basic information, preferred city. */
export function validateResume(input: ResumeInput): RuleError[] {
  return [...validateResumeFile(input.file), ...validateApplicant(input)];
}

/** Phone or email, one required; a given email must be well-formed; a given phone must look like one. */
function contactRules(phone: string, email: string): RuleError[] {
  const errors: RuleError[] = [];
  if (!phone && !email) {
    errors.push({ field: 'phone', key: 'telOrEmail' });
    return errors;
  }
  if (email && !isEmail(email)) errors.push({ field: 'email', key: 'emailInvalid' });
  if (phone && (charCount(phone) > LIMITS.phone || !isPhone(phone))) errors.push({ field: 'phone', key: 'phoneInvalid' });
  return errors;
}

export interface EnquiryInput {
  category: string;
  company: string;
  name: string;
  phone: string;
  email: string;
  requirement: string;
}

export function validateEnquiry(input: EnquiryInput): RuleError[] {
  const errors: RuleError[] = [];
  if (!(ENQUIRY_CATEGORIES as readonly string[]).includes(input.category)) errors.push({ field: 'category', key: 'categoryRequired' });
  if (charCount(input.company.trim()) > LIMITS.company) errors.push({ field: 'company', key: 'tooLong' });
  const name = input.name.trim();
  if (!name) errors.push({ field: 'name', key: 'basicInfo' });
  else if (charCount(name) > LIMITS.enquiryName) errors.push({ field: 'name', key: 'tooLong' });
  errors.push(...contactRules(input.phone.trim(), input.email.trim()));
  if (charCount(input.requirement.trim()) > LIMITS.requirement) errors.push({ field: 'requirement', key: 'tooLong' });
  return errors;
}

/** Sales-agent application, demo-video request and energy-efficiency trial request. */
export const SALES_REQUEST_KINDS = ['salesAgent', 'demoVideo', 'energyTrial'] as const;
export type SalesRequestKind = (typeof SALES_REQUEST_KINDS)[number];

export interface SalesRequestInput {
  company: string;
  customerName: string;
  phone: string;
  email: string;
}

export function validateSalesRequest(input: SalesRequestInput): RuleError[] {
  const errors: RuleError[] = [];
  const company = input.company.trim();
  const customer = input.customerName.trim();
  if (!company) errors.push({ field: 'company', key: 'basicInfo' });
  else if (charCount(company) > LIMITS.company) errors.push({ field: 'company', key: 'tooLong' });
  if (!customer) errors.push({ field: 'customerName', key: 'basicInfo' });
  else if (charCount(customer) > LIMITS.customerName) errors.push({ field: 'customerName', key: 'tooLong' });
  errors.push(...contactRules(input.phone.trim(), input.email.trim()));
  return errors;
}

/** The first error per field (what a field shows next to it). */
export function errorsByField(errors: readonly RuleError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const error of errors) if (!(error.field in map)) map[error.field] = error.key;
  return map;
}
