import { describe, expect, it } from 'vitest';
import { opensInNewTab, sectionOf } from './links.ts';

describe('footer link targets', () => {
  it('knows the section of a path in either locale', () => {
    expect(sectionOf('/')).toBe('');
    expect(sectionOf('/en/')).toBe('');
    expect(sectionOf('/en/bussiness/gmscare')).toBe('bussiness');
    expect(sectionOf('/talentDevelop/social')).toBe('talentDevelop');
  });

  it('opens a new tab unless already in that section', () => {
    expect(opensInNewTab('/bussiness/gmscare', '/bussiness/trainingService')).toBe(false);
    expect(opensInNewTab('/en/bussiness/gmscare', '/bussiness/trainingService')).toBe(false);
    expect(opensInNewTab('/', '/bussiness/trainingService')).toBe(true);
    expect(opensInNewTab('/webMap', '/webMap')).toBe(false);
    expect(opensInNewTab('/contactUs', '/webMap')).toBe(true);
  });
});
