/** Shown for a service without an image (spec public §2): warm oak planks, no download needed. */
export const DEFAULT_SERVICE_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500">
<filter id="g" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.003 0.06" numOctaves="4" seed="7"/><feColorMatrix values="0 0 0 0 0.55  0 0 0 0 0.36  0 0 0 0 0.2  0 0 0 0.35 0"/></filter>
<rect width="800" height="500" fill="#b98252"/>
<rect width="800" height="500" filter="url(#g)"/>
<g stroke="#7a4e2c" stroke-width="3" opacity="0.55"><path d="M0 125h800M0 250h800M0 375h800"/><path d="M260 0v125M610 125v125M140 250v125M480 375v125"/></g>
<circle cx="400" cy="250" r="86" fill="#fbf8f3" opacity="0.92"/>
<g fill="none" stroke="#a86b28" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"><path d="M365 205v90M435 205v90M360 250h80M350 295h100"/><path d="M365 205q35-22 70 0"/></g>
</svg>`,
  );
