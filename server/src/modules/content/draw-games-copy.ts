import type { DrawGameContent, DrawGameContentForm, StoredContentDocument } from '@portal/domain/schemas';
import sanitizeHtml from 'sanitize-html';
import { sanitiseEditorHtml } from '../../lib/rich-text.ts';

/**
 * SPEC's `{kind}-content` calls in terms of the kind's page document (issue 28 item 1): the call's
 * title is the hero's title, its introduction the hero's text, its sections the sections' titles and
 * bodies. What the call has no field for (the hero's image and buttons, a section's image) is kept.
 */
type PageParts = StoredContentDocument<'populardrawgamespage'>;

export function drawGamesCopy(document: PageParts, updatedAt: string | null): DrawGameContent {
  return {
    title: document.hero.title,
    introduction: textToParagraphs(document.hero.text),
    sections: document.sections.map((section) => ({ title: section.title, body: section.body })),
    updatedAt,
  };
}

export function withDrawGamesCopy<D extends PageParts>(document: D, copy: DrawGameContentForm): D {
  return {
    ...document,
    hero: { ...document.hero, title: copy.title, text: paragraphsToText(copy.introduction) },
    sections: copy.sections.map((section, index) => ({
      image: document.sections[index]?.image ?? null,
      callsToAction: document.sections[index]?.callsToAction ?? [],
      title: section.title,
      body: sanitiseEditorHtml(section.body),
    })),
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text as the plain text of a hero: paragraphs and line breaks become line breaks, tags go. */
export function paragraphsToText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '\n\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A hero's plain text as rich text: a paragraph per blank-line block, line breaks kept. */
export function textToParagraphs(text: string): string {
  const escapeHtml = (value: string) =>
    value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('');
}
