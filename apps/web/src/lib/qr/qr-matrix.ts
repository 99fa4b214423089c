/**
 * A QR code (ISO/IEC 18004) for short texts such as an otpauth:// link: byte mode, error
 * correction level M, versions 1 to 15 (up to 412 bytes). Written here because the set-up of
 * two-step verification needs one scannable code, not a dependency.
 */

export type QrMatrix = { size: number; version: number; mask: number; dark: (x: number, y: number) => boolean };

/** Level M per version: [error-correction codewords per block, [blocks, data codewords per block]...]. */
const BLOCKS_M: ReadonlyArray<readonly [number, ...Array<readonly [number, number]>]> = [
  [10, [1, 16]],
  [16, [1, 28]],
  [26, [1, 44]],
  [18, [2, 32]],
  [24, [2, 43]],
  [16, [4, 27]],
  [18, [4, 31]],
  [22, [2, 38], [2, 39]],
  [22, [3, 36], [2, 37]],
  [26, [4, 43], [1, 44]],
  [30, [1, 50], [4, 51]],
  [22, [6, 36], [2, 37]],
  [22, [8, 37], [1, 38]],
  [24, [4, 40], [5, 41]],
  [24, [5, 41], [5, 42]],
];

const ALIGNMENT: ReadonlyArray<readonly number[]> = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
  [6, 30, 54],
  [6, 32, 58],
  [6, 34, 62],
  [6, 26, 46, 66],
  [6, 26, 48, 70],
];

// Arithmetic in GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let value = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = value;
    LOG[value] = i;
    value <<= 1;
    if (value & 0x100) value ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255] ?? 0;
}
const multiply = (a: number, b: number) => (a === 0 || b === 0 ? 0 : (EXP[(LOG[a] ?? 0) + (LOG[b] ?? 0)] ?? 0));

/** Reed–Solomon error-correction codewords of one block. */
export function reedSolomon(data: readonly number[], ecLength: number): number[] {
  // Generator polynomial (x - α^0)(x - α^1)…, highest coefficient first, leading 1 left out.
  let generator = [1];
  for (let i = 0; i < ecLength; i++) {
    const next = new Array<number>(generator.length + 1).fill(0);
    for (let j = 0; j < generator.length; j++) {
      next[j] = (next[j] ?? 0) ^ (generator[j] ?? 0);
      next[j + 1] = (next[j + 1] ?? 0) ^ multiply(generator[j] ?? 0, EXP[i] ?? 0);
    }
    generator = next;
  }
  const remainder = new Array<number>(ecLength).fill(0);
  for (const byte of data) {
    const factor = byte ^ (remainder.shift() ?? 0);
    remainder.push(0);
    for (let j = 0; j < ecLength; j++) remainder[j] = (remainder[j] ?? 0) ^ multiply(generator[j + 1] ?? 0, factor);
  }
  return remainder;
}

function dataCapacity(version: number): number {
  const [, ...groups] = BLOCKS_M[version - 1] ?? [0];
  return groups.reduce((sum, [count, length]) => sum + count * length, 0);
}

/** The data codewords: mode, length, bytes, terminator and padding. */
function encodeData(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) push(byte, 8);
  const capacity = dataCapacity(version) * 8;
  push(0, Math.min(4, capacity - bits.length));
  while (bits.length % 8 !== 0) bits.push(0);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  for (let pad = 0; codewords.length < capacity / 8; pad++) codewords.push(pad % 2 === 0 ? 0xec : 0x11);
  return codewords;
}

/** Splits into blocks, adds error correction and interleaves (data first, then correction). */
function finalCodewords(data: number[], version: number): number[] {
  const [ecLength, ...groups] = BLOCKS_M[version - 1] ?? [0];
  const blocks: number[][] = [];
  let offset = 0;
  for (const [count, length] of groups) {
    for (let i = 0; i < count; i++) {
      blocks.push(data.slice(offset, offset + length));
      offset += length;
    }
  }
  const corrections = blocks.map((block) => reedSolomon(block, ecLength));
  const result: number[] = [];
  const longest = Math.max(...blocks.map((block) => block.length));
  for (let i = 0; i < longest; i++) for (const block of blocks) if (i < block.length) result.push(block[i] ?? 0);
  for (let i = 0; i < ecLength; i++) for (const correction of corrections) result.push(correction[i] ?? 0);
  return result;
}

const MASKS: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class Grid {
  readonly modules: boolean[][];
  readonly reserved: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  get(x: number, y: number): boolean {
    return this.modules[y]?.[x] ?? false;
  }
  setFunction(x: number, y: number, dark: boolean): void {
    const row = this.modules[y];
    const reservedRow = this.reserved[y];
    if (!row || !reservedRow || x < 0 || x >= this.size) return;
    row[x] = dark;
    reservedRow[x] = true;
  }
  isFunction(x: number, y: number): boolean {
    return this.reserved[y]?.[x] ?? false;
  }
  set(x: number, y: number, dark: boolean): void {
    const row = this.modules[y];
    if (row) row[x] = dark;
  }
}

