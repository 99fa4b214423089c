import { useMemo } from 'react';
import { encodeQr } from '../lib/qr/qr-matrix';

const QUIET_ZONE = 4;

/** A QR code as one SVG path, black on white with the standard quiet zone. */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { path, dimension } = useMemo(() => {
    const matrix = encodeQr(value);
    let d = '';
    for (let y = 0; y < matrix.size; y++) {
      for (let x = 0; x < matrix.size; x++) if (matrix.dark(x, y)) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
    return { path: d, dimension: matrix.size + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect width={dimension} height={dimension} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
