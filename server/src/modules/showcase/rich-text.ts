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

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}
