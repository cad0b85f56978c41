import sanitizeHtml from 'sanitize-html';

/**
 * What the admin's rich-text editor may produce (SPEC §2: no justify, code, image, table or
 * separator), so the pages can render stored text as HTML without carrying anyone's script.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
  ],
  // Links always open apart and carry no opener: the transform sets rel and target on each.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/**
 * Rich text from the admin editor (news bodies, content sections, game and draw-game descriptions),
 * kept to what that editor can make. SPEC §2 hides the ordered-list control, but the shared allowlist
 * still lets `ol` through, so lists come out as bullet lists. The sanitiser's output gives `ol` no
 * attributes and escapes every '<' of text, so these exact tags are the only place the string can occur.
 */
export function sanitiseEditorHtml(html: string): string {
  return sanitiseRichText(html).replaceAll('<ol>', '<ul>').replaceAll('</ol>', '</ul>');
}

const TAG = /<\/?[a-z][^>]*>/i;
const BLOCK_TAG = /<(p|ul|ol|li|h[1-6]|blockquote|div)\b/i;
const ESCAPED_TAG = /&lt;\/?(p|br|strong|b|em|i|u|s|a|ul|ol|li|h[2-4]|blockquote)(\s|\/|&gt;)/i;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Undoes one level of HTML escaping (the entities an escaper writes, by name or number). */
function unescapeOnce(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Text whose line breaks are its structure: a blank line parts paragraphs, a single one breaks the line. */
function paragraphsOf(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/[ \t]*\n[ \t]*/g, '<br>')}</p>`)
    .join('');
}

/**
 * A description as stored and shown (games, draw games; issue 28 item 6, decision 090): the editor's
 * HTML, sanitised. What came another way is read for what it meant first: HTML escaped as text (no
 * tag, but '&lt;p&gt;') is unescaped once; text without paragraphs (plain text, or the old text box's
 * HTML without them) keeps its blank lines as paragraphs and its line breaks as breaks.
 */
export function sanitiseDescription(input: string): string {
  let text = input;
  if (!TAG.test(text) && ESCAPED_TAG.test(text)) text = unescapeOnce(text);
  if (!BLOCK_TAG.test(text)) text = paragraphsOf(text);
  return sanitiseEditorHtml(text);
}
