import { describe, expect, it } from 'vitest';
import { leadRef, parseLeadRef, sourceOfKind, sourcesFor } from './leads.ts';
import { can } from './roles.ts';

describe('lead references and who reads which leads', () => {
  it('round-trips a reference and refuses anything else', () => {
    expect(parseLeadRef(leadRef('job', 7))).toEqual({ source: 'job', id: 7 });
    for (const bad of ['job-0', 'job-07', 'jobs-1', 'enquiry-', 'sales-1.5', 'sales-99999999999', 'enquiry-2147483648', '../x'])
      expect(parseLeadRef(bad)).toBeNull();
    expect(parseLeadRef('enquiry-2147483647')).toEqual({ source: 'enquiry', id: 2147483647 });
  });

  it('gives sales the enquiries and requests, recruiters the applications, admins all, the others none', () => {
    expect(sourcesFor('sales')).toEqual(['enquiry', 'sales']);
    expect(sourcesFor('recruiter')).toEqual(['job']);
    expect(sourcesFor('admin')).toEqual(['enquiry', 'sales', 'job']);
    expect(sourcesFor('editor')).toEqual([]);
    expect(sourcesFor('agent')).toEqual([]);
    expect(sourceOfKind('demoVideo')).toBe('sales');
    expect(can('recruiter', 'team')).toBe(false);
    expect(can('admin', 'audit')).toBe(true);
  });
});
