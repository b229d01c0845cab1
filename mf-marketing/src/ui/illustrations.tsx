/**
 * Inline SVG illustrations and icons: no image requests, and every one carries its width
 * and height so the page does not shift while it loads. Decorative: hidden from
 * assistive technology (the text next to them says what they show).
 */
import type { CompanyModule } from '@itam/shared/contracts';

const INK = '#102a2c';
const BRAND = '#33D7DB';
const DARK = '#0a6f72';
const SOFT = '#e6fafa';

/** A laptop showing the asset register with state chips and a tag, and a phone scanning it. */
export function HeroArt({ className = 'mk-hero-art' }: { className?: string }) {
  return (
    <svg
      className={className}
      width="520"
      height="380"
      viewBox="0 0 520 380"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="40"
        y="30"
        width="400"
        height="250"
        rx="14"
        fill="#fff"
        stroke={INK}
        strokeWidth="4"
      />
      <rect x="58" y="50" width="364" height="34" rx="6" fill={SOFT} />
      <circle cx="78" cy="67" r="8" fill={BRAND} />
      <rect x="96" y="61" width="120" height="12" rx="6" fill={DARK} opacity=".5" />
      {[0, 1, 2, 3].map((row) => (
        <g key={row} transform={`translate(58 ${100 + row * 42})`}>
          <rect width="364" height="32" rx="6" fill={row % 2 ? '#fff' : '#f4fbfb'} />
          <rect x="12" y="10" width="110" height="12" rx="6" fill={INK} opacity=".7" />
          <rect x="140" y="10" width="80" height="12" rx="6" fill={INK} opacity=".3" />
          <rect
            x="250"
            y="7"
            width="90"
            height="18"
            rx="9"
            fill={row === 2 ? '#ffd666' : BRAND}
            opacity=".85"
          />
        </g>
      ))}
      <path d="M10 290h460l-24 26H34z" fill={INK} />
      <rect
        x="360"
        y="160"
        width="120"
        height="200"
        rx="18"
        fill="#fff"
        stroke={INK}
        strokeWidth="4"
      />
      <rect
        x="378"
        y="186"
        width="84"
        height="84"
        rx="6"
        fill={SOFT}
        stroke={DARK}
        strokeWidth="2"
      />
      <g fill={INK}>
        <rect x="388" y="196" width="20" height="20" />
        <rect x="432" y="196" width="20" height="20" />
        <rect x="388" y="240" width="20" height="20" />
        <rect x="416" y="222" width="10" height="10" />
        <rect x="436" y="244" width="14" height="14" />
      </g>
      <rect x="378" y="284" width="84" height="14" rx="7" fill={BRAND} />
      <rect x="378" y="306" width="60" height="10" rx="5" fill={INK} opacity=".3" />
    </svg>
  );
}

const MODULE_PATHS: Record<CompanyModule, string> = {
  // laptop with a tag
  'asset-management': 'M8 10h24v16H8z M4 28h32l-3 4H7z M26 14l6 0 0 6-6 0z',
  // shopping bag
  'it-products': 'M10 14h20l-2 20H12z M15 14v-3a5 5 0 0 1 10 0v3',
  // wrench
  'it-services': 'M27 7a7 7 0 0 0-8 9L8 27l5 5 11-11a7 7 0 0 0 9-8l-4 4-4-1-1-4z',
  // cloud with a check
  'saas-products': 'M12 30a7 7 0 0 1 0-14 9 9 0 0 1 17 3 6 6 0 0 1-1 11z M15 23l4 4 7-7',
  // bell with alert
  'incident-management':
    'M20 6a9 9 0 0 0-9 9v7l-4 5h26l-4-5v-7a9 9 0 0 0-9-9z M16 31a4 4 0 0 0 8 0',
};

export function ModuleIcon({ module }: { module: CompanyModule }) {
  return (
    <svg
      className="mk-icon"
      width="40"
      height="40"
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="10" fill={SOFT} />
      <path
        d={MODULE_PATHS[module]}
        fill="none"
        stroke={DARK}
        strokeWidth="2.4"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

const FEATURE_PATHS = {
  agent: 'M8 8h24v18H8z M14 32h12 M20 26v6 M13 19l4-4 4 3 6-6',
  qr: 'M8 8h9v9H8z M23 8h9v9h-9z M8 23h9v9H8z M23 23h4v4h-4z M29 29h3v3h-3z',
  exit: 'M22 8H10v24h12 M18 20h16 M29 15l5 5-5 5',
  audit: 'M12 6h16v28H12z M16 13h8 M16 19h8 M16 25l3 3 5-6',
  shield: 'M20 6l12 5v8c0 8-5 13-12 15-7-2-12-7-12-15v-8z M15 20l4 4 7-7',
  recycle: 'M14 12l6-6 6 6 M20 6v12 M10 26l-3 6h26l-3-6 M12 20l-4 6 M28 20l4 6',
  chart: 'M8 32V8 M8 32h26 M13 26v-8 M20 26V12 M27 26v-11',
  handshake: 'M6 18l8-6 6 4 6-4 8 6-14 12z M14 22l4 3',
} as const;
export type FeatureIconName = keyof typeof FEATURE_PATHS;

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg
      className="mk-icon"
      width="40"
      height="40"
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="10" fill={SOFT} />
      <path
        d={FEATURE_PATHS[name]}
        fill="none"
        stroke={DARK}
        strokeWidth="2.4"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function isFeatureIconName(value: unknown): value is FeatureIconName {
  return typeof value === 'string' && value in FEATURE_PATHS;
}
