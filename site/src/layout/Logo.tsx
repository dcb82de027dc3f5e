/** The SeaLink mark: a bow cutting a wave inside a ring (own drawing). Decorative; the link names it. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-sea" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f8fe0" />
          <stop offset="1" stopColor="#0b2f6b" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="22" fill="url(#logo-sea)" />
      <circle cx="24" cy="24" r="22" fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="1.5" />
      <path d="M13 27h22l-4.5 6.5H17.5z" fill="#fff" />
      <path d="M23 11v14h-8.5z" fill="#fff" fillOpacity="0.9" />
      <path d="M25 14v11h7z" fill="#9fd3ff" />
      <path d="M8 36c3 0 4-2 8-2s5 2 8 2 4-2 8-2 5 2 8 2" fill="none" stroke="#9fd3ff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
