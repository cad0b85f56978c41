import sharp from 'sharp';

/*
 * Files for the demo resource library, made at seed time with nothing but sharp and hand-written
 * bytes: SVG artwork rendered to PNG and JPEG, PDFs written object by object, and a short Motion-JPEG
 * AVI (frames from sharp in a RIFF container), which every desktop player opens. Every file is a real,
 * valid instance of its type, titled and coloured so the library looks like a brand's own.
 */

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export const BRAND = {
  name: 'Lottery Games',
  tagline: 'Play responsibly. Play brilliantly.',
  navy: '#14213d',
  gold: '#fca311',
  teal: '#0f766e',
  coral: '#e76f51',
  cloud: '#e5e5e5',
} as const;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// ── Logos ──────────────────────────────────────────────────────────────────────────────────────

export type LogoVariant = 'primary' | 'reversed' | 'mono-black' | 'mono-white';

/** The wordmark: a gold ring with a star, then the name; 4:1. */
export function logoSvg(variant: LogoVariant, width = 1200): string {
  const height = width / 4;
  const colours = {
    primary: { background: 'none', ring: BRAND.gold, star: BRAND.navy, text: BRAND.navy, sub: BRAND.teal },
    reversed: { background: BRAND.navy, ring: BRAND.gold, star: '#ffffff', text: '#ffffff', sub: BRAND.gold },
    'mono-black': { background: 'none', ring: '#000000', star: '#000000', text: '#000000', sub: '#000000' },
    'mono-white': { background: 'none', ring: '#ffffff', star: '#ffffff', text: '#ffffff', sub: '#ffffff' },
  }[variant];
  const star = starPoints(150, 150, 70, 30);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 300">
  ${colours.background === 'none' ? '' : `<rect width="1200" height="300" rx="24" fill="${colours.background}"/>`}
  <circle cx="150" cy="150" r="110" fill="none" stroke="${colours.ring}" stroke-width="22"/>
  <polygon points="${star}" fill="${colours.star}"/>
  <text x="300" y="170" font-family="${FONT}" font-size="104" font-weight="700" fill="${colours.text}" textLength="840" lengthAdjust="spacingAndGlyphs">${BRAND.name}</text>
  <text x="304" y="234" font-family="${FONT}" font-size="36" fill="${colours.sub}" textLength="832" lengthAdjust="spacing">ENTERTAINMENT THAT GIVES BACK</text>
</svg>`;
}

/** The ring and star alone, square (app icon, favicon). */
export function iconSvg(size = 512): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 300 300">
  <rect width="300" height="300" rx="64" fill="${BRAND.navy}"/>
  <circle cx="150" cy="150" r="96" fill="none" stroke="${BRAND.gold}" stroke-width="20"/>
  <polygon points="${starPoints(150, 150, 62, 26)}" fill="#ffffff"/>
</svg>`;
}

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

// ── Posters and key art ────────────────────────────────────────────────────────────────────────

export interface PosterSpec {
  title: string;
  subtitle: string;
  /** Gradient from, gradient to, accent. */
  palette: readonly [string, string, string];
  width: number;
  height: number;
  /** Small print along the bottom. */
  footer?: string;
}

