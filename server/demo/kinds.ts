import type { DemoKind } from '../../common/demo-kinds.ts';
import type { Locale } from '../../common/locale.ts';
import { MESSAGE_TYPES } from '../../protocol/model.ts';
import type { Im } from '../messaging/context.ts';
import { samplePng, sampleWav, storeSample } from './sample-files.ts';
import { DEMO_TEXTS } from './texts.ts';

export interface DemoMessage {
  type: string;
  payload: Record<string, unknown>;
}

const custom = (data: Record<string, unknown>, description: string): DemoMessage => ({
  type: MESSAGE_TYPES.CUSTOM,
  payload: { data: JSON.stringify(data), description, extension: '' },
});

/**
 * The message of one kind as `from` would send it from a client (type and payload for the sendMessage op); media
 * kinds first store a sample file as an upload of `from`, so the server's own checks of the payload apply.
 */
export async function demoMessage(im: Im, kind: DemoKind, from: string, locale: Locale): Promise<DemoMessage> {
  const t = DEMO_TEXTS[locale];
  switch (kind) {
    case 'text':
      return { type: MESSAGE_TYPES.TEXT, payload: { text: t.text } };
    case 'image':
      return { type: MESSAGE_TYPES.IMAGE, payload: { url: await storeSample(im, from, 'demo.png', await samplePng()) } };
    case 'file':
      return { type: MESSAGE_TYPES.FILE, payload: { url: await storeSample(im, from, t.fileName, Buffer.from(t.fileBody)) } };
    case 'voice':
      return { type: MESSAGE_TYPES.AUDIO, payload: { url: await storeSample(im, from, 'demo.wav', sampleWav()), second: 1 } };
    case 'video': {
      const snapshotUrl = await storeSample(im, from, 'demo-snapshot.png', await samplePng());
      // the bytes are a sound, not a film: the bubble, its snapshot and its player are what QA looks at
      const url = await storeSample(im, from, 'demo.mp4', sampleWav(2));
      return { type: MESSAGE_TYPES.VIDEO, payload: { url, snapshotUrl, videoSecond: 2 } };
    }
    case 'location':
      return { type: MESSAGE_TYPES.LOCATION, payload: { description: t.location, latitude: 31.2304, longitude: 121.4737 } };
    case 'face':
      return { type: MESSAGE_TYPES.FACE, payload: { index: 1, data: '[微笑]' } };
    case 'merger':
      return {
        type: MESSAGE_TYPES.MERGER,
        payload: {
          title: t.mergerTitle,
          abstractList: [`${from}: ${t.mergerLine}`, `${from}: ${t.text}`],
          compatibleText: t.mergerTitle,
          messageList: [
            { ID: 'demo-merged-1', from, type: MESSAGE_TYPES.TEXT, time: Math.floor(Date.now() / 1000), payload: { text: t.mergerLine } },
            { ID: 'demo-merged-2', from, type: MESSAGE_TYPES.TEXT, time: Math.floor(Date.now() / 1000), payload: { text: t.text } },
          ],
        },
      };
    case 'custom-service':
      return custom(
        {
          businessID: 'service',
          title: t.serviceTitle,
          description: t.serviceDescription,
          item: [{ key: t.serviceItem, value: t.serviceValue }],
          hyperlinks_text: { key: 'example.com', value: 'https://example.com/' },
        },
        t.serviceTitle,
      );
    case 'custom-evaluate':
      return custom({ businessID: 'evaluate', score: 4, comment: t.evaluateComment }, t.evaluateComment);
    case 'custom-order':
      return custom(
        {
          businessID: 'order',
          title: t.orderTitle,
          description: t.orderDescription,
          price: '¥ 1,280',
          link: 'https://example.com/order/1',
          imageUrl: '',
        },
        t.orderTitle,
      );
    case 'custom-link':
      return custom({ businessID: 'link', text: t.linkText, link: 'https://example.com/' }, t.linkText);
    case 'custom-other':
      return custom({ businessID: 'demo_unknown' }, t.customOther);
  }
}
