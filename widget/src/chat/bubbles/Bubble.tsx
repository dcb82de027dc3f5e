import { TYPES, type Message } from '../../engine/types.ts';
import { AudioBubble } from './AudioBubble.tsx';
import { CustomBubble } from './CustomBubble.tsx';
import { FaceBubble } from './FaceBubble.tsx';
import { FileBubble } from './FileBubble.tsx';
import { ImageBubble } from './ImageBubble.tsx';
import { LocationBubble } from './LocationBubble.tsx';
import { MergerBubble } from './MergerBubble.tsx';
import { TextBubble } from './TextBubble.tsx';
import { VideoBubble } from './VideoBubble.tsx';

/** Picks the bubble for a message type (one component per type). */
export function Bubble({ message }: { message: Message }) {
  switch (message.type) {
    case TYPES.MSG_TEXT:
      return <TextBubble message={message} />;
    case TYPES.MSG_IMAGE:
      return <ImageBubble message={message} />;
    case TYPES.MSG_VIDEO:
      return <VideoBubble message={message} />;
    case TYPES.MSG_AUDIO:
      return <AudioBubble message={message} />;
    case TYPES.MSG_FILE:
      return <FileBubble message={message} />;
    case TYPES.MSG_FACE:
      return <FaceBubble message={message} />;
    case TYPES.MSG_LOCATION:
      return <LocationBubble message={message} />;
    case TYPES.MSG_MERGER:
      return <MergerBubble message={message} />;
    default:
      return <CustomBubble message={message} />;
  }
}
