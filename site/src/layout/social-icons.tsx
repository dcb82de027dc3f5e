/** The footer's social network marks (English footer). */
export function LinkedInIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
      <path
        d="M7 10v7M7 7v.01M11 17v-7M11 13.5c0-2 1.2-3.5 3-3.5s3 1.2 3 3.5V17"
        stroke="#0b2f6b"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function FacebookIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="M13.5 21v-7h2.3l.4-2.8h-2.7V9.6c0-.8.3-1.3 1.4-1.3h1.4V5.8c-.3 0-1.1-.1-2-.1-2 0-3.4 1.2-3.4 3.5v2H8.6V14h2.3v7"
        fill="#0b2f6b"
      />
    </svg>
  );
}

export function YouTubeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="1.5" y="5" width="21" height="14" rx="4" fill="currentColor" />
      <path d="m10 9 5 3-5 3z" fill="#0b2f6b" />
    </svg>
  );
}
