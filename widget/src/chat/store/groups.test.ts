import { describe, expect, it } from 'vitest';
import { createGroupsStore, forgetGroup, pendingOf, setApplications, setGroup } from './groups.ts';
import { isApplicationNotice } from '../group-applications/applications.ts';

const app = (applicationID: string, groupID: string, applicationType = 0) => ({
  applicationID,
  groupID,
  applicationType,
  applicant: `u${applicationID}`,
  applicantNick: '',
  userID: `u${applicationID}`,
  nick: '',
  avatar: '',
  wording: '',
});

describe('group applications slice (SPEC §4, §5)', () => {
  it('counts the pending applications of one group; a handled one stays shown but no longer counts', () => {
    const store = createGroupsStore();
    setApplications(store, [app('1', 'g1'), app('2', 'g1', 2), app('3', 'g2')]);
    expect(pendingOf(store, 'g1')).toBe(2);
    expect(pendingOf(store, 'g2')).toBe(1);
    store.applications[0]!.actionStatus = 'Agree';
    expect(pendingOf(store, 'g1')).toBe(1);
    // a reload from the server (without the handled one) keeps its 'agreed' line and adds new ones once
    setApplications(store, [app('2', 'g1', 2), app('4', 'g1')]);
    expect(store.applications.map((a) => [a.applicationID, a.actionStatus])).toEqual([
      ['1', 'Agree'],
      ['2', ''],
      ['4', ''],
    ]);
    expect(pendingOf(store, 'g1')).toBe(2);
  });

  it('forgets a group left: profile, panels and its applications', () => {
    const store = createGroupsStore();
    setGroup(store, { groupID: 'g1', type: 'Public', name: 'A', muteAllMembers: false, selfInfo: null, members: [] });
    setApplications(store, [app('1', 'g1'), app('2', 'g2')]);
    store.panel = { groupID: 'g1', tab: 'member' };
    store.applicationsOf = 'g1';
    forgetGroup(store, 'g1');
    expect(store.byID.g1).toBeUndefined();
    expect([store.panel, store.applicationsOf]).toEqual([null, null]);
    expect(store.applications.map((a) => a.groupID)).toEqual(['g2']);
  });

  it('library group system notices of operationType 1 and 23 are new applications', () => {
    const notice = (operationType: number) => ({ type: 'TIMGroupSystemNoticeElem', payload: { operationType } });
    expect([1, 23, 2, 5].map((n) => isApplicationNotice(notice(n)))).toEqual([true, true, false, false]);
    expect(isApplicationNotice({ type: 'TIMTextElem', payload: { operationType: 1 } })).toBe(false);
  });
});
