import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

/**
 * The fields a spreadsheet reads from CSV text with `separator`: a field that opens with a quote
 * runs to its closing quote ('""' inside is one quote); elsewhere a quote is text, and a line break
 * ends the row. `quotes: false` is a reader that knows no quoting at all.
 */
function readFields(text: string, separator: string, { quotes = true } = {}): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (quotes && char === '"' && field === '') quoted = true;
    else if (char === separator || char === '\r' || char === '\n') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

const withoutLineEnd = (line: string) => line.slice(0, -2);

/** What a spreadsheet runs: a field whose text, past spaces and quotes, opens with a formula sign. */
const runsAsFormula = (field: string) => /^[ \t\r\n"\u3000]*[=+\-@＝＋－＠]/.test(field);

describe('a CSV cell', () => {
  it('quotes a semicolon followed by a formula, and defuses the formula for readers that split there', () => {
    expect(csvCell(';=1+1')).toBe(`";'=1+1"`);
    expect(csvCell('brochure;=1+1.pdf')).toBe(`"brochure;'=1+1.pdf"`);
    const line = withoutLineEnd(csvLine(['a', 'x;=1+1', 'b']));
    expect(readFields(line, ',')).toEqual(['a', "x;'=1+1", 'b']);
    // Excel in a semicolon locale: the quote is mid-field, so it splits at the semicolon.
    expect(readFields(line, ';')).toEqual(['a,"x', `'=1+1",b`]);
  });

  it('quotes a comma, a tab, a quote and a line break', () => {
    expect(csvCell('North, South')).toBe('"North, South"');
    expect(csvCell('North\tSouth')).toBe('"North\tSouth"');
    expect(csvCell('the "Gold" rush')).toBe('"the ""Gold"" rush"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('defuses a formula at the start of a cell: = + - @ and their full-width forms, a tab, a carriage return', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('＝1+1')).toBe("'＝1+1");
    expect(csvCell('  =1+1')).toBe("'  =1+1");
    expect(csvCell('\tnote')).toBe(`"'\tnote"`);
    expect(csvCell('\rnote')).toBe(`"'\rnote"`);
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it('defuses a formula after a separator or a line break inside a cell, past spaces and quotes', () => {
    expect(csvCell('a,=1+1')).toBe(`"a,'=1+1"`);
    expect(csvCell('a\t@SUM(A1)')).toBe(`"a\t'@SUM(A1)"`);
    expect(csvCell('a\n-1+2')).toBe(`"a\n'-1+2"`);
    expect(csvCell('a; "+1')).toBe(`"a; ""'+1"`);
    expect(csvCell('\t=1')).toBe(`"'\t'=1"`);
  });

  it('leaves plain text, numbers and empty cells as they are', () => {
    expect(csvCell('gold-logo.png')).toBe('gold-logo.png');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell("it's")).toBe("it's");
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(1.5)).toBe('1.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('ends a line with CRLF and joins the cells with commas', () => {
    expect(csvLine(['a', 1, null, 'b c'])).toBe('a,1,,b c\r\n');
  });

  const cellText = fc.string({
    unit: fc.constantFrom('a', "'", ' ', ',', ';', '\t', '"', '\n', '\r', '=', '+', '-', '@', '＝', '\u3000'),
    maxLength: 12,
  });

  it("reads back, split on commas, as the cells written, only with a ' before each formula", () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 5 }), (cells) => {
        const read = readFields(withoutLineEnd(csvLine(cells)), ',');
        expect(read).toHaveLength(cells.length);
        read.forEach((cell, i) => {
          expect(cell.replaceAll("'", '')).toBe(cells[i]!.replaceAll("'", ''));
        });
      }),
    );
  });

  it('runs no formula in any field, whatever separator the reader splits on, with or without quoting', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 5 }), (cells) => {
        const line = withoutLineEnd(csvLine(cells));
        for (const separator of [',', ';', '\t'])
          for (const quotes of [true, false])
            for (const field of readFields(line, separator, { quotes }))
              expect(runsAsFormula(field), `${JSON.stringify(field)} of ${JSON.stringify(line)}`).toBe(false);
      }),
    );
  });
});
