import {
  Component,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import type { WidgetConfig } from '../config.ts';
import { setPosition, type UiStore, type WindowPosition } from '../store/ui.ts';
import type { ChatBodyProps } from '../chat/ChatBody.tsx';
import { loadChatBody, loadedChatBody } from './chat-body-loader.ts';
import { CloseIcon } from '../toolbar/icons.tsx';
import { clampPosition, dragPosition, initialPosition, isMobileWidth, keyboardMove, type Size } from './geometry.ts';

export interface ChatWindowProps {
  id: string;
  ui: UiStore;
  config: WidgetConfig;
  onClose: () => void;
  /** The `layout="inline"` element: the body fills the element's box; no title bar, dragging or closing. */
  inline?: boolean;
}

export function ChatWindow({ id, ui, config, onClose, inline = false }: ChatWindowProps) {
  const { t } = useTranslation();
  const snap = useSnapshot(ui);
  const frameRef = useRef<HTMLElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; start: WindowPosition; x: number; y: number } | null>(null);
  const titleId = useId();
  const hintId = useId();
  // The heavy part is its own chunk, fetched on first open (or earlier, on avatar hover/focus).
  const [ChatBody, setChatBody] = useState<ComponentType<ChatBodyProps> | null>(loadedChatBody);
  const [loadFailed, setLoadFailed] = useState(false);
  const fetchBody = useCallback(() => {
    setLoadFailed(false);
    loadChatBody().then(
      (body) => setChatBody(() => body),
      () => setLoadFailed(true),
    );
  }, []);
  useEffect(() => {
    if (!ChatBody) fetchBody();
  }, [ChatBody, fetchBody]);

  const measure = useCallback((): { size: Size; viewport: Size } => {
    const rect = frameRef.current?.getBoundingClientRect();
    return {
      size: { width: rect?.width ?? 0, height: rect?.height ?? 0 },
      viewport: viewportSize(),
    };
  }, []);

  // First open: start at innerWidth / 4.2, 120 px; then keep the window inside the viewport.
  useLayoutEffect(() => {
    if (!snap.open || inline) return;
    if (!ui.position) setPosition(ui, initialPosition(window.innerWidth));
    const reclamp = () => {
      if (!ui.position || isMobileWidth(window.innerWidth)) return;
      const { size, viewport } = measure();
      setPosition(ui, clampPosition(ui.position, size, viewport));
    };
    reclamp();
    window.addEventListener('resize', reclamp);
    return () => window.removeEventListener('resize', reclamp);
  }, [snap.open, inline, ui, measure]);

  // Move focus into the window when it opens, so Escape and the arrow keys work at once.
  useEffect(() => {
    if (snap.open) headerRef.current?.focus({ preventScroll: true });
  }, [snap.open]);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || isMobileWidth(window.innerWidth)) return;
    if ((e.target as Element).closest('button')) return; // the close button is not a drag handle
    const start = ui.position ?? initialPosition(window.innerWidth);
    drag.current = { pointerId: e.pointerId, start: { ...start }, x: e.clientX, y: e.clientY };
    e.currentTarget.setPointerCapture(e.pointerId);
    e.preventDefault(); // no text selection while dragging
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const { size, viewport } = measure();
    setPosition(ui, dragPosition(d.start, { x: d.x, y: d.y }, { x: e.clientX, y: e.clientY }, size, viewport));
  };

  const endDrag = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== e.pointerId) return;
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };

  const onHeaderKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || isMobileWidth(window.innerWidth)) return;
    const { size, viewport } = measure();
    const next = keyboardMove(e.key, ui.position ?? initialPosition(window.innerWidth), size, viewport);
    if (next) {
      e.preventDefault();
      setPosition(ui, next);
    }
  };

  const onKeyDown = (e: ReactKeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      onClose();
    }
  };

  const position = snap.position ?? initialPosition(window.innerWidth);

  const body = (
    <div className="hy-window__body">
      <BodyErrorBoundary
        fallback={(retry) => (
          <div className="hy-window__status" role="alert">
            <p>{t('window.loadError')}</p>
            <button type="button" className="hy-btn" onClick={retry}>
              {t('window.retry')}
            </button>
          </div>
        )}
        failed={loadFailed}
        onRetry={fetchBody}
      >
        {ChatBody ? (
          <ChatBody config={config} />
        ) : (
          <div className="hy-window__status" role="status">
            <span className="hy-spinner" aria-hidden="true" />
            <span>{t('window.loading')}</span>
          </div>
        )}
      </BodyErrorBoundary>
    </div>
  );

  if (inline) {
    return (
      <section ref={frameRef} id={id} className="hy-window hy-window--inline" part="window" aria-label={t('window.title')}>
        {body}
      </section>
    );
  }

  return (
    <section
      ref={frameRef}
      id={id}
      className="hy-window"
      part="window"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!snap.open}
      style={{ left: `${position.left}px`, top: `${position.top}px` }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={headerRef}
        className="hy-window__header"
        part="header"
        tabIndex={0}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onHeaderKeyDown}
      >
        <h2 id={titleId} className="hy-window__title">
          {t('window.title')}
        </h2>
        <span id={hintId} className="hy-visually-hidden">
          {t('window.moveHint')}
        </span>
        <button type="button" className="hy-window__close" part="close" aria-label={t('window.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {body}
    </section>
  );
}

function viewportSize(): Size {
  // clientWidth/Height exclude scrollbars: the area position: fixed content can use.
  const root = document.documentElement;
  return { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight };
}

interface BoundaryProps {
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
  /** The chunk itself failed to load (no render error to catch). */
  failed: boolean;
  onRetry: () => void;
}

/** Catches a failed chunk load (or a crash in the chat body) and offers a retry. */
class BodyErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[hy-chat] chat body failed', error);
  }

  retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed || this.props.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
