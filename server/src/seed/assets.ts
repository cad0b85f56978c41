import { Readable } from 'node:stream';
import type { AssetIconType } from '@portal/domain';
import sharp from 'sharp';
import { ASSET_TREES } from '../modules/assets/asset-policy.ts';
import type { AssetServices } from '../modules/assets/asset-services.ts';
import {
  A4,
  BRAND,
  iconSvg,
  jpeg,
  logoSvg,
  mjpegAvi,
  PdfPage,
  type PosterSpec,
  pdfDocument,
  png,
  posterSvg,
  textDocument,
} from './artwork/library-art.ts';

type Make = () => Promise<Buffer> | Buffer;
interface SeedFolder {
  folder: string;
  hero?: boolean;
  icon?: AssetIconType;
  children: SeedNode[];
}
type SeedNode = SeedFolder | { file: string; make: Make };

const folder = (
  name: string,
  children: SeedNode[],
  options: Omit<SeedFolder, 'folder' | 'children'> = {},
): SeedFolder => ({
  folder: name,
  children,
  ...options,
});
const file = (name: string, make: Make): SeedNode => ({ file: name, make });

const GAME_ART: { title: string; subtitle: string; palette: PosterSpec['palette']; draw?: boolean }[] = [
  {
    title: "Pharaoh's Fortune",
    subtitle: 'eInstant - Ancient Egypt',
    palette: ['#7c4a03', '#1f1300', '#f5c542'],
  },
  { title: 'Viking Voyage', subtitle: 'eInstant - Vikings', palette: ['#0b3954', '#03121c', '#bfd7ea'] },
  { title: 'Cosmic Cash', subtitle: 'eInstant - Space', palette: ['#3a0ca3', '#10002b', '#4cc9f0'] },
  { title: "Dragon's Hoard", subtitle: 'eInstant - Fantasy', palette: ['#6a040f', '#1b0003', '#ffba08'] },
  {
    title: 'Daily Pick 3',
    subtitle: 'Draw game - every day',
    palette: ['#005f73', '#001219', '#94d2bd'],
    draw: true,
  },
  {
    title: 'Jackpot Millions',
    subtitle: 'Draw game - twice weekly',
    palette: ['#9b2226', '#2b0a0b', '#ee9b00'],
    draw: true,
  },
];

const CAMPAIGNS: { title: string; subtitle: string; palette: PosterSpec['palette'] }[] = [
  { title: 'Summer Jackpot', subtitle: 'Win big all season', palette: ['#f77f00', '#d62828', '#fcbf49'] },
  {
    title: 'Winter Wonders',
    subtitle: 'New instant games this December',
    palette: ['#1d3557', '#0b132b', '#a8dadc'],
  },
  {
    title: 'Play Responsibly',
    subtitle: 'Set a budget, know your limits',
    palette: ['#2a9d8f', '#1d3557', '#e9c46a'],
  },
];

const SMALL_PRINT = '18+ only. Play responsibly. Terms apply.';

function gameArt(spec: (typeof GAME_ART)[number], now: Date): SeedFolder {
  let keyArt: Promise<Buffer> | undefined;
  const art = () => {
    keyArt ??= jpeg(posterSvg({ ...spec, width: 1600, height: 900 }));
    return keyArt;
  };
  return folder(spec.title, [
    file(`${spec.title} - Key Art.jpg`, art),
    file(`${spec.title} - Sell Sheet.pdf`, async () => {
      const page = new PdfPage()
        .rect(0, A4.height - 70, A4.width, 70, spec.palette[1])
        .text(48, A4.height - 45, 22, spec.title, '#ffffff', true)
        .image(await art(), 1600, 900, 48, 420, 499, 281)
        .text(48, 380, 12, spec.subtitle, '#333333', true);
      page.paragraph(
        48,
        350,
        10.5,
        A4.width - 96,
        `${spec.title} brings a bold theme, quick play and frequent small wins, with a top prize that keeps players coming back. Available for web and mobile, with retail ticket artwork on request. ${SMALL_PRINT}`,
      );
      return pdfDocument(`${spec.title} - Sell Sheet`, [page], now);
    }),
  ]);
}

