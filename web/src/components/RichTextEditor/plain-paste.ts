import { Fragment, Slice } from '@tiptap/pm/model';
import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/**
 * SPEC §2: paste is forced to plain text. Whatever the clipboard holds (a web page, a Word
 * document), only its text arrives: one paragraph a line, no marks, links, images or tables.
 */
function insertPlainText(view: EditorView, text: string): void {
  const { schema } = view.state;
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  if (lines.length <= 1) {
    view.dispatch(view.state.tr.insertText(lines[0] ?? '').scrollIntoView());
    return;
  }
  const paragraph = schema.nodes.paragraph;
  if (!paragraph) return;
  const nodes = lines.map((line) => paragraph.create(null, line ? schema.text(line) : null));
  // Open at both ends: the first line joins the paragraph at the cursor, the last one the text after it.
  view.dispatch(view.state.tr.replaceSelection(new Slice(Fragment.from(nodes), 1, 1)).scrollIntoView());
}

export function handlePlainPaste(view: EditorView, event: ClipboardEvent): boolean {
  const text = event.clipboardData?.getData('text/plain') ?? '';
  event.preventDefault();
  if (text) insertPlainText(view, text);
  return true;
}

/** Drops: text arrives plain, files (images) are refused; a move inside the editor stays as it is. */
export function handlePlainDrop(view: EditorView, event: DragEvent, moved: boolean): boolean {
  if (moved) return false;
  const data = event.dataTransfer;
  if (!data) return false;
  event.preventDefault();
  const text = data.getData('text/plain');
  if (!text) return true;
  const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
  if (at) view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, at.pos)));
  insertPlainText(view, text);
  return true;
}
