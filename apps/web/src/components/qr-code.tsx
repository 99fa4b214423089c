import { QRCodeSVG } from 'qrcode.react';

/** A QR code as one SVG, black on white with the standard quiet zone of four modules. */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      level="M"
      marginSize={4}
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label={label}
      data-testid="qr-code"
    />
  );
}