async function brandGuidelines(now: Date): Promise<Buffer> {
  const logoJpeg = await jpeg(logoSvg('reversed', 1200), BRAND.navy);
  const cover = new PdfPage()
    .rect(0, 0, A4.width, A4.height, BRAND.navy)
    .image(logoJpeg, 1200, 300, 60, 520, 475, 119)
    .text(60, 440, 30, 'Brand Guidelines 2025', '#ffffff', true)
    .text(60, 410, 12, 'How we look, sound and show up for players and partners.', BRAND.gold)
    .text(60, 60, 9, `Version 3.2 - ${now.toISOString().slice(0, 10)} - For partner use`, '#cccccc');
  const colour = new PdfPage().text(60, 770, 22, 'Colour', BRAND.navy, true);
  [
    ['Midnight Navy', BRAND.navy, 'Backgrounds, headlines'],
    ['Jackpot Gold', BRAND.gold, 'Calls to action, highlights'],
    ['Lagoon Teal', BRAND.teal, 'Secondary accents, charts'],
    ['Coral', BRAND.coral, 'Alerts, seasonal campaigns'],
    ['Cloud', BRAND.cloud, 'Panels, dividers'],
  ].forEach(([name, hex, use], i) => {
    const y = 660 - i * 120;
    colour.rect(60, y, 90, 90, hex!).text(170, y + 60, 14, name!, '#222222', true);
    colour.text(170, y + 40, 11, `HEX ${hex!.toUpperCase()}`).text(170, y + 22, 11, `Use for: ${use}`);
  });
  const type = new PdfPage().text(60, 770, 22, 'Typography and voice', BRAND.navy, true);
  let y = type.paragraph(
    60,
    730,
    11,
    475,
    'Headlines are set in a bold geometric sans-serif, tracked slightly tight. Body copy is set at 10 to 12 points with generous leading. Never set body copy in all capitals.',
  );
  y = type.paragraph(
    60,
    y - 20,
    11,
    475,
    'We sound confident, warm and plain-spoken. We celebrate winning moments without promising outcomes, and every consumer-facing piece carries the responsible play line.',
  );
  type.rect(60, y - 90, 475, 60, BRAND.cloud).text(76, y - 64, 14, BRAND.tagline, BRAND.navy, true);
  return pdfDocument('Brand Guidelines 2025', [cover, colour, type], now);
}

async function counterCard(now: Date): Promise<Buffer> {
  const spec = CAMPAIGNS[0]!;
  const art = await jpeg(posterSvg({ ...spec, width: 800, height: 1131, footer: SMALL_PRINT }));
  const page = new PdfPage()
    .image(art, 800, 1131, 60, 120, 475, 672)
    .text(60, 80, 10, 'Counter card, A4 portrait. Print at 100%, 3 mm bleed included in the artwork.')
    .text(60, 62, 10, `${BRAND.name} - ${spec.title} campaign`, '#666666');
  return pdfDocument(`${spec.title} - Counter Card`, [page], now);
}

/** A two-and-a-half-second teaser: the campaign poster with its rays turning and the star growing in. */
async function teaserVideo(): Promise<Buffer> {
  const [width, height, fps, count] = [640, 360, 8, 20];
  const spec = CAMPAIGNS[0]!;
  const frames = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const turn = (i * 360) / count / 6;
      const svg = posterSvg({ ...spec, width, height, footer: SMALL_PRINT }).replace(
        /(<polygon points="[^"]*" fill="[^"]*" opacity="0.12"\/>)+/,
        (rays) => `<g transform="rotate(${turn.toFixed(2)} ${width / 2} ${height * 0.42})">${rays}</g>`,
      );
      return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
    }),
  );
  return mjpegAvi(frames, width, height, fps);
}

