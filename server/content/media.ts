import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/envelope.ts';
import { translate } from '../i18n/messages.ts';
import { requestLocale } from '../http/locale.ts';
import { registered } from '../sync-plugin.ts';

/**
 * The site's own illustrations: simple SVG scenes (ship, port, engine room, lab, green energy, digital,
 * training, supply chain) drawn from shapes and gradients, addressed as /api/media/<scene>-<n>.svg.
 * `n` varies the palette and layout, so each seeded item gets its own picture; nothing is hot-linked.
 */
export const MEDIA_SCENES = ['ship', 'port', 'engine', 'lab', 'green', 'digital', 'training', 'supply'] as const;
export type MediaScene = (typeof MEDIA_SCENES)[number];

export function mediaUrl(scene: MediaScene, n: number): string {
  return `/api/media/${scene}-${n}.svg`;
}

const PALETTES = [
  ['#0b2a5b', '#1f5fa8', '#7fb3e6', '#f2a541'],
  ['#09203f', '#2a4d7a', '#9cc3e8', '#e86a33'],
  ['#102a43', '#27628f', '#a7d0f0', '#48c774'],
  ['#0d1b2a', '#1b4965', '#bee9e8', '#ffb703'],
  ['#14213d', '#355c9a', '#c7d9f5', '#fca311'],
] as const;

function sceneBody(scene: MediaScene, n: number, c: readonly string[]): string {
  const shift = (n * 37) % 200;
  switch (scene) {
    case 'ship':
      return `<path d="M${120 + shift} 360 L${760 + shift} 360 L${700 + shift} 430 L${170 + shift} 430 Z" fill="${c[0]}"/>
<rect x="${520 + shift}" y="270" width="150" height="90" fill="#f4f7fb"/><rect x="${545 + shift}" y="240" width="90" height="30" fill="#dfe7f2"/>
<rect x="${600 + shift}" y="200" width="22" height="40" fill="${c[3]}"/>
${[0, 1, 2, 3].map((i) => `<rect x="${180 + shift + i * 80}" y="310" width="72" height="50" fill="${i % 2 ? c[3] : c[1]}" opacity="0.9"/>`).join('')}`;
    case 'port':
      return `<rect x="0" y="380" width="1200" height="40" fill="#5b6b7f"/>
${[0, 1, 2].map((i) => `<g transform="translate(${150 + i * 330 + (shift % 60)},0)"><rect x="0" y="150" width="16" height="230" fill="${c[3]}"/><rect x="-40" y="150" width="200" height="14" fill="${c[3]}"/><line x1="120" y1="164" x2="120" y2="260" stroke="#2b2b2b" stroke-width="3"/><rect x="100" y="260" width="40" height="24" fill="${c[1]}"/></g>`).join('')}
${Array.from({ length: 8 }, (_, i) => `<rect x="${100 + i * 125}" y="${340 - (i % 3) * 26}" width="110" height="${40 + (i % 3) * 26}" fill="${[c[1], c[3], '#c0392b'][i % 3]}" opacity="0.85"/>`).join('')}`;
    case 'engine':
      return `<rect x="260" y="170" width="680" height="220" rx="18" fill="${c[1]}"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="${300 + i * 105}" y="110" width="70" height="90" rx="8" fill="#cfd8e3"/><circle cx="${335 + i * 105}" cy="280" r="34" fill="${c[0]}" stroke="${c[3]}" stroke-width="6"/>`).join('')}
<rect x="200" y="390" width="800" height="24" fill="#3d4b5c"/>`;
    case 'lab':
      return `<rect x="150" y="330" width="900" height="24" fill="#3d4b5c"/>
${[0, 1, 2, 3].map((i) => `<path d="M${260 + i * 200} 180 h40 v60 l50 90 h-140 l50 -90 Z" fill="${[c[2], c[3], '#9be7c4', '#f5b7b1'][i]}" stroke="#f4f7fb" stroke-width="4"/>`).join('')}
<circle cx="${980 - shift / 4}" cy="150" r="50" fill="none" stroke="${c[3]}" stroke-width="8"/>`;
    case 'green':
      return `${[0, 1, 2].map((i) => `<g transform="translate(${260 + i * 300},${120 + (i % 2) * 30})"><rect x="-6" y="60" width="12" height="260" fill="#eef3f8"/><path d="M0 60 L-12 -70 L12 -70 Z" fill="#eef3f8" transform="rotate(${(n * 20 + i * 40) % 120} 0 60)"/><path d="M0 60 L-12 -70 L12 -70 Z" fill="#eef3f8" transform="rotate(${((n * 20 + i * 40) % 120) + 120} 0 60)"/><path d="M0 60 L-12 -70 L12 -70 Z" fill="#eef3f8" transform="rotate(${((n * 20 + i * 40) % 120) + 240} 0 60)"/></g>`).join('')}
