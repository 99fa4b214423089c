import { DEFAULT_PALETTE, PUBLIC_PAGES } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { pageWithSplash } from './splash';

const page =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/a.js"></script></body></html>';
const theme = (userInterface: { organizationName: string; logoUrl: string | null; splashImageUrl: string | null }) => ({
  palette: { ...DEFAULT_PALETTE, primary: '#005A9C' },
  userInterface,
});

describe('index.html with the host’s splash page and theme', () => {
  it('shows the theme’s splash image, else its logo, else the Koers mark, named after the organisation', () => {
    const splash = pageWithSplash(
      page,
      'werk.voorbeeld.nl',
      theme({ organizationName: 'Gemeente Voorbeeld', logoUrl: '/logo.svg', splashImageUrl: '/splash.png' }),
      '/vacancies/internet',
    );
    expect(splash).toContain('<img src="/splash.png" alt="Gemeente Voorbeeld"');
    expect(splash).toContain('Bezig met laden…');
    const logo = pageWithSplash(
      page,
      'a',
      theme({ organizationName: 'A', logoUrl: '/logo.svg', splashImageUrl: null }),
      '/vacancies/internet',
    );
    expect(logo).toContain('<img src="/logo.svg"');
    const none = pageWithSplash(
      page,
      'a',
      theme({ organizationName: 'Koers', logoUrl: null, splashImageUrl: null }),
      '/vacancies/internet',
    );
    expect(none).toContain('<img src="/icons/koers-mark.svg" alt="Koers"');
  });

  it('hands the web app the theme of the host, readable as JSON', () => {
    const html = pageWithSplash(
      page,
      'werk.voorbeeld.nl',
      theme({ organizationName: 'Gemeente Voorbeeld', logoUrl: null, splashImageUrl: null }),
      '/vacancies/internet',
    );
    const json = /<script type="application\/json" id="koers-theme">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({
      host: 'werk.voorbeeld.nl',
      palette: { ...DEFAULT_PALETTE, primary: '#005A9C' },
      userInterface: { organizationName: 'Gemeente Voorbeeld', logoUrl: null, splashImageUrl: null },
    });
  });

  it('lets no text of the theme out of its attribute or data block', () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = pageWithSplash(
      page,
      'a',
      theme({ organizationName: hostile, logoUrl: hostile, splashImageUrl: null }),
      '/vacancies/internet',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<script/g)).toHaveLength(2);
    const json = /<script type="application\/json" id="koers-theme">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null').userInterface.organizationName).toBe(hostile);
  });

  it('paints no splash before the public pages, which paint their own form; still hands them the theme', () => {
    // The web app's router makes its public routes of the same list (apps/web/src/app/router.test.ts).
    const publicPaths = Object.values(PUBLIC_PAGES).map((page) => page.replace(':token', 'abc'));
    expect(publicPaths).toEqual(expect.arrayContaining(['/login', '/password-reset/abc', '/invitation/abc']));
    for (const path of publicPaths) {
      const html = pageWithSplash(
        page,
        'a',
        theme({ organizationName: 'A', logoUrl: null, splashImageUrl: null }),
        path,
      );
      expect(html).toContain('<link rel="preload" as="image" href="/icons/koers-mark.svg"><div id="root"></div>');
      expect(html).toContain('id="koers-theme"');
    }
    const loginLike = pageWithSplash(
      page,
      'a',
      theme({ organizationName: 'A', logoUrl: null, splashImageUrl: null }),
      '/loginx',
    );
    expect(loginLike).toContain('Bezig met laden…');
  });

  it('leaves a page without the root element as it is', () => {
    const other = '<!doctype html><title>Koers</title>';
    expect(
      pageWithSplash(
        other,
        'a',
        theme({ organizationName: 'A', logoUrl: null, splashImageUrl: null }),
        '/vacancies/internet',
      ),
    ).toBe(other);
  });
});