/** A titled poster: a diagonal gradient, a burst of rays and discs in the accent, the title big. */
export function posterSvg({
  title,
  subtitle,
  palette: [from, to, accent],
  width,
  height,
  footer,
}: PosterSpec): string {
  const short = Math.min(width, height);
  const cx = width / 2;
  const cy = height * 0.42;
  const rays = Array.from({ length: 18 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 18;
    const r = Math.hypot(width, height);
    const b = a + Math.PI / 36;
    return `<polygon points="${cx},${cy} ${cx + r * Math.cos(a)},${cy + r * Math.sin(a)} ${cx + r * Math.cos(b)},${cy + r * Math.sin(b)}" fill="${accent}" opacity="0.12"/>`;
  }).join('');
  const discs = [0.18, 0.3, 0.42]
    .map(
      (f, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${short * f}" fill="none" stroke="${accent}" stroke-width="${short * 0.012}" opacity="${0.5 - i * 0.12}"/>`,
    )
    .join('');
  const titleSize = Math.round(Math.min(short * 0.1, (width * 0.86) / (title.length * 0.62)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${rays}${discs}
  <polygon points="${starPoints(cx, cy, short * 0.13, short * 0.055)}" fill="${accent}"/>
  <text x="${cx}" y="${height * 0.72}" text-anchor="middle" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
  <text x="${cx}" y="${height * 0.72 + titleSize * 0.9}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(titleSize * 0.38)}" fill="${accent}" letter-spacing="3">${escapeXml(subtitle.toUpperCase())}</text>
  ${footer ? `<text x="${cx}" y="${height - short * 0.04}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(short * 0.022)}" fill="#ffffff" opacity="0.8">${escapeXml(footer)}</text>` : ''}
</svg>`;
}

export const png = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();
export const jpeg = (svg: string, background = '#ffffff') =>
  sharp(Buffer.from(svg)).flatten({ background }).jpeg({ quality: 84 }).toBuffer();

// ── PDF ────────────────────────────────────────────────────────────────────────────────────────

/** Drawing on one A4 page, in PDF points from the bottom-left corner. */
export class PdfPage {
  readonly ops: string[] = [];
  readonly images: { name: string; jpeg: Buffer; width: number; height: number }[] = [];

  rect(x: number, y: number, w: number, h: number, colour: string): this {
    this.ops.push(`${rgb(colour)} rg ${x} ${y} ${w} ${h} re f`);
    return this;
  }

  text(x: number, y: number, size: number, text: string, colour = '#222222', bold = false): this {
    this.ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${rgb(colour)} rg ${x} ${y} Td (${pdfString(text)}) Tj ET`,
    );
    return this;
  }

  /** Text wrapped to `width` points (Helvetica averages about half its size per character). */
  paragraph(x: number, y: number, size: number, width: number, text: string, colour = '#333333'): number {
    const perLine = Math.floor(width / (size * 0.5));
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      if (line && `${line} ${word}`.length > perLine) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
    for (const [i, l] of lines.entries()) this.text(x, y - i * size * 1.45, size, l, colour);
    return y - lines.length * size * 1.45;
  }

  /** A JPEG drawn into the box (x, y, w, h). */
  image(
    jpegBytes: Buffer,
    pixelWidth: number,
    pixelHeight: number,
    x: number,
    y: number,
    w: number,
    h: number,
  ): this {
    const name = `Im${this.images.length + 1}`;
    this.images.push({ name, jpeg: jpegBytes, width: pixelWidth, height: pixelHeight });
    this.ops.push(`q ${w} 0 0 ${h} ${x} ${y} cm /${name} Do Q`);
    return this;
  }
}

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => (c / 255).toFixed(3)).join(' ');
}

/** A PDF literal string in WinAnsi: parentheses and backslashes escaped, the rest of Unicode simplified. */
function pdfString(text: string): string {
  return text
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/•/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

export const A4 = { width: 595, height: 842 } as const;

/**
 * A valid PDF 1.4 file written object by object: catalog, page tree, the two standard Helvetica
 * fonts, a content stream per page, JPEG images as DCTDecode XObjects, document info, and an exact
 * cross-reference table.
 */
export function pdfDocument(title: string, pages: PdfPage[], created: Date): Buffer {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const stream = (dictionary: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]);

  const catalog = add('');
  const pageTree = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  for (const page of pages) {
    const xobjects = page.images.map(
      (image) =>
        `/${image.name} ${add(
          stream(
            `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
            image.jpeg,
          ),
        )} 0 R`,
    );
    const contents = add(stream('', Buffer.from(page.ops.join('\n'), 'latin1')));
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >>${xobjects.length ? ` /XObject << ${xobjects.join(' ')} >>` : ''} >> ` +
          `/Contents ${contents} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pageTree} 0 R >>`, 'latin1');
  objects[pageTree - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    'latin1',
  );
  const stamp = created.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const info = add(
    `<< /Title (${pdfString(title)}) /Producer (${BRAND.name} portal seed) /CreationDate (D:${stamp}Z) >>`,
  );

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** A one-column document: a coloured band with the title, then headed sections of prose. */
export function textDocument(
  title: string,
  sections: { heading: string; body: string }[],
  created: Date,
  accent: string = BRAND.navy,
): Buffer {
  const pages: PdfPage[] = [];
  let page = new PdfPage();
  let y = 0;
  const startPage = (first: boolean) => {
    page = new PdfPage();
    pages.push(page);
    page.rect(0, A4.height - (first ? 120 : 40), A4.width, first ? 120 : 40, accent);
    if (first) {
      page.text(48, A4.height - 70, 24, title, '#ffffff', true);
      page.text(48, A4.height - 96, 10, `${BRAND.name} - ${created.toISOString().slice(0, 10)}`, '#ffffff');
    }
    page.text(48, 30, 8, `${BRAND.name} - ${title} - page ${pages.length}`, '#888888');
    y = A4.height - (first ? 160 : 80);
  };
  startPage(true);
  for (const section of sections) {
    if (y < 160) startPage(false);
    page.text(48, y, 14, section.heading, accent, true);
    y = page.paragraph(48, y - 22, 10.5, A4.width - 96, section.body) - 18;
  }
  return pdfDocument(title, pages, created);
}

