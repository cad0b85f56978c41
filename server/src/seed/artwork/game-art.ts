import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { mulberry32 } from '../random.ts';

/*
 * Artwork for the demo catalogue, drawn from SVG with sharp: a thumbnail, a logo, a banner and a
 * one-page PDF sell sheet per game or draw game. Each is titled and coloured from its spec, and the
 * decorations are placed by a generator seeded from the title, so every run draws the same pictures.
 */

export type Motif = 'stars' | 'coins' | 'diamonds' | 'rays' | 'waves' | 'bubbles' | 'balls' | 'hearts';

export interface ArtSpec {
  title: string;
  /** A short line under the title: the game type, the draw frequency, … */
  subtitle: string;
  /** Background from, background to, accent, title colour. */
  palette: readonly [string, string, string, string];
  motif: Motif;
}

/**
 * An ArtSpec from one row of a seed's table of pictures; the palette is written as its four colours
 * separated by spaces ('#1e3a8a #0f172a #fbbf24 #fff7d6').
 */
export function art(title: string, subtitle: string, palette: string, motif: Motif): ArtSpec {
  const colours = palette.split(' ');
  if (colours.length !== 4) throw new Error(`A palette has four colours: ${palette}`);
  return { title, subtitle, palette: colours as [string, string, string, string], motif };
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A deterministic generator seeded from the title. */
function randomFrom(text: string): () => number {
  return mulberry32([...text].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16777619), 2166136261));
}