function drawFunctionPatterns(grid: Grid, version: number): void {
  const { size } = grid;
  for (let i = 0; i < size; i++) {
    grid.setFunction(6, i, i % 2 === 0);
    grid.setFunction(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    // Finder pattern with its white separator.
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        grid.setFunction(cx + dx, cy + dy, distance !== 2 && distance !== 4);
      }
    }
  }
  const positions = ALIGNMENT[version - 1] ?? [];
  const last = positions.length - 1;
  positions.forEach((cy, row) => {
    positions.forEach((cx, column) => {
      const onFinder = (row === 0 && column === 0) || (row === 0 && column === last) || (row === last && column === 0);
      if (onFinder) return;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) grid.setFunction(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    });
  });
  drawFormatBits(grid, 0);
  if (version >= 7) {
    let remainder = version;
    for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
    const bits = (version << 12) | remainder;
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      grid.setFunction(a, b, dark);
      grid.setFunction(b, a, dark);
    }
  }
}

/** Format information: error-correction level M (00) and the mask, BCH-protected, twice. */
function drawFormatBits(grid: Grid, mask: number): void {
  const { size } = grid;
  const data = (0b00 << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  const bits = ((data << 10) | remainder) ^ 0x5412;
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) grid.setFunction(8, i, bit(i));
  grid.setFunction(8, 7, bit(6));
  grid.setFunction(8, 8, bit(7));
  grid.setFunction(7, 8, bit(8));
  for (let i = 9; i < 15; i++) grid.setFunction(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) grid.setFunction(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) grid.setFunction(8, size - 15 + i, bit(i));
  grid.setFunction(8, size - 8, true);
}

function placeCodewords(grid: Grid, codewords: number[]): void {
  const { size } = grid;
  let index = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = upward ? size - 1 - vertical : vertical;
        if (grid.isFunction(x, y) || index >= codewords.length * 8) continue;
        grid.set(x, y, (((codewords[index >>> 3] ?? 0) >>> (7 - (index & 7))) & 1) === 1);
        index++;
      }
    }
  }
}

function applyMask(grid: Grid, mask: number): void {
  const rule = MASKS[mask] ?? (() => false);
  for (let y = 0; y < grid.size; y++) {
    for (let x = 0; x < grid.size; x++) if (!grid.isFunction(x, y) && rule(x, y)) grid.set(x, y, !grid.get(x, y));
  }
}

/** The standard's penalty score: long runs, 2×2 blocks, finder look-alikes and imbalance. */
function penalty(grid: Grid): number {
  const { size } = grid;
  let score = 0;
  const finderLike = [true, false, true, true, true, false, true];
  for (const horizontal of [true, false]) {
    for (let a = 0; a < size; a++) {
      let run = 0;
      let previous: boolean | null = null;
      const line: boolean[] = [];
      for (let b = 0; b < size; b++) {
        const dark = horizontal ? grid.get(b, a) : grid.get(a, b);
        line.push(dark);
        if (dark === previous) run++;
        else {
          if (run >= 5) score += run - 2;
          run = 1;
          previous = dark;
        }
      }
      if (run >= 5) score += run - 2;
      for (let b = 0; b + 7 <= size; b++) {
        if (!finderLike.every((dark, k) => line[b + k] === dark)) continue;
        const before = line.slice(Math.max(0, b - 4), b);
        const after = line.slice(b + 7, b + 11);
        if (b < 4 || before.every((dark) => !dark) || b + 11 > size || after.every((dark) => !dark)) score += 40;
      }
    }
  }
  let darkCount = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dark = grid.get(x, y);
      if (dark) darkCount++;
      if (
        x + 1 < size &&
        y + 1 < size &&
        dark === grid.get(x + 1, y) &&
        dark === grid.get(x, y + 1) &&
        dark === grid.get(x + 1, y + 1)
      ) {
        score += 3;
      }
    }
  }
  score += Math.floor(Math.abs((darkCount * 20) / (size * size) - 10)) * 10;
  return score;
}

/** Encodes `text` (UTF-8) as a QR code, choosing the smallest version and the best mask. */
export function encodeQr(text: string): QrMatrix {
  const bytes = new TextEncoder().encode(text);
  const version =
    BLOCKS_M.findIndex((_blocks, index) => {
      const v = index + 1;
      return 4 + (v < 10 ? 8 : 16) + bytes.length * 8 <= dataCapacity(v) * 8;
    }) + 1;
  if (version === 0) throw new Error('Tekst te lang voor een QR-code');
  const codewords = finalCodewords(encodeData(bytes, version), version);
  let best: { grid: Grid; mask: number; score: number } | null = null;
  for (let mask = 0; mask < MASKS.length; mask++) {
    const grid = new Grid(version * 4 + 17);
    drawFunctionPatterns(grid, version);
    placeCodewords(grid, codewords);
    applyMask(grid, mask);
    drawFormatBits(grid, mask);
    const score = penalty(grid);
    if (!best || score < best.score) best = { grid, mask, score };
  }
  if (!best) throw new Error('QR-code niet gemaakt');
  const { grid, mask } = best;
  return { size: grid.size, version, mask, dark: (x, y) => grid.get(x, y) };
}
