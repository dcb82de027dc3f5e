import { useTranslation } from 'react-i18next';
import { textOf } from '../lib/text-of.ts';

/**
 * TUIRoomEngine's in-room signal (`businessID: 'tuikit_engine_room'`): a request between meeting participants that
 * only a meeting room acts on. TUIKit keeps it out of the chat; here it shows as a short notice naming the room.
 */
export function EngineRoomBubble({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation();
  const roomID = textOf(data.roomId);
  return (
    <div className="hy-bubble-text" data-kind="tuikit_engine_room">
      {roomID ? t('custom.room.engineSignalIn', { id: roomID }) : t('custom.room.engineSignal')}
    </div>
  );
}
