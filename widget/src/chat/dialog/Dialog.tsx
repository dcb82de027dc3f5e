import { useEffect, useId, useRef, type ReactNode } from 'react';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/**
 * A modal dialog inside the chat: labelled by its title, Escape closes it (without closing the window), focus
 * moves into it, Tab stays inside, and focus returns where it was on close.
 */
export function Dialog({
  title,
  onClose,
  children,
  className = '',
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = boxRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const before = root?.activeElement as HTMLElement | null | undefined;
    boxRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => before?.focus?.();
  }, []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !boxRef.current) return;
    const items = [...boxRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const root = boxRef.current.getRootNode() as ShadowRoot;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && root.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && root.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="hy-modal" role="presentation" onKeyDown={onKeyDown} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={boxRef}
        className={`hy-modal__box ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <h2 id={titleId} className="hy-modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
