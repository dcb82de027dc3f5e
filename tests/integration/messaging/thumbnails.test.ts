import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imBackends, useImServer } from './backends.ts';
import { collectMessages, until } from './im-helpers.ts';

type Info = { type: number; url: string; width: number; height: number; size: number };
type ImagePayload = { url: string; width: number; height: number; imageFormat: number; imageInfoArray: Info[] };

async function image(width: number, height: number, format: 'jpeg' | 'png' | 'gif', alpha = false): Promise<Blob> {
  const base = sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 10, g: 80, b: 160, alpha: 0.5 } : '#1a5090' },
  });
  const bytes = await (format === 'jpeg' ? base.jpeg() : format === 'png' ? base.png() : base.gif()).toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: `image/${format}` });
}

for (const backend of imBackends()) {
  describe(`image thumbnails (${backend.name})`, () => {
    const im = useImServer(backend);

    async function fetched(url: string) {
      const res = await fetch(new URL(url, im.url));
      const bytes = Buffer.from(await res.arrayBuffer());
      return { type: res.headers.get('content-type'), size: bytes.length, meta: await sharp(bytes).metadata() };
    }

    it('fills imageInfoArray with the original, a real thumbnail and a large variant, for the receiver and in history', async () => {
      const ann = await im.client('th_ann');
      const bo = await im.client('th_bo');
      const got = collectMessages(bo);
      const sent = (
        await ann.sendMessage(
          ann.createImageMessage({ to: 'th_bo', conversationType: 'C2C', payload: { file: await image(1200, 800, 'jpeg') } }),
        )
      ).data.message;
      const p = sent.payload as ImagePayload;
      expect(p).toMatchObject({ width: 1200, height: 800, imageFormat: 1 });
      const [original, thumb, large] = p.imageInfoArray;
      expect(original).toMatchObject({ type: 0, url: p.url, width: 1200, height: 800 });
      expect(thumb).toMatchObject({ type: 1, width: 300, height: 200 });
      expect(large).toMatchObject({ type: 2, width: 720, height: 480 });
      expect(new Set([original!.url, thumb!.url, large!.url]).size).toBe(3);
      // the variants are real, smaller images of the stated size
      const t = await fetched(thumb!.url);
      expect([t.type, t.meta.format, t.meta.width, t.meta.height, t.size]).toEqual(['image/jpeg', 'jpeg', 300, 200, thumb!.size]);
      expect(thumb!.size).toBeLessThan(original!.size);
      const l = await fetched(large!.url);
      expect([l.meta.width, l.meta.height]).toEqual([720, 480]);

      await until(() => got.length === 1);
      expect((got[0]!.payload as ImagePayload).imageInfoArray).toEqual(p.imageInfoArray);
      const history = (await bo.getMessageList({ conversationID: 'C2Cth_ann' })).data.messageList;
      expect((history.at(-1)!.payload as ImagePayload).imageInfoArray).toEqual(p.imageInfoArray);
      // a forwarded copy points at the same variants
      const fwd = (await bo.sendMessage(bo.createForwardMessage({ to: 'th_ann', conversationType: 'C2C', payload: history.at(-1)! }))).data
        .message;
      expect((fwd.payload as ImagePayload).imageInfoArray).toEqual(p.imageInfoArray);
    });

    it('keeps transparency (WebP), never enlarges small images and keeps GIFs as they are', async () => {
      const ann = await im.client('th_cat');
      await im.client('th_dan');
      const send = async (blob: Blob) =>
        (await ann.sendMessage(ann.createImageMessage({ to: 'th_dan', conversationType: 'C2C', payload: { file: blob } }))).data.message
          .payload as ImagePayload;

      const png = await send(await image(600, 300, 'png', true));
      expect(png.imageInfoArray[1]).toMatchObject({ type: 1, width: 300, height: 150 });
      const t = await fetched(png.imageInfoArray[1]!.url);
      expect([t.type, t.meta.format, t.meta.hasAlpha]).toEqual(['image/webp', 'webp', true]);
      // 600 px fits the large box: the large entry is the original itself
      expect(png.imageInfoArray[2]).toEqual({ ...png.imageInfoArray[0], type: 2 });
      expect(png.imageInfoArray[2]!.url).toBe(png.url);

      const small = await send(await image(120, 80, 'png'));
      expect(small.imageInfoArray.map((i) => [i.type, i.url, i.width, i.height])).toEqual(
        [0, 1, 2].map((type) => [type, small.url, 120, 80]),
      );

      const gif = await send(await image(800, 600, 'gif'));
      expect(gif.imageFormat).toBe(2);
      expect(gif.imageInfoArray.map((i) => i.url)).toEqual([gif.url, gif.url, gif.url]);
    });
  });
}
