import { describe, expect, it } from 'vitest';
import { ENQUIRY_CATEGORIES as SERVER_CATEGORIES } from '../../../server/forms/rules.ts';
import { JOB_CITY_CODES } from '../../../server/content/constants.ts';
import { messages } from '../../../server/i18n/messages.ts';
import zh from '../i18n/zh_CN/forms.json' with { type: 'json' };
import en from '../i18n/en_US/forms.json' with { type: 'json' };
import { CITY_CODES, ENQUIRY_CATEGORIES, RESUME_MAX_BYTES, errorsByField, validateEnquiry, validateResume, validateSalesRequest } from './rules.ts';

const resume = { name: '张三', mobile: '13800000000', currentCity: '青岛', preferredCity: 'qingdao', file: { name: 'cv.pdf', size: 1000 } };
const keys = (errors: { field: string; key: string }[]) => errors.map((e) => `${e.field}:${e.key}`);

describe('resume rules (SPEC §5)', () => {
  it('accepts a complete application', () => {
    expect(validateResume(resume)).toEqual([]);
  });
  it('requires a doc/docx/pdf file of at most 6 MB', () => {
    expect(keys(validateResume({ ...resume, file: null }))).toEqual(['resume:chooseResume']);
    expect(keys(validateResume({ ...resume, file: { name: 'cv.txt', size: 10 } }))).toEqual(['resume:resumeType']);
    expect(keys(validateResume({ ...resume, file: { name: 'CV.DOCX', size: RESUME_MAX_BYTES } }))).toEqual([]);
    expect(keys(validateResume({ ...resume, file: { name: 'cv.doc', size: RESUME_MAX_BYTES + 1 } }))).toEqual(['resume:resumeSize']);
    expect(keys(validateResume({ ...resume, file: { name: 'cv.pdf', size: 0 } }))).toEqual(['resume:chooseResume']);
  });
  it('checks name 2-10 characters, mobile up to 11 digits, current city 2-100, preferred city of six', () => {
    expect(keys(validateResume({ ...resume, name: '' }))).toEqual(['name:basicInfo']);
    expect(keys(validateResume({ ...resume, name: '张' }))).toEqual(['name:nameLength']);
    expect(keys(validateResume({ ...resume, name: '一二三四五六七八九十' }))).toEqual([]);
    expect(keys(validateResume({ ...resume, name: 'Abcdefghijk' }))).toEqual(['name:nameLength']);
    expect(keys(validateResume({ ...resume, mobile: '138000000001' }))).toEqual(['mobile:mobileFormat']);
    expect(keys(validateResume({ ...resume, mobile: '138-0000' }))).toEqual(['mobile:mobileFormat']);
    expect(keys(validateResume({ ...resume, currentCity: '青' }))).toEqual(['currentCity:currentCityLength']);
    expect(keys(validateResume({ ...resume, currentCity: 'x'.repeat(101) }))).toEqual(['currentCity:currentCityLength']);
    expect(keys(validateResume({ ...resume, preferredCity: '' }))).toEqual(['preferredCity:preferredCity']);
    expect(keys(validateResume({ ...resume, preferredCity: 'beijing' }))).toEqual(['preferredCity:preferredCity']);
  });
  it('uses the server’s city codes', () => {
    expect([...CITY_CODES]).toEqual([...JOB_CITY_CODES]);
  });
});

describe('enquiry and sales-request rules', () => {
  const enquiry = { category: 'business', company: '', name: 'Li', phone: '', email: 'li@example.com', requirement: '' };
  it('needs a category of five, a name, and phone or email', () => {
    expect([...ENQUIRY_CATEGORIES]).toEqual([...SERVER_CATEGORIES]);
    expect(validateEnquiry(enquiry)).toEqual([]);
    expect(keys(validateEnquiry({ ...enquiry, category: 'x' }))).toEqual(['category:categoryRequired']);
    expect(keys(validateEnquiry({ ...enquiry, email: '' }))).toEqual(['phone:telOrEmail']);
    expect(keys(validateEnquiry({ ...enquiry, email: 'li@example' }))).toEqual(['email:emailInvalid']);
    expect(keys(validateEnquiry({ ...enquiry, email: '', phone: '0532-8888 2005' }))).toEqual([]);
    expect(keys(validateEnquiry({ ...enquiry, email: '', phone: 'call me' }))).toEqual(['phone:phoneInvalid']);
    expect(keys(validateEnquiry({ ...enquiry, name: ' ' }))).toEqual(['name:basicInfo']);
  });
  it('sales agent, demo and trial need company, customer name and phone or email', () => {
    const base = { company: 'Ocean Co', customerName: 'Wang', phone: '+65 6888 2005', email: '' };
    expect(validateSalesRequest(base)).toEqual([]);
    expect(keys(validateSalesRequest({ ...base, company: '', customerName: '', phone: '' }))).toEqual(['company:basicInfo', 'customerName:basicInfo', 'phone:telOrEmail']);
    expect(errorsByField([{ field: 'a', key: 'x' }, { field: 'a', key: 'y' }])).toEqual({ a: 'x' });
  });
});

describe('texts match the server’s (server/i18n/messages.ts)', () => {
  const pairs: [clientKey: keyof typeof en.error | `success.${string}`, serverKey: keyof (typeof messages)['en_US']][] = [
    ['emailInvalid', 'forms.emailInvalid'],
    ['chooseResume', 'forms.resumeRequired'],
    ['resumeType', 'forms.resumeType'],
    ['resumeSize', 'forms.resumeSize'],
    ['basicInfo', 'forms.basicInfo'],
    ['preferredCity', 'forms.preferredCity'],
    ['telOrEmail', 'forms.telOrEmail'],
    ['nameLength', 'forms.nameLength'],
    ['mobileFormat', 'forms.mobileInvalid'],
    ['currentCityLength', 'forms.currentCityLength'],
    ['phoneInvalid', 'forms.phoneInvalid'],
    ['categoryRequired', 'forms.categoryRequired'],
    ['tooLong', 'forms.tooLong'],
  ];
  it.each(pairs)('%s', (clientKey, serverKey) => {
    expect(en.error[clientKey as keyof typeof en.error]).toBe(messages.en_US[serverKey]);
    expect(zh.error[clientKey as keyof typeof zh.error]).toBe(messages.zh_CN[serverKey]);
  });
  it('success texts (SPEC §8)', () => {
    expect(en.success).toEqual({ resume: messages.en_US['forms.resumeSuccess'], enquiry: messages.en_US['forms.enquirySuccess'], salesRequest: messages.en_US['forms.salesSuccess'] });
    expect(zh.success).toEqual({ resume: messages.zh_CN['forms.resumeSuccess'], enquiry: messages.zh_CN['forms.enquirySuccess'], salesRequest: messages.zh_CN['forms.salesSuccess'] });
    expect(en.success.resume).toBe('Successfully');
  });
});