// ── Video ──────────────────────────────────────────────────────────────────────────────────────

/**
 * A Motion-JPEG AVI: each frame a JPEG in a RIFF 'movi' list, with the main and stream headers, a
 * BITMAPINFOHEADER naming MJPG, and an idx1 index marking every frame a key frame.
 */
export function mjpegAvi(frames: Buffer[], width: number, height: number, fps: number): Buffer {
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n >>> 0);
    return b;
  };
  const u16 = (n: number) => {
    const b = Buffer.alloc(2);
    b.writeUInt16LE(n);
    return b;
  };
  const fourcc = (s: string) => Buffer.from(s, 'latin1');
  const chunk = (id: string, data: Buffer) =>
    Buffer.concat([fourcc(id), u32(data.length), data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  const list = (type: string, ...children: Buffer[]) => {
    const body = Buffer.concat([fourcc(type), ...children]);
    return Buffer.concat([fourcc('LIST'), u32(body.length), body]);
  };

  const largest = Math.max(...frames.map((f) => f.length));
  const avih = Buffer.concat([
    u32(Math.round(1_000_000 / fps)),
    u32(largest * fps),
    u32(0),
    u32(0x10), // AVIF_HASINDEX
    u32(frames.length),
    u32(0),
    u32(1),
    u32(largest),
    u32(width),
    u32(height),
    Buffer.alloc(16),
  ]);
  const strh = Buffer.concat([
    fourcc('vids'),
    fourcc('MJPG'),
    u32(0),
    u16(0),
    u16(0),
    u32(0),
    u32(1),
    u32(fps),
    u32(0),
    u32(frames.length),
    u32(largest),
    u32(0xffffffff),
    u32(0),
    u16(0),
    u16(0),
    u16(width),
    u16(height),
  ]);
  const strf = Buffer.concat([
    u32(40),
    u32(width),
    u32(height),
    u16(1),
    u16(24),
    fourcc('MJPG'),
    u32(width * height * 3),
    u32(0),
    u32(0),
    u32(0),
    u32(0),
  ]);
  const hdrl = list('hdrl', chunk('avih', avih), list('strl', chunk('strh', strh), chunk('strf', strf)));

  const frameChunks = frames.map((frame) => chunk('00dc', frame));
  const index: Buffer[] = [];
  let offset = 4; // from the 'movi' type, as idx1 counts
  for (const [i, frame] of frames.entries()) {
    index.push(Buffer.concat([fourcc('00dc'), u32(0x10), u32(offset), u32(frame.length)]));
    offset += frameChunks[i]!.length;
  }
  const movi = list('movi', ...frameChunks);
  const body = Buffer.concat([fourcc('AVI '), hdrl, movi, chunk('idx1', Buffer.concat(index))]);
  return Buffer.concat([fourcc('RIFF'), u32(body.length), body]);
}
