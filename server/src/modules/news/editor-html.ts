import { sanitiseRichText } from '../showcase/rich-text.ts';

/**
 * Rich text from the admin editor (news bodies, content sections), kept to what that editor can make.
 * SPEC §2 hides the ordered-list control, but the shared allowlist still lets `ol` through, so lists
 * come out as bullet lists. The sanitiser's output gives `ol` no attributes and escapes every '<' of
 * text, so these exact tags are the only place the string can occur.
 */
export function sanitiseEditorHtml(html: string): string {
  return sanitiseRichText(html).replaceAll('<ol>', '<ul>').replaceAll('</ol>', '</ul>');
}
