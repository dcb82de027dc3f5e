/* Inline SVG icons (no external requests). All are decorative: labels live on the buttons. */

/** Customer-service agent with a headset (our own drawing). */
export function AgentAvatar() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="#e7eef8" />
      <path d="M12 60c2-11 10-17 20-17s18 6 20 17a32 32 0 0 1-40 0z" fill="#0b3a75" />
      <path d="M27 43h10l-5 8z" fill="#ffffff" />
      <circle cx="32" cy="28" r="12" fill="#f6d2b4" />
      <path d="M20 27c0-9 5-14 12-14s12 5 12 14c-3-5-7-7-12-7s-9 2-12 7z" fill="#2b2f3a" />
      <path d="M18 30v-3a14 14 0 0 1 28 0v3" fill="none" stroke="#13509c" strokeWidth="3" strokeLinecap="round" />
      <rect x="15" y="27" width="6" height="9" rx="3" fill="#13509c" />
      <rect x="43" y="27" width="6" height="9" rx="3" fill="#13509c" />
      <path d="M46 35c0 5-4 7-9 7" fill="none" stroke="#13509c" strokeWidth="2" strokeLinecap="round" />
      <circle cx="36" cy="42" r="2" fill="#13509c" />
    </svg>
  );
}

export function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z" />
    </svg>
  );
}

export function ArrowUpIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d="M12 19V6M6 11l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  );
}
