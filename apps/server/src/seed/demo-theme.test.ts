import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { demoThemeHost, followDemoThemeHost } from './demo-theme';
import { seedFoundation } from './foundation.seed';

const t = useTestApp();
beforeAll(async () => {
  await seedFoundation(t.database.db);
});

const themeOf = async (host: string) =>
  (await t.client().get(`/api/v1/themes/${Buffer.from(host).toString('base64url')}`)).body.data.attributes;

describe('the demo theme host', () => {
  it('is werkpad.localhost on the port of the public URL', () => {
    expect(demoThemeHost('http://localhost:3000')).toBe('werkpad.localhost:3000');
    expect(demoThemeHost('http://127.0.0.1:4400')).toBe('werkpad.localhost:4400');
    expect(demoThemeHost('https://koers.example')).toBe('werkpad.localhost');
  });

  it('follows the port Koers starts on, also after the demo world was made on another', async () => {
    expect((await themeOf('werkpad.localhost:3000')).userInterface.organizationName).toBe('Werkpad Re-integratie');
    await followDemoThemeHost(t.database.db, 'http://localhost:4400');
    const moved = await themeOf('werkpad.localhost:4400');
    expect(moved.userInterface.organizationName).toBe('Werkpad Re-integratie');
    expect(moved.palette.primary).toBe('#1F6F5C');
    expect((await themeOf('werkpad.localhost:3000')).userInterface.organizationName).toBe('Koers');
    await followDemoThemeHost(t.database.db, 'http://localhost:3000');
    expect((await themeOf('werkpad.localhost:3000')).userInterface.organizationName).toBe('Werkpad Re-integratie');
  });

  it('moves no other theme', async () => {
    await t.database.query(`insert into themes (host, palette, user_interface) values ($1, '{}', $2)`, [
      'werkpad.localhost.example:3000',
      JSON.stringify({ organizationName: 'Iemand anders' }),
    ]);
    await followDemoThemeHost(t.database.db, 'http://localhost:5173');
    expect((await themeOf('werkpad.localhost.example:3000')).userInterface.organizationName).toBe('Iemand anders');
  });
});
