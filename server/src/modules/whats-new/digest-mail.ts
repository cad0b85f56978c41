import type { WhatsNew, WhatsNewAsset } from '@portal/domain/schemas';
import type { Mail } from '../../mail/index.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const dayText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The most files a mail lists per game (or for the library); the rest are a link away. */
const ASSETS_PER_GROUP = 5;

export interface DigestMailInput {
  to: string;
  firstName: string;
  frequency: 'weekly' | 'daily';
  news: WhatsNew;
  publicUrl: string;
  /** The one-click unsubscribe address (List-Unsubscribe, RFC 8058). */
  unsubscribePost: string;
  /** The page a person opens to unsubscribe (a confirmation with a button). */
  unsubscribePage: string;
}

/** What a digest's subject says: the counts, most telling first. */
function digestSubject(news: WhatsNew): string {
  const games = news.games.filter((game) => game.arrival !== null).length;
  const assets = news.games.reduce((sum, game) => sum + game.assets.length, news.otherAssets.length);
  const parts = [
    games ? plural(games, 'new game', 'new games') : '',
    assets ? plural(assets, 'new asset', 'new assets') : '',
    news.stories.length ? plural(news.stories.length, 'story', 'stories') : '',
  ].filter(Boolean);
  return `What's new on the Northstar Games portal: ${parts.join(', ')}`;
}

/**
 * The digest mail (issue 29 item 4): new games with their artwork, new assets by game with links,
 * stories; an HTML part made of tables and inline styles (what mail clients render) and a plain-text
 * part with the same content, every link absolute under PUBLIC_URL, and the unsubscribe headers.
 */
