import { describe, expect, it } from 'vitest';
import { ImError } from '../../../protocol/errors.ts';
import { toClientMessage } from './message-body.ts';

describe('admin MsgBody to a client message', () => {
  it('maps text, custom, face and location elements to the client payloads', () => {
    expect(toClientMessage([{ MsgType: 'TIMTextElem', MsgContent: { Text: 'hi' } }], 'en_US')).toEqual({
      type: 'TIMTextElem',
      payload: { text: 'hi' },
    });
    expect(toClientMessage([{ MsgType: 'TIMCustomElem', MsgContent: { Data: '{}', Desc: 'd', Ext: 'e', Sound: 's' } }], 'en_US')).toEqual({
      type: 'TIMCustomElem',
      payload: { data: '{}', description: 'd', extension: 'e' },
    });
    expect(toClientMessage([{ MsgType: 'TIMFaceElem', MsgContent: { Index: 1, Data: 'smile' } }], 'en_US').payload).toEqual({
      index: 1,
      data: 'smile',
    });
    expect(
      toClientMessage([{ MsgType: 'TIMLocationElem', MsgContent: { Desc: 'Port', Latitude: 31.2, Longitude: 121.5 } }], 'en_US').payload,
    ).toEqual({
      description: 'Port',
      latitude: 31.2,
      longitude: 121.5,
    });
  });

  it('drops fields of the wrong type, so the send op refuses what is missing', () => {
    expect(toClientMessage([{ MsgType: 'TIMTextElem', MsgContent: { Text: 42 } }], 'en_US').payload).toEqual({});
  });

  it('refuses several elements, none, or a type a client cannot send, in the caller’s language', () => {
    const refused = (body: Parameters<typeof toClientMessage>[0], locale: 'zh_CN' | 'en_US' = 'en_US') => {
      try {
        toClientMessage(body, locale);
      } catch (err) {
        return err as ImError;
      }
      throw new Error('not refused');
    };
    const text = { MsgType: 'TIMTextElem', MsgContent: { Text: 'a' } };
    expect(refused([text, text])).toMatchObject({
      code: 10004,
      message: expect.stringMatching(/^MsgBody must hold exactly one element/) as unknown,
    });
    expect(refused([]).code).toBe(10004);
    expect(refused([{ MsgType: 'TIMGroupTipElem', MsgContent: {} }], 'zh_CN').message).toMatch(/^MsgBody 必须只含一个消息元素/);
    expect(refused([{ MsgType: 'TIMImageElem', MsgContent: {} }])).toBeInstanceOf(ImError);
  });
});
