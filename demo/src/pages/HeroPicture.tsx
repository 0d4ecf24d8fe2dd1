/**
 * The start page's picture: a pair of round frames with tinted lenses, drawn in the shop's colours.
 * Inline, so it paints with the page's text (no request, nothing moves), and decorative: the
 * heading beside it says what the page is.
 */
export function HeroPicture({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 160" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-lens" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e3f0f1" />
          <stop offset="1" stopColor="#9cc6cc" />
        </linearGradient>
      </defs>
      <ellipse cx="160" cy="140" rx="130" ry="10" fill="#e2e2de" />
      <path
        d="M8 62 C 20 52, 40 50, 52 54"
        fill="none"
        stroke="#073b45"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d="M312 62 C 300 52, 280 50, 268 54"
        fill="none"
        stroke="#073b45"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="100" cy="80" r="50" fill="url(#hero-lens)" stroke="#073b45" strokeWidth="8" />
      <circle cx="220" cy="80" r="50" fill="url(#hero-lens)" stroke="#073b45" strokeWidth="8" />
      <path
        d="M146 66 C 154 56, 166 56, 174 66"
        fill="none"
        stroke="#073b45"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <path
        d="M78 58 C 86 50, 98 46, 108 47"
        fill="none"
        stroke="#ffffff"
        strokeWidth="6"
        strokeLinecap="round"
        opacity="0.7"
      />
      <path
        d="M198 58 C 206 50, 218 46, 228 47"
        fill="none"
        stroke="#ffffff"
        strokeWidth="6"
        strokeLinecap="round"
        opacity="0.7"
      />
    </svg>
  );
}