<path d="M0 420 Q300 360 600 410 T1200 400 V500 H0 Z" fill="#48c774" opacity="0.7"/>`;
    case 'digital':
      return `<rect x="330" y="110" width="540" height="300" rx="16" fill="#0f1f33" stroke="${c[2]}" stroke-width="6"/>
<polyline points="${Array.from({ length: 10 }, (_, i) => `${370 + i * 52},${330 - ((i * 53 + n * 29) % 160)}`).join(' ')}" fill="none" stroke="${c[3]}" stroke-width="6"/>
${Array.from({ length: 5 }, (_, i) => `<rect x="${380 + i * 95}" y="${370 - ((i * 31 + n * 17) % 80)}" width="50" height="${(i * 31 + n * 17) % 80}" fill="${c[2]}" opacity="0.6"/>`).join('')}`;
    case 'training':
      return `<rect x="240" y="110" width="720" height="230" rx="10" fill="#f4f7fb"/>
<rect x="280" y="150" width="300" height="20" fill="${c[1]}"/><rect x="280" y="190" width="420" height="14" fill="${c[2]}"/><rect x="280" y="220" width="360" height="14" fill="${c[2]}"/>
${Array.from({ length: 7 }, (_, i) => `<circle cx="${270 + i * 110}" cy="410" r="32" fill="${i % 2 ? c[1] : c[3]}"/><rect x="${240 + i * 110}" y="440" width="60" height="60" rx="20" fill="${i % 2 ? c[1] : c[3]}"/>`).join('')}`;
    case 'supply':
      return `<rect x="0" y="400" width="1200" height="20" fill="#5b6b7f"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="${120 + (i % 3) * 130 + (i > 5 ? 600 : 0)}" y="${310 - Math.floor((i % 6) / 3) * 90}" width="120" height="84" fill="${[c[3], c[1], '#d35400'][i % 3]}" stroke="#ffffff" stroke-width="3"/>`).join('')}
<path d="M560 360 h200 l40 40 h-280 Z" fill="${c[0]}"/><rect x="620" y="320" width="80" height="40" fill="#dfe7f2"/>`;
  }
}

export function renderScene(scene: MediaScene, n: number): string {
  const c = PALETTES[n % PALETTES.length] as readonly string[];
  const sun = 120 + ((n * 97) % 900);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 500" width="1200" height="500" role="img" aria-label="${scene}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c[0]}"/><stop offset="0.7" stop-color="${c[1]}"/><stop offset="1" stop-color="${c[2]}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c[1]}"/><stop offset="1" stop-color="${c[0]}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="500" fill="url(#sky)"/><circle cx="${sun}" cy="90" r="70" fill="url(#sun)"/>
<rect y="410" width="1200" height="90" fill="url(#sea)"/>
<path d="M0 430 Q150 415 300 430 T600 430 T900 430 T1200 430" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
${sceneBody(scene, n, c)}
</svg>`;
}

const NAME = /^([a-z]+)-(\d{1,4})\.svg$/;

/** GET /api/media/:name — the generated SVG (long-cached, rendered once per name and kept). */
export function mediaRoutes(app: FastifyInstance): Promise<void> {
  return registered(() => registerMedia(app));
}

function registerMedia(app: FastifyInstance): void {
  const cache = new Map<string, string>();
  app.get<{ Params: { name: string } }>('/api/media/:name', async (request, reply) => {
    const match = NAME.exec(request.params.name);
    const scene = match?.[1] as MediaScene | undefined;
    if (!match || !scene || !MEDIA_SCENES.includes(scene)) throw new ApiError(404, translate(requestLocale(request), 'error.notFound'));
    let svg = cache.get(request.params.name);
    if (!svg) {
      svg = renderScene(scene, Number(match[2]));
      if (cache.size < 2000) cache.set(request.params.name, svg);
    }
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