/** The title in at most two lines, split at the space nearest the middle. */
function titleLines(title: string): string[] {
  if (title.length <= 14 || !title.includes(' ')) return [title];
  const middle = title.length / 2;
  let best = -1;
  for (let i = 0; i < title.length; i++) {
    if (title[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return [title.slice(0, best), title.slice(best + 1)];
}

function motifShape(motif: Motif, x: number, y: number, size: number, fill: string, opacity: number): string {
  const o = opacity.toFixed(2);
  switch (motif) {
    case 'stars': {
      const points = Array.from({ length: 10 }, (_, i) => {
        const r = i % 2 === 0 ? size : size * 0.45;
        const a = (Math.PI / 5) * i - Math.PI / 2;
        return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
      }).join(' ');
      return `<polygon points="${points}" fill="${fill}" opacity="${o}"/>`;
    }
    case 'coins':
      return `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" opacity="${o}"/><circle cx="${x}" cy="${y}" r="${(size * 0.7).toFixed(1)}" fill="none" stroke="#ffffff" stroke-width="${(size * 0.12).toFixed(1)}" opacity="${o}"/>`;
    case 'diamonds':
      return `<polygon points="${x},${y - size} ${x + size * 0.7},${y} ${x},${y + size} ${x - size * 0.7},${y}" fill="${fill}" opacity="${o}"/>`;
    case 'rays':
      return `<rect x="${x - size * 0.15}" y="${y - size * 2}" width="${size * 0.3}" height="${size * 4}" fill="${fill}" opacity="${o}" transform="rotate(${(x * 7) % 180} ${x} ${y})"/>`;
    case 'waves':
      return `<path d="M${x - size * 2},${y} q${size / 2},${-size} ${size},0 t${size},0 t${size},0 t${size},0" fill="none" stroke="${fill}" stroke-width="${(size * 0.25).toFixed(1)}" stroke-linecap="round" opacity="${o}"/>`;
    case 'bubbles':
      return `<circle cx="${x}" cy="${y}" r="${size}" fill="none" stroke="${fill}" stroke-width="${(size * 0.18).toFixed(1)}" opacity="${o}"/>`;
    case 'balls':
      return `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" opacity="${o}"/><text x="${x}" y="${(y + size * 0.35).toFixed(1)}" font-family="${FONT}" font-size="${size.toFixed(1)}" font-weight="700" text-anchor="middle" fill="#ffffff" opacity="${o}">${(Math.round(x + y) % 49) + 1}</text>`;
    case 'hearts':
      return `<path d="M${x},${y + size * 0.8} C${x - size * 1.4},${y - size * 0.2} ${x - size * 0.5},${y - size * 1.2} ${x},${y - size * 0.4} C${x + size * 0.5},${y - size * 1.2} ${x + size * 1.4},${y - size * 0.2} ${x},${y + size * 0.8}z" fill="${fill}" opacity="${o}"/>`;
  }
}

function decorations(spec: ArtSpec, width: number, height: number, count: number): string {
  const random = randomFrom(spec.title);
  const [, , accent] = spec.palette;
  const scale = Math.min(width, height);
  return Array.from({ length: count }, () => {
    const size = scale * (0.04 + random() * 0.09);
    const fill = random() < 0.6 ? accent : '#ffffff';
    return motifShape(
      spec.motif,
      Math.round(random() * width),
      Math.round(random() * height),
      size,
      fill,
      0.25 + random() * 0.5,
    );
  }).join('');
}

function background(spec: ArtSpec, width: number, height: number, id: string): string {
  const [from, to, accent] = spec.palette;
  return `<defs>
      <linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
      <radialGradient id="${id}-glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>
    <rect width="${width}" height="${height}" fill="url(#${id}-glow)"/>`;
}

function titleBlock(spec: ArtSpec, width: number, centreY: number, maxSize: number): string {
  const [, , accent, ink] = spec.palette;
  const lines = titleLines(spec.title);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(maxSize, (width * 0.86) / (0.64 * longest));
  const lineHeight = size * 1.08;
  const top = centreY - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${(top + i * lineHeight + size * 0.35).toFixed(1)}" font-family="${FONT}" font-size="${size.toFixed(1)}" font-weight="700" text-anchor="middle" fill="${ink}" stroke="${accent}" stroke-width="${(size * 0.07).toFixed(1)}" paint-order="stroke">${escapeXml(line)}</text>`,
    )
    .join('');
  const shadow = lines
    .map(
      (line, i) =>
        `<text x="${width / 2 + size * 0.05}" y="${(top + i * lineHeight + size * 0.4).toFixed(1)}" font-family="${FONT}" font-size="${size.toFixed(1)}" font-weight="700" text-anchor="middle" fill="#000000" opacity="0.35">${escapeXml(line)}</text>`,
    )
    .join('');
  return shadow + text;
}

function subtitleBand(spec: ArtSpec, width: number, y: number, size: number): string {
  const [, , accent] = spec.palette;
  const bandWidth = Math.min(width * 0.8, spec.subtitle.length * size * 0.62 + size * 2);
  return `<rect x="${(width - bandWidth) / 2}" y="${y - size}" width="${bandWidth}" height="${size * 1.6}" rx="${size * 0.8}" fill="#000000" opacity="0.35"/>
    <text x="${width / 2}" y="${y + size * 0.15}" font-family="${FONT}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${accent}" letter-spacing="1">${escapeXml(spec.subtitle.toUpperCase())}</text>`;
}

const ENCODERS = {
  webp: (image: Sharp) => image.webp({ quality: 82 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 82 }),
  png: (image: Sharp) => image.png({ compressionLevel: 6 }),
} as const;

// Every seeded database (each test file, each bench run, each fresh start) draws the same pictures,
// so they are kept under the system's temporary folder by the hash of their SVG and encoding.
const CACHE_DIR = path.join(os.tmpdir(), 'portal-seed-artwork');

async function rasterise(svg: string, format: keyof typeof ENCODERS): Promise<Buffer> {
  const key = createHash('sha256').update(`${format}\n${ENCODERS[format].toString()}\n${svg}`).digest('hex');
  const file = path.join(CACHE_DIR, `${key}.${format}`);
  const cached = await fs.readFile(file).catch(() => null);
  if (cached) return cached;
  const bytes = await ENCODERS[format](sharp(Buffer.from(svg))).toBuffer();
  // Written aside and renamed, so a reader never sees half a picture; a failed write only costs time.
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await fs
    .mkdir(CACHE_DIR, { recursive: true })
    .then(() => fs.writeFile(temporary, bytes))
    .then(() => fs.rename(temporary, file))
    .catch(() => fs.rm(temporary, { force: true }));
  return bytes;
}

/**
 * The layouts of the card-like pictures: size, gradient id prefix, how many decorations, and the title's
 * and the subtitle band's centre (a fraction of the height) with their font size.
 */
const CARDS = {
  thumbnail: { width: 480, height: 320, id: 't', decorations: 26, title: [0.44, 58], subtitle: [0.84, 15] },
  banner: { width: 1200, height: 400, id: 'b', decorations: 40, title: [0.42, 96], subtitle: [0.83, 22] },
} as const;

function cardSvg(spec: ArtSpec, card: (typeof CARDS)[keyof typeof CARDS]): string {
  const { width: w, height: h, title, subtitle } = card;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${background(spec, w, h, card.id)}${decorations(spec, w, h, card.decorations)}
    ${titleBlock(spec, w, h * title[0], title[1])}${subtitleBand(spec, w, h * subtitle[0], subtitle[1])}
  </svg>`;
}

/** The card picture: 480 x 320 WebP. */
export async function renderThumbnail(spec: ArtSpec): Promise<Buffer> {
  return rasterise(cardSvg(spec, CARDS.thumbnail), 'webp');
}

/** A 1200 x 400 JPEG banner for operators' sites. */
export async function renderBanner(spec: ArtSpec): Promise<Buffer> {
  return rasterise(cardSvg(spec, CARDS.banner), 'jpeg');
}

/** A 400 x 200 PNG wordmark on a transparent background. */
export async function renderLogo(spec: ArtSpec): Promise<Buffer> {
  const [w, h] = [400, 200];
  const [from, , accent] = spec.palette;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <rect x="8" y="16" width="${w - 16}" height="${h - 32}" rx="36" fill="${from}" stroke="${accent}" stroke-width="6"/>
    ${motifShape(spec.motif, 52, h / 2, 26, accent, 0.9)}${motifShape(spec.motif, w - 52, h / 2, 26, accent, 0.9)}
    ${titleBlock(spec, w, h / 2, 40)}
  </svg>`;
  return rasterise(svg, 'png');
}

/** A one-page A4 PDF sell sheet: title, subtitle and a few lines of copy (Helvetica, no embedded fonts). */
export function sellSheetPdf(spec: ArtSpec, lines: readonly string[]): Buffer {
  const pdfText = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  const [r, g, b] = hexToRgb(spec.palette[0]);
  const content = [
    `${r} ${g} ${b} rg 0 742 595 100 re f`,
    `BT /F2 30 Tf 1 1 1 rg 48 780 Td (${pdfText(spec.title)}) Tj ET`,
    `BT /F1 13 Tf 1 1 1 rg 48 756 Td (${pdfText(spec.subtitle)}) Tj ET`,
    ...lines.map((line, i) => `BT /F1 12 Tf 0.15 0.15 0.2 rg 48 ${700 - i * 22} Td (${pdfText(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function hexToRgb(hex: string): [string, string, string] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => (c / 255).toFixed(3)) as [
    string,
    string,
    string,
  ];
}
