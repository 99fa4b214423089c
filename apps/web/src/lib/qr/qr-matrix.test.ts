import { describe, expect, it } from 'vitest';
import { encodeQr, reedSolomon } from './qr-matrix';

// The encoder was checked by scanning its output (zbarimg) for versions 1 to 15; these tests
// pin what makes a code readable, so a change that breaks it fails here.

describe('reedSolomon', () => {
  it('gives the error correction of the standard’s worked example (HELLO WORLD, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });
});

function formatBits(matrix: ReturnType<typeof encodeQr>): number {
  // Read the first copy of the 15 format bits back (bit 0 at (8,0) … see the standard's figure 25).
  const at: Array<[number, number]> = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ];
  return at.reduce((bits, [x, y], i) => bits | ((matrix.dark(x, y) ? 1 : 0) << i), 0);
}

describe('encodeQr', () => {
  it.each([
    ['HELLO', 1],
    [
      'otpauth://totp/Koers:werkgever%40stroomlijn.demo.koers.nl?secret=R4GX3SJUYGZNFMJMYOV7WRRW4NCQPY5R&issuer=Koers',
      7,
    ],
    ['x'.repeat(400), 15],
  ])('chooses the smallest version for %#', (text, version) => {
    const matrix = encodeQr(text);
    expect(matrix.version).toBe(version);
    expect(matrix.size).toBe(version * 4 + 17);
  });

  it('draws the three finder patterns and the timing patterns', () => {
    const matrix = encodeQr('HELLO');
    const finderRow = [true, true, true, true, true, true, true, false];
    for (const [ox, oy] of [
      [0, 0],
      [matrix.size - 7, 0],
      [0, matrix.size - 7],
    ] as const) {
      expect(finderRow.slice(0, 7).every((_dark, i) => matrix.dark(ox + i, oy))).toBe(true);
      expect(matrix.dark(ox + 1, oy + 1)).toBe(false);
      expect(matrix.dark(ox + 3, oy + 3)).toBe(true);
    }
    for (let i = 8; i < matrix.size - 8; i++) {
      expect(matrix.dark(i, 6)).toBe(i % 2 === 0);
      expect(matrix.dark(6, i)).toBe(i % 2 === 0);
    }
    expect(matrix.dark(8, matrix.size - 8)).toBe(true);
  });

  it('writes level M and the chosen mask in the format bits', () => {
    const matrix = encodeQr('otpauth://totp/Koers:a%40b.nl?secret=ABCDEFGHIJKLMNOP&issuer=Koers');
    const data = (formatBits(matrix) ^ 0x5412) >>> 10;
    expect(data >>> 3).toBe(0b00);
    expect(data & 0b111).toBe(matrix.mask);
  });

  it('refuses a text that does not fit', () => {
    expect(() => encodeQr('x'.repeat(500))).toThrow();
  });
});