export function digestMail(input: DigestMailInput): Mail {
  const { news, publicUrl } = input;
  const at = (path: string) => `${publicUrl}${path}`;
  const period = input.frequency === 'weekly' ? 'weekly' : 'daily';
  const intro = `Here is what arrived for your regions since ${dayText(news.since)}.`;
  const newGames = news.games.filter((game) => game.arrival !== null);
  const gamesWithAssets = news.games.filter((game) => game.assets.length > 0);

  const text: string[] = [`Hello ${input.firstName},`, '', intro, ''];
  if (newGames.length) {
    text.push('NEW GAMES', '');
    for (const game of newGames)
      text.push(`* ${game.gameName} (${arrivalText(game)})`, `  ${at(`/games/${game.id}`)}`);
    text.push('');
  }
  if (gamesWithAssets.length || news.otherAssets.length) {
    text.push('NEW ASSETS', '');
    for (const game of gamesWithAssets) {
      text.push(`${game.gameName}:`);
      for (const asset of game.assets.slice(0, ASSETS_PER_GROUP))
        text.push(`* ${assetLine(asset)}`, `  ${at(asset.link)}`);
      if (game.assets.length > ASSETS_PER_GROUP)
        text.push(`* and ${game.assets.length - ASSETS_PER_GROUP} more: ${at(`/games/${game.id}/assets`)}`);
      text.push('');
    }
    if (news.otherAssets.length) {
      text.push('Resource library and documents:');
      for (const asset of news.otherAssets.slice(0, ASSETS_PER_GROUP))
        text.push(`* ${assetLine(asset)}`, `  ${at(asset.link)}`);
      if (news.otherAssets.length > ASSETS_PER_GROUP)
        text.push(`* and ${news.otherAssets.length - ASSETS_PER_GROUP} more: ${at('/whats-new')}`);
      text.push('');
    }
  }
  if (news.stories.length) {
    text.push('STORIES', '');
    for (const story of news.stories)
      text.push(`* ${story.title}`, `  ${story.summary}`, `  ${at(`/news-events/post/${story.id}`)}`);
    text.push('');
  }
  text.push(
    `See everything on the portal: ${at('/whats-new')}`,
    '',
    `You get this ${period} digest because of your choice on your profile (${at('/profile')}).`,
    `Unsubscribe: ${input.unsubscribePage}`,
    '',
    'Northstar Games',
  );

  const section = (title: string, body: string) =>
    `<tr><td style="padding:24px 32px 8px"><h2 style="margin:0 0 12px;font-size:18px;color:#0b1f3a">${escapeHtml(title)}</h2>${body}</td></tr>`;
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#0a5bd8;text-decoration:underline">${escapeHtml(label)}</a>`;
  const gameCards = newGames
    .map(
      (
        game,
      ) => `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 12px;border:1px solid #dde3ec;border-radius:8px">
<tr>${
        game.artwork
          ? `<td width="120" style="padding:12px"><a href="${escapeHtml(at(`/games/${game.id}`))}"><img src="${escapeHtml(at(game.artwork))}" width="108" alt="${escapeHtml(game.gameName)}" style="display:block;width:108px;height:auto;border-radius:6px;border:0"></a></td>`
          : ''
      }<td style="padding:12px;vertical-align:middle"><div style="font-size:16px;font-weight:bold;color:#0b1f3a">${link(at(`/games/${game.id}`), game.gameName)}</div><div style="font-size:14px;color:#4a5668;margin-top:4px">${escapeHtml(arrivalText(game))}</div></td></tr></table>`,
    )
    .join('\n');
  const assetList = (assets: WhatsNewAsset[], more: string) =>
    `<ul style="margin:0 0 12px;padding-left:20px">${assets
      .slice(0, ASSETS_PER_GROUP)
      .map(
        (asset) =>
          `<li style="margin:0 0 6px">${link(at(asset.link), asset.name)}${asset.folder ? ` <span style="color:#6b7687">in ${escapeHtml(asset.folder)}</span>` : ''}</li>`,
      )
      .join('')}${
      assets.length > ASSETS_PER_GROUP
        ? `<li style="margin:0 0 6px">${link(more, `and ${assets.length - ASSETS_PER_GROUP} more`)}</li>`
        : ''
    }</ul>`;
  const assetGroups = [
    ...gamesWithAssets.map(
      (game) =>
        `<h3 style="margin:12px 0 6px;font-size:15px;color:#0b1f3a">${link(at(`/games/${game.id}/assets`), game.gameName)}</h3>${assetList(game.assets, at(`/games/${game.id}/assets`))}`,
    ),
    news.otherAssets.length
      ? `<h3 style="margin:12px 0 6px;font-size:15px;color:#0b1f3a">${link(at('/asset-manager'), 'Resource library and documents')}</h3>${assetList(news.otherAssets, at('/whats-new'))}`
      : '',
  ].join('\n');
  const storyList = news.stories
    .map(
      (story) =>
        `<p style="margin:0 0 12px"><strong>${link(at(`/news-events/post/${story.id}`), story.title)}</strong><br><span style="color:#4a5668">${escapeHtml(story.summary)}</span></p>`,
    )
    .join('\n');

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(digestSubject(news))}</title></head>
<body style="margin:0;padding:0;background:#f1f4f8;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1c2533">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f4f8"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;background:#ffffff;border-radius:10px;overflow:hidden">
<tr><td style="background:#0b1f3a;padding:20px 32px;color:#ffffff;font-size:20px;font-weight:bold">Northstar Games <span style="font-weight:normal;color:#9fb3d1">· What's new</span></td></tr>
<tr><td style="padding:24px 32px 0"><p style="margin:0 0 8px">Hello ${escapeHtml(input.firstName)},</p><p style="margin:0">${escapeHtml(intro)}</p></td></tr>
${newGames.length ? section('New games', gameCards) : ''}
${gamesWithAssets.length || news.otherAssets.length ? section('New assets', assetGroups) : ''}
${news.stories.length ? section('Stories', storyList) : ''}
<tr><td style="padding:16px 32px 28px"><a href="${escapeHtml(at('/whats-new'))}" style="display:inline-block;background:#0a5bd8;color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">See everything on the portal</a></td></tr>
<tr><td style="padding:16px 32px;background:#f7f9fc;color:#6b7687;font-size:13px">You get this ${period} digest because of your choice on ${link(at('/profile'), 'your profile')}. ${link(input.unsubscribePage, 'Unsubscribe')}</td></tr>
</table></td></tr></table>
</body></html>`;

  return {
    to: input.to,
    subject: digestSubject(news),
    text: `${text.join('\n')}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribePost}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function arrivalText(game: { arrival: 'released' | 'added' | null; releaseDate: string | null }): string {
  if (game.arrival === 'released' && game.releaseDate)
    return `released ${dayText(`${game.releaseDate}T00:00:00Z`)}`;
  return 'new in the catalogue';
}

function assetLine(asset: WhatsNewAsset): string {
  return asset.folder ? `${asset.name} (in ${asset.folder})` : asset.name;
}
