import { useTranslation } from 'react-i18next';
import { readInvitedRoom, readInviter } from './room-data.ts';

/**
 * TUIRoomKit's invitation to a meeting (`businessID: 'ROOM_INVITE_ACTION'`, inviter and room under `data`): who
 * invited to which room. Told as a notice: the widget cannot enter the room itself.
 */
export function RoomInviteBubble({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation();
  const inviter = readInviter(data);
  const room = readInvitedRoom(data);
  const name = room.roomName || room.roomID;
  const text = inviter
    ? name
      ? t('custom.room.invitedBy', { inviter, room: name })
      : t('custom.room.invitedByNoRoom', { inviter })
    : name
      ? t('custom.room.invited', { room: name })
      : t('custom.room.invitedNoRoom');
  return (
    <div className="hy-card hy-card--room" data-kind="ROOM_INVITE_ACTION">
      <strong className="hy-card__title">{t('custom.room.invitation')}</strong>
      <p>{text}</p>
      {room.ownerName ? <p className="hy-field__hint">{t('custom.room.host', { owner: room.ownerName })}</p> : null}
    </div>
  );
}
