import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../api/http.ts';
import { sendReply, uploadAttachment } from './api.ts';

/**
 * Sends an image or file to the visitor: uploaded through the widget's checked path, then sent by the desk as an
 * image or file message (the server decides which from the file's bytes).
 */
export function AttachButton({
  id,
  disabled,
  onSent,
  onError,
}: {
  id: number;
  disabled: boolean;
  onSent: () => void;
  onError: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('desk');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setBusy(true);
    try {
      const uuid = await uploadAttachment(file, i18n.language);
      await sendReply(id, { file: uuid });
      onSent();
    } catch (err) {
      onError(err instanceof ApiFailure && err.message ? err.message : t('failed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <label className="desk-attach">
      {busy ? t('composer.uploading') : t('composer.attach')}
      <input
        ref={input}
        type="file"
        disabled={disabled || busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void send(file);
        }}
      />
    </label>
  );
}
