import { describe, expect, it } from 'vitest';
import { lineOfRow, recordLines } from './importLines';

describe('recordLines', () => {
  it('numbers one record per line', () => {
    expect(recordLines('sku,name\nA,One\nB,Two\n')).toEqual([1, 2, 3]);
  });

  it('skips blank lines as the import does, with CRLF or LF ends and a byte order mark', () => {
    const lines = recordLines('\uFEFFsku,name\r\n\r\nA,One\r\n\nB,Two');
    expect(lines).toEqual([1, 3, 5]);
    expect(lineOfRow(lines, 2)).toBe(5);
  });

  it('keeps a quoted cell over several lines in its record', () => {
    const lines = recordLines('sku,description\nA,"one\ntwo ""quoted""\nthree"\nB,x\n');
    expect(lines).toEqual([1, 2, 5]);
    expect(lineOfRow(lines, 0)).toBeNull();
    expect(lineOfRow(lines, 9)).toBeNull();
  });
});
