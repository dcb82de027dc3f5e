import { useEffect, useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentAvatar, ArrowUpIcon, MailIcon, PhoneIcon } from './icons.tsx';
import { loadChatBody } from '../window/chat-body-loader.ts';

function prefetchChat(): void {
  loadChatBody().catch(() => {
    /* the window shows the error and a retry when it opens */
  });
}

/** SPEC §9: back-to-top appears after scrolling more than 300 px. */
export const BACK_TO_TOP_THRESHOLD = 300;

export interface ToolbarProps {
  open: boolean;
  unread: boolean;
  phone: string;
  email: string;
  windowId: string;
  avatarRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
}

export function Toolbar({ open, unread, phone, email, windowId, avatarRef, onToggle }: ToolbarProps) {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(BACK_TO_TOP_THRESHOLD);
  const [phonePinned, setPhonePinned] = useState(false);
  const phoneBubbleId = useId();

  return (
    <div className="hy-toolbar" part="toolbar" role="group" aria-label={t('toolbar.label')}>
      <button
        ref={avatarRef}
        type="button"
        className="hy-tool hy-tool--avatar"
        part="tool avatar"
        data-tool="avatar"
        aria-label={unread ? t('toolbar.serviceUnread') : t('toolbar.service')}
        aria-expanded={open}
        aria-controls={windowId}
        onClick={onToggle}
        // Start fetching the chat chunk as soon as the visitor heads for the button.
        onPointerEnter={prefetchChat}
        onFocus={prefetchChat}
        onPointerDown={prefetchChat}
      >
        <AgentAvatar />
        {unread ? <span className="hy-dot" data-testid="unread-dot" /> : null}
      </button>

      <a className="hy-tool" part="tool" data-tool="mail" href={`mailto:${email}`} aria-label={t('toolbar.email', { email })}>
        <MailIcon />
      </a>

      <div className="hy-phone" onMouseLeave={() => setPhonePinned(false)}>
        <button
          type="button"
          className="hy-tool"
          part="tool"
          data-tool="phone"
          aria-label={t('toolbar.phone', { phone })}
          aria-describedby={phoneBubbleId}
          aria-expanded={phonePinned}
          onClick={() => setPhonePinned((v) => !v)}
          onBlur={() => setPhonePinned(false)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && phonePinned) {
              e.stopPropagation();
              setPhonePinned(false);
            }
          }}
        >
          <PhoneIcon />
        </button>
        <span id={phoneBubbleId} role="tooltip" className="hy-bubble" data-pinned={phonePinned ? '' : undefined}>
          <span className="hy-bubble__title">{t('toolbar.phoneTitle')}</span>
          <span className="hy-bubble__number">{phone}</span>
        </span>
      </div>

      {scrolled ? (
        <button
          type="button"
          className="hy-tool"
          part="tool"
          data-tool="top"
          aria-label={t('toolbar.backToTop')}
          onClick={() => {
            // This button disappears during the scroll; Chrome stops a smooth scroll when the
            // focused element is removed, so hand focus to the avatar first.
            avatarRef.current?.focus({ preventScroll: true });
            scrollToTop();
          }}
        >
          <ArrowUpIcon />
        </button>
      ) : (
        // Keeps the other buttons in place (no jump under the pointer) while back-to-top is hidden.
        <span className="hy-tool-slot" aria-hidden="true" />
      )}
    </div>
  );
}

function scrollToTop(): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, left: window.scrollX, behavior: reduce ? 'auto' : 'smooth' });
}

/** True while the page is scrolled more than `threshold` px (rAF-throttled). */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
