import { useTranslation } from 'react-i18next';
import { readRoom } from './room-data.ts';

/**
 * TUIRoomKit's meeting card (`businessID: 'group_room_message'`): whose meeting, its state, how many are in it and
 * who. The widget has no meeting room of its own, so the card tells, and offers no button to enter.
 */
export function RoomCardBubble({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation();
  const room = readRoom(data);
  const title = room.roomName || (room.ownerName ? t('custom.room.ownersMeeting', { owner: room.ownerName }) : t('custom.room.meeting'));
  return (
    <div className="hy-card hy-card--room" data-kind="group_room_message" data-state={room.state ?? ''}>
      <strong className="hy-card__title">{title}</strong>
      <span className="hy-card__status">{t(`custom.room.state.${room.state ?? 'unknown'}`)}</span>
      {room.state !== 'destroyed' && room.memberCount > 0 ? <p>{t('custom.room.members', { count: room.memberCount })}</p> : null}
      {room.people.length ? <p className="hy-card__people">{room.people.map((p) => p.name).join(t('custom.room.separator'))}</p> : null}
      {room.roomID ? <p className="hy-field__hint">{t('custom.room.id', { id: room.roomID })}</p> : null}
    </div>
  );
}