function library(now: Date): SeedNode[] {
  const doc = (title: string, sections: { heading: string; body: string }[], accent?: string) => () =>
    textDocument(title, sections, now, accent);
  return [
    folder(
      'Brand Guidelines',
      [
        file('Brand Guidelines 2025.pdf', () => brandGuidelines(now)),
        file(
          'Tone of Voice.pdf',
          doc('Tone of Voice', [
            {
              heading: 'Who we are talking to',
              body: 'Retail partners, lottery operators and adult players who enjoy a moment of play. We write for busy people: short sentences, the point first, no jargon.',
            },
            {
              heading: 'How we sound',
              body: 'Warm, confident and honest. We celebrate wins and never imply that playing is a way to make money. Every consumer-facing message carries the responsible play line.',
            },
            {
              heading: 'Words we use',
              body: 'Play, win, prize, draw, instant, jackpot. Words we avoid: guaranteed, easy money, investment, sure thing.',
            },
          ]),
        ),
        folder(
          'Logos',
          [
            folder('Primary', [
              file('Lottery Games Logo.png', () => png(logoSvg('primary'))),
              file('Lottery Games Logo.svg', () => Buffer.from(logoSvg('primary'))),
              file('Lottery Games Logo (reversed).png', () => png(logoSvg('reversed'))),
            ]),
            folder('Mono', [
              file('Lottery Games Logo - Black.png', () => png(logoSvg('mono-black'))),
              file('Lottery Games Logo - White.png', () => png(logoSvg('mono-white'))),
              file('Lottery Games Logo - Black.svg', () => Buffer.from(logoSvg('mono-black'))),
            ]),
            folder('App Icons', [
              file('App Icon 512.png', () => png(iconSvg(512))),
              file('App Icon 1024.png', () => png(iconSvg(1024))),
              file('Favicon.svg', () => Buffer.from(iconSvg(64))),
            ]),
          ],
          { icon: 'image' },
        ),
      ],
      { hero: true },
    ),
    folder('Game Art', [
      folder(
        'eInstant Games',
        GAME_ART.filter((g) => !g.draw).map((g) => gameArt(g, now)),
      ),
      folder(
        'Draw Games',
        GAME_ART.filter((g) => g.draw).map((g) => gameArt(g, now)),
      ),
    ]),
    folder(
      'Marketing',
      [
        folder(
          'Posters',
          CAMPAIGNS.map((spec) =>
            file(`${spec.title} Poster A3.jpg`, () =>
              jpeg(posterSvg({ ...spec, width: 1131, height: 1600, footer: SMALL_PRINT })),
            ),
          ),
        ),
        folder(
          'Social Media',
          CAMPAIGNS.map((spec) =>
            file(`${spec.title} - Instagram 1080.jpg`, () =>
              jpeg(posterSvg({ ...spec, width: 1080, height: 1080, footer: SMALL_PRINT })),
            ),
          ),
        ),
        folder('Point of Sale', [
          file('Summer Jackpot - Counter Card.pdf', () => counterCard(now)),
          file(
            'Shelf Talker Guidelines.pdf',
            doc(
              'Shelf Talker Guidelines',
              [
                {
                  heading: 'Placement',
                  body: 'Shelf talkers sit at eye level beside the terminal, never on the counter where they block the screen. One campaign per shelf at a time.',
                },
                {
                  heading: 'Printing',
                  body: 'Print on 350 gsm silk board, 100 x 210 mm, with 3 mm bleed. Keep the responsible play line and the age mark within the safe area.',
                },
              ],
              BRAND.teal,
            ),
          ),
        ]),
        folder('Video', [file('Summer Jackpot Teaser.avi', teaserVideo)], { icon: 'video' }),
      ],
      { hero: true },
    ),
    file(
      'Responsible Gaming Toolkit.pdf',
      doc(
        'Responsible Gaming Toolkit',
        [
          {
            heading: 'Why it matters',
            body: 'Lottery play is entertainment. Retailers and operators help keep it that way by checking age, promoting limits and pointing players to support when they need it.',
          },
          {
            heading: 'At the counter',
            body: 'Ask for identification when in doubt. Never sell to anyone under 18. Offer the player guide with every new account and display the helpline number beside every terminal.',
          },
          {
            heading: 'Online',
            body: 'Deposit limits, reality checks and self-exclusion are on by default in every portal integration. Link to the helpline from the footer of every page.',
          },
        ],
        BRAND.teal,
      ),
    ),
  ];
}

function documentCentre(now: Date): SeedNode[] {
  const doc = (title: string, sections: { heading: string; body: string }[]) => () =>
    textDocument(title, sections, now);
  return [
    file(
      'Responsible Gambling Policy.pdf',
      doc('Responsible Gambling Policy', [
        {
          heading: 'Our commitment',
          body: 'We design, supply and market games so that play stays safe, fair and fun. This policy applies to every employee, supplier and partner.',
        },
        {
          heading: 'Protecting players',
          body: 'Our games meet the player protection standards of each market we serve, including age verification, spend limits and clear odds.',
        },
      ]),
    ),
    file(
      'Terms of Supply.pdf',
      doc('Terms of Supply', [
        {
          heading: '1. Scope',
          body: 'These terms govern the supply of games, artwork and marketing materials to licensed operators.',
        },
        {
          heading: '2. Licence to use materials',
          body: 'Materials downloaded from this portal may be used only to promote our games in the territories your agreement covers.',
        },
      ]),
    ),
    file(
      'Accessibility Statement.pdf',
      doc('Accessibility Statement', [
        {
          heading: 'Our aim',
          body: 'This portal aims to meet WCAG 2.2 level AA. If something is hard to use, tell us through the contact link and we will put it right.',
        },
      ]),
    ),
    folder('Certificates', [
      file(
        'ISO 27001 Certificate.pdf',
        doc('ISO 27001 Certificate', [
          {
            heading: 'Certificate of registration',
            body: 'This certifies that the information security management system of Lottery Games has been assessed and found to conform to ISO/IEC 27001:2022.',
          },
        ]),
      ),
      file(
        'Game Certification Summary 2025.pdf',
        doc('Game Certification Summary 2025', [
          {
            heading: 'Independent testing',
            body: 'Every game in the 2025 catalogue has been tested by an accredited laboratory for random number generation, return to player and game rules.',
          },
        ]),
      ),
    ]),
  ];
}

