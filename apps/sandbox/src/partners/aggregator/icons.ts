/** Game icons and vendor logos drawn as SVG, so the catalogue needs nothing from the internet. */

function hue(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) % 360;
  return hash;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}

export function gameIcon(name: string, vendor: string): string {
  const h = hue(name);
  const title = escapeXml(name.length > 22 ? `${name.slice(0, 21)}…` : name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${h},70%,45%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},70%,25%)"/>
</linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/>
<circle cx="100" cy="86" r="50" fill="rgba(255,255,255,0.15)"/>
<text x="100" y="104" text-anchor="middle" font-family="sans-serif" font-size="48" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>
<text x="100" y="166" text-anchor="middle" font-family="sans-serif" font-size="15" fill="#fff">${title}</text>
<text x="178" y="28" text-anchor="end" font-family="sans-serif" font-size="13" font-weight="700" fill="rgba(255,255,255,0.8)">${escapeXml(vendor)}</text>
</svg>`;
}

export function vendorLogo(code: string, name: string): string {
  const h = hue(code);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60" width="160" height="60">
<rect width="160" height="60" rx="10" fill="hsl(${h},65%,40%)"/>
<text x="80" y="30" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="800" fill="#fff">${escapeXml(code)}</text>
<text x="80" y="48" text-anchor="middle" font-family="sans-serif" font-size="10" fill="rgba(255,255,255,0.85)">${escapeXml(name)}</text>
</svg>`;
}
