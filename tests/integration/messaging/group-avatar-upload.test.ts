import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imBackends, useImServer } from './backends.ts';
import type { ImServer } from './im-helpers.ts';
import { until } from './im-helpers.ts';

type Uploaded = { data: { url: string; uuid: string } };
type Group = { groupID: string; avatar: string };

async function uploadImage(im: ImServer, userId: string, colour: string): Promise<Uploaded['data']> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'face.png');
  const res = await fetch(`${im.url}/im/upload?kind=image`, {
    method: 'POST',
    body: form,
    headers: { userid: userId, usersig: im.sig(userId) },
  });
  return ((await res.json()) as Uploaded).data;
}

const served = async (im: ImServer, path: string) => (await fetch(`${im.url}${path}`)).status;

for (const backend of imBackends()) {
  describe(`group faces uploaded to us are kept (${backend.name})`, () => {
    const im = useImServer(backend, { IM_UPLOAD_GRACE_SECONDS: '2', IM_UPLOAD_SWEEP_SECONDS: '0.5' });

    it('keeps an image used as a group avatar (create and update) while an unused upload is swept', { timeout: 30_000 }, async () => {
      const owner = await im.client('gav_owner');
      const [created, orphan] = await Promise.all([uploadImage(im, 'gav_owner', '#1a5090'), uploadImage(im, 'gav_owner', '#501a90')]);
      expect(created.url).toMatch(/^\/im\/files\//);
      const group = ((await owner.createGroup({ name: 'Deck', type: 'Public', avatar: created.url })).data as { group: Group }).group;
      expect(group.avatar).toBe(created.url);
      // the widget's upload (the driver's uploadImage) gives the absolute URL, which names our file as well
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#90501a' } })
        .png()
        .toBuffer();
      const absolute = await owner.uploadImage(new Blob([new Uint8Array(png)]));
      expect(absolute).toMatch(new RegExp(`^${im.url}/im/files/[A-Za-z0-9_-]+$`));
      const after = await owner.updateGroupProfile({ groupID: group.groupID, avatar: absolute });
      expect((after.data as { group: Group }).group.avatar).toBe(absolute);
      // a text file is no image: refused by the upload itself
      await expect(owner.uploadImage(new Blob(['not an image']))).rejects.toMatchObject({ code: 4004 });

      await until(async () => (await served(im, orphan.url)) === 404, 15_000, 'the unused upload swept');
      expect(await served(im, created.url)).toBe(200);
      expect(await served(im, new URL(absolute).pathname)).toBe(200);
    });

    it('refuses a face path naming no uploaded image (7004), and leaves other sites alone', async () => {
      const owner = await im.client('gav_other');
      await expect(owner.createGroup({ name: 'Ghost', type: 'Public', avatar: '/im/files/NoSuchUpload0000001' })).rejects.toMatchObject({
        code: 7004,
      });
      const elsewhere = 'https://cdn.example.com/im/files/NoSuchUpload0000001';
      const group = ((await owner.createGroup({ name: 'Fleet', type: 'Public', avatar: elsewhere })).data as { group: Group }).group;
      expect(group.avatar).toBe(elsewhere);
    });
  });
}