function financialDocumentCentre(now: Date): SeedNode[] {
  const doc = (title: string, sections: { heading: string; body: string }[]) => () =>
    textDocument(title, sections, now, BRAND.teal);
  return [
    file(
      'Annual Report 2024.pdf',
      doc('Annual Report 2024', [
        {
          heading: 'Highlights',
          body: 'Revenue grew 8 percent to 412 million, driven by eInstant games in North America and new draw game launches in Europe.',
        },
        {
          heading: "Chair's statement",
          body: 'It has been a year of steady delivery. Our partners sold more games through more channels than ever, and we did it while raising the bar on player protection in every market we serve.',
        },
        {
          heading: 'Operating review',
          body: 'North America remained our largest region at 58 percent of revenue. Europe grew fastest, up 14 percent, as four national lotteries adopted our draw game platform. Latin America and Asia Pacific together contributed 9 percent.',
        },
        {
          heading: 'Financial review',
          body: 'Operating profit rose to 96 million, a margin of 23.3 percent. Free cash flow of 71 million funded continued investment in game studios and a dividend of 12 pence per share.',
        },
        {
          heading: 'Outlook',
          body: 'We expect mid-single-digit growth in 2025, with three new lottery partners going live in the first half.',
        },
      ]),
    ),
    file(
      'Interim Results H1 2025.pdf',
      doc('Interim Results H1 2025', [
        {
          heading: 'Summary',
          body: 'First-half revenue of 221 million, up 6 percent. Digital now accounts for 41 percent of games revenue.',
        },
      ]),
    ),
    folder('Investor Presentations', [
      file(
        'Q2 2025 Results Presentation.pdf',
        doc('Q2 2025 Results Presentation', [
          { heading: 'Agenda', body: 'Results overview. Regional performance. Product pipeline. Questions.' },
        ]),
      ),
      file(
        'Capital Markets Day 2025.pdf',
        doc('Capital Markets Day 2025', [
          {
            heading: 'Strategy',
            body: 'Grow digital play with our lottery partners, widen the eInstant catalogue, and invest in responsible gaming technology.',
          },
        ]),
      ),
    ]),
  ];
}

/** Makes a folder's files and stores them together, then fills its subfolders, all in parallel. */
async function plant(assets: AssetServices, parentId: number, nodes: SeedNode[]): Promise<void> {
  const files = nodes.filter((node): node is { file: string; make: Make } => 'file' in node);
  const staged = await Promise.all(
    files.map(async (node) => assets.uploads.stageFile(node.file, Readable.from([await node.make()]))),
  );
  try {
    if (staged.length > 0) await assets.uploads.storeStaged(parentId, staged);
  } finally {
    await assets.uploads.discardStaged(staged);
  }
  await Promise.all(
    nodes.map(async (node) => {
      if (!('folder' in node)) return;
      const made = await assets.editing.createFolder(parentId, node.folder, {
        ...(node.hero ? { isHero: true } : {}),
        ...(node.icon ? { iconOverride: node.icon } : {}),
      });
      await plant(assets, made.id, node.children);
    }),
  );
}

/**
 * The demo resource library (brand guidelines, logos, game art, marketing posters, a short teaser
 * video, nested up to three levels below the root) and the document and financial document centres.
 */
export async function seedAssetLibrary(assets: AssetServices, now: Date): Promise<void> {
  const trees = [
    [ASSET_TREES.library, library(now)],
    [ASSET_TREES.documentCentre, documentCentre(now)],
    [ASSET_TREES.financialDocumentCentre, financialDocumentCentre(now)],
  ] as const;
  await Promise.all(
    trees.map(async ([tree, nodes]) =>
      plant(assets, await assets.trees.ensureRoot(tree.key, tree.label), nodes),
    ),
  );
}
