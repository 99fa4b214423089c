import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

const otpauthUrl =
  'otpauth://totp/Koers:werkgever%40stroomlijn.demo.koers.nl?secret=R4GX3SJUYGZNFMJMYOV7WRRW4NCQPY5R&issuer=Koers';

describe('the QR code', () => {
  it('is an image named by its label', () => {
    render(<QrCode value={otpauthUrl} label="QR-code om Koers aan je authenticator-app toe te voegen" />);
    const image = screen.getByRole('img', { name: 'QR-code om Koers aan je authenticator-app toe te voegen' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.getAttribute('width')).toBe('200');
  });

  it('draws a set-up link at level M (version 7, 45 modules) inside a quiet zone of four modules', () => {
    render(<QrCode value={otpauthUrl} label="QR-code" size={160} />);
    const image = screen.getByRole('img', { name: 'QR-code' });
    expect(image.getAttribute('viewBox')).toBe('0 0 53 53');
    const [background, modules] = image.querySelectorAll('path');
    expect(background?.getAttribute('fill')).toBe('#ffffff');
    expect(modules?.getAttribute('fill')).toBe('#000000');
    // The top-left finder pattern starts at the quiet zone's edge.
    expect(modules?.getAttribute('d')).toMatch(/^M4 4h7/);
  });

  it('grows with the text it holds', () => {
    render(<QrCode value={'x'.repeat(400)} label="Lange code" />);
    // 400 bytes at level M need version 15: 77 modules plus the quiet zone.
    expect(screen.getByRole('img', { name: 'Lange code' }).getAttribute('viewBox')).toBe('0 0 85 85');
  });
});
