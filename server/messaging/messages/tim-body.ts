import { MESSAGE_TYPES } from '../../../protocol/model.ts';
import type { MsgElem } from '../admin/message-body.ts';

type Payload = Record<string, unknown>;

/** An absolute URL for a stored file path (`/im/files/…`), so that a moderation service can fetch it. */
function absolute(url: unknown, origin: string | undefined): string {
  const path = typeof url === 'string' ? url : '';
  return origin && path.startsWith('/') ? new URL(path, origin).href : path;
}

/**
 * A checked client message (messages/content.ts `normalizePayload`) as a Tencent REST `MsgBody`, the shape
 * Tencent's callbacks (CallbackBeforeSendMsg) and REST API use: one element per message.
 */
export function toMsgBody(type: string, p: Payload, origin?: string): MsgElem[] {
  const elem = (MsgContent: Record<string, unknown>): MsgElem[] => [{ MsgType: type, MsgContent }];
  switch (type) {
    case MESSAGE_TYPES.TEXT:
      return elem({ Text: p.text });
    case MESSAGE_TYPES.CUSTOM:
      return elem({ Data: p.data, Desc: p.description, Ext: p.extension });
    case MESSAGE_TYPES.FACE:
      return elem({ Index: p.index, Data: p.data });
    case MESSAGE_TYPES.LOCATION:
      return elem({ Desc: p.description, Latitude: p.latitude, Longitude: p.longitude });
    case MESSAGE_TYPES.IMAGE: {
      const infos = Array.isArray(p.imageInfoArray) ? (p.imageInfoArray as Payload[]) : [];
      return elem({
        UUID: p.uuid,
        ImageFormat: p.imageFormat,
        ImageInfoArray: infos.map((i) => ({ Type: i.type, Size: i.size, Width: i.width, Height: i.height, URL: absolute(i.url, origin) })),
      });
    }
    case MESSAGE_TYPES.AUDIO:
      return elem({ Url: absolute(p.url, origin), UUID: p.uuid, Size: p.size, Second: p.second, Download_Flag: 2 });
    case MESSAGE_TYPES.FILE:
      return elem({ Url: absolute(p.url, origin), UUID: p.uuid, FileSize: p.fileSize, FileName: p.fileName, Download_Flag: 2 });
    case MESSAGE_TYPES.VIDEO:
      return elem({
        VideoUrl: absolute(p.videoUrl, origin),
        VideoUUID: p.uuid,
        VideoSize: p.videoSize,
        VideoSecond: p.videoSecond,
        VideoDownloadFlag: 2,
        ThumbUrl: absolute(p.thumbUrl, origin),
        ThumbWidth: p.snapshotWidth,
        ThumbHeight: p.snapshotHeight,
        ThumbDownloadFlag: 2,
      });
    case MESSAGE_TYPES.MERGER:
      return elem({ Title: p.title, AbstractList: p.abstractList, CompatibleText: p.compatibleText });
    default:
      return elem({});
  }
}
