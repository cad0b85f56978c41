import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor as LazyRichTextEditor } from './index';
import RichTextEditor from './RichTextEditor';
import { normaliseLinkHref } from './Toolbar';

// jsdom has no layout: ProseMirror's scroll-into-view asks ranges for rectangles.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

function paste(target: Element, data: Record<string, string>) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { getData: (type: string) => data[type] ?? '', types: Object.keys(data), files: [], items: [] },
  });
  act(() => {
    target.dispatchEvent(event);
  });
}

async function editorBox() {
  const box = await screen.findByRole('textbox', { name: 'Body' });
  return box;
}

describe('RichTextEditor', () => {
  it('turns pasted formatted text into plain paragraphs', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="" onChange={onChange} aria-label="Body" />);
    const box = await editorBox();
    act(() => box.focus());
    paste(box, {
      'text/html':
        '<h1 style="color:red">Big <b>launch</b></h1><p><a href="https://example.com">Read</a> <img src="x.png"></p><table><tr><td>cell</td></tr></table>',
      'text/plain': 'Big launch\nRead\ncell',
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange).toHaveBeenLastCalledWith('<p>Big launch</p><p>Read</p><p>cell</p>');
  });

  it('offers the allowed controls as named buttons and none of the hidden ones', async () => {
    render(<RichTextEditor value="<p>Text</p>" onChange={() => {}} aria-label="Body" />);
    await editorBox();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = Array.from(toolbar.querySelectorAll('button')).map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Heading',
      'Subheading',
      'Bullet list',
      'Quote',
      'Link',
      'Undo',
      'Redo',
    ]);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps no ordered list, code, rule or image even when given them', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor value="" onChange={onChange} aria-label="Body" />);
    await editorBox();
    rerender(
      <RichTextEditor
        value={'<ol><li>One</li></ol><pre><code>x = 1</code></pre><hr><p><code>y</code><img src="a.png"></p>'}
        onChange={onChange}
        aria-label="Body"
      />,
    );
    const box = await editorBox();
    await waitFor(() => expect(box.textContent).toContain('One'));
    expect(box.querySelector('ol, code, pre, hr, img')).toBeNull();
  });

  it('makes the selection bold and a link from the toolbar', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>Hello</p>" onChange={onChange} aria-label="Body" />);
    const box = await editorBox();
    act(() => box.focus());
    // Select all the text, then press Bold.
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    const selection = window.getSelection();
    const range = document.createRange();
    range.selectNodeContents(box.querySelector('p')!);
    selection?.removeAllRanges();
    selection?.addRange(range);
    fireEvent(document, new Event('selectionchange'));
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>'));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Link address' }), 'example.com{Enter}');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com"><strong>Hello</strong></a></p>',
      ),
    );
  });

  it('loads lazily behind a labelled placeholder', async () => {
    render(<LazyRichTextEditor value="<p>Hi</p>" onChange={() => {}} aria-label="Body" />);
    expect(await editorBox()).toHaveTextContent('Hi');
  });
});

describe('normaliseLinkHref', () => {
  it('accepts web and e-mail addresses and refuses other schemes', () => {
    expect(normaliseLinkHref('example.com/a')).toBe('https://example.com/a');
    expect(normaliseLinkHref('http://x.test')).toBe('http://x.test');
    expect(normaliseLinkHref('team@example.com')).toBe('mailto:team@example.com');
    expect(normaliseLinkHref('javascript:alert(1)')).toBeNull();
    expect(normaliseLinkHref('data:text/html,x')).toBeNull();
  });
});
