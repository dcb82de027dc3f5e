/** The call screens' icons (decorative: every button carries its own label). */
const base = { viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': true, focusable: false } as const;

export function PhoneIcon() {
  return (
    <svg {...base} fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

export function VideoIcon() {
  return (
    <svg {...base} fill="currentColor">
      <path d="M4 6h11a1 1 0 0 1 1 1v3.5l4-3v9l-4-3V17a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z" />
    </svg>
  );
}

export function MicIcon({ off }: { off?: boolean }) {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
      {off ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

export function CamIcon({ off }: { off?: boolean }) {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="3" y="7" width="12" height="10" rx="2" />
      <path d="M15 11l6-3v8l-6-3" />
      {off ? <path d="M3 4l18 16" /> : null}
    </svg>
  );
}

export function FlipIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 8h13l-3-3M20 16H7l3 3" />
    </svg>
  );
}

export function MinimiseIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M5 19h14M9 5v8h8" />
    </svg>
  );
}

export function HangUpIcon() {
  return (
    <svg {...base} fill="currentColor">
      <path d="M12 9c-3 0-5.8.9-8.2 2.6a1 1 0 0 0-.3 1.3l1.6 2.6a1 1 0 0 0 1.2.4l2.7-1.1a1 1 0 0 0 .6-.9V12a11 11 0 0 1 4.8 0v1.9a1 1 0 0 0 .6.9l2.7 1.1a1 1 0 0 0 1.2-.4l1.6-2.6a1 1 0 0 0-.3-1.3A14 14 0 0 0 12 9z" />
    </svg>
  );
}
