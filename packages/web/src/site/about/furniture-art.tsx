import type { ReactNode } from 'react';

/** Small flat drawings of the about page's project tiles; decorative. */
export type FurnitureKind = 'side-table' | 'sofa' | 'chair' | 'dining-table';

const shadow = <ellipse cx="100" cy="138" rx="70" ry="6" fill="#24150c" opacity="0.18" />;

const drawings: Record<FurnitureKind, ReactNode> = {
  'side-table': (
    <>
      {shadow}
      <rect x="62" y="58" width="76" height="10" rx="3" fill="#c8873e" />
      <rect x="66" y="68" width="68" height="22" fill="#a86b28" />
      <rect x="92" y="76" width="16" height="4" rx="2" fill="#e9c89b" />
      <path d="M70 90 l-6 46 h6 l8 -46 z M130 90 l6 46 h-6 l-8 -46 z" fill="#5b3a22" />
      <rect x="86" y="36" width="12" height="22" rx="2" fill="#8a9466" />
      <path d="M92 36 q-12 -16 -2 -28 q4 14 2 28 q2 -18 14 -24 q0 16 -14 24" fill="#5d6a43" />
    </>
  ),
  sofa: (
    <>
      {shadow}
      <rect x="40" y="54" width="120" height="44" rx="12" fill="#a86b28" />
      <rect x="30" y="76" width="140" height="40" rx="10" fill="#c8873e" />
      <rect x="24" y="70" width="22" height="50" rx="10" fill="#a86b28" />
      <rect x="154" y="70" width="22" height="50" rx="10" fill="#a86b28" />
      <rect x="48" y="84" width="52" height="14" rx="6" fill="#e9c89b" />
      <rect x="100" y="84" width="52" height="14" rx="6" fill="#e9c89b" />
      <rect x="38" y="120" width="8" height="16" rx="2" fill="#3b2416" />
      <rect x="154" y="120" width="8" height="16" rx="2" fill="#3b2416" />
    </>
  ),
  chair: (
    <>
      {shadow}
      <rect x="74" y="22" width="8" height="114" rx="3" fill="#3b2416" />
      <rect x="120" y="22" width="8" height="70" rx="3" fill="#3b2416" />
      <rect x="74" y="28" width="54" height="9" rx="3" fill="#5b3a22" />
      <rect x="74" y="46" width="54" height="7" rx="3" fill="#5b3a22" />
      <rect x="74" y="62" width="54" height="7" rx="3" fill="#5b3a22" />
      <path d="M66 84 h74 l-6 12 h-62 z" fill="#c8873e" />
      <rect x="128" y="92" width="8" height="44" rx="3" fill="#3b2416" />
      <rect x="80" y="112" width="50" height="5" rx="2" fill="#5b3a22" />
    </>
  ),
  'dining-table': (
    <>
      {shadow}
      <rect x="22" y="62" width="156" height="12" rx="3" fill="#c8873e" />
      <rect x="30" y="74" width="140" height="8" fill="#a86b28" />
      <rect x="36" y="82" width="10" height="54" fill="#5b3a22" />
      <rect x="154" y="82" width="10" height="54" fill="#5b3a22" />
      <rect x="44" y="106" width="112" height="6" fill="#5b3a22" />
      <rect x="88" y="44" width="24" height="18" rx="3" fill="#f7f1e8" />
      <path d="M92 44 q8 -22 16 0" fill="#8a9466" />
      <circle cx="60" cy="58" r="6" fill="#e9c89b" />
      <circle cx="140" cy="58" r="6" fill="#e9c89b" />
    </>
  ),
};

export function FurnitureArt({ kind, className }: { kind: FurnitureKind; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 200 150" aria-hidden="true" focusable="false">
      {drawings[kind]}
    </svg>
  );
}
