import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { fileKind, formatFileSize, truncateFileName } from '../lib/file-kind.ts';
import { mediaUrl } from '../lib/media-url.ts';
import { FileIcon } from './FileIcon.tsx';

/**
 * File: icon by type, name cut after ~16 width units, size; click downloads it as a blob under its name, from the
 * chat server (on a partner page the message's path must not resolve against the page).
 */
export function FileBubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const chat = useChat();
  const p = message.payload as { url?: string; fileName?: string; name?: string; fileSize?: number; size?: number };
  const name = p.fileName || p.name || t('abstract.file');
  const size = p.fileSize ?? p.size ?? 0;
  const download = async () => {
    const url = mediaUrl(p.url, chat.serverUrl);
    if (!url) return;
    try {
      const res = await fetch(url);
      if (!res.ok) throw new Error(String(res.status));
      const blobUrl = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = blobUrl;
      a.download = name;
      a.rel = 'noopener';
      a.click();
      setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
    } catch (err) {
      console.warn('[hy-chat] download failed', err);
    }
  };
  return (
    <button
      type="button"
      className="hy-bubble-file"
      title={name}
      onClick={() => void download()}
      disabled={!p.url}
      data-testid="file-bubble"
      data-kind={fileKind(name)}
    >
      <FileIcon kind={fileKind(name)} />
      <span className="hy-bubble-file__meta">
        <span className="hy-bubble-file__name">{truncateFileName(name)}</span>
        <span className="hy-bubble-file__size">{formatFileSize(size)}</span>
      </span>
    </button>
  );
}
