import { describe, expect, it } from 'vitest';
import {
  RESUME_MAX_BYTES,
  errorsByField,
  validateApplicant,
  validateEnquiry,
  validateResume,
  validateResumeFile,
  validateSalesRequest,
} from './form-rules.ts';

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
  it('orders the file first, then basic information (the site and the server report the first)', () => {
    const all = { name: '', mobile: 'x', currentCity: '', preferredCity: 'nowhere', file: null };
    expect(keys(validateResume(all))).toEqual([
      'resume:chooseResume',
      'name:basicInfo',
      'mobile:mobileFormat',
      'currentCity:basicInfo',
      'preferredCity:preferredCity',
    ]);
    expect(validateResume(all)).toEqual([...validateResumeFile(null), ...validateApplicant(all)]);
    expect(keys(validateApplicant({ ...resume, preferredCity: ' shanghai ' }))).toEqual([]);
  });
});

describe('enquiry and sales-request rules', () => {
  const enquiry = { category: 'business', company: '', name: 'Li', phone: '', email: 'li@example.com', requirement: '' };
  it('needs a category of five, a name, and phone or email', () => {
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
    expect(keys(validateSalesRequest({ ...base, company: '', customerName: '', phone: '' }))).toEqual([
      'company:basicInfo',
      'customerName:basicInfo',
      'phone:telOrEmail',
    ]);
    expect(
      errorsByField([
        { field: 'a', key: 'basicInfo' },
        { field: 'a', key: 'telOrEmail' },
      ]),
    ).toEqual({ a: 'basicInfo' });
  });
});
