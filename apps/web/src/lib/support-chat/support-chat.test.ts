import { afterEach, describe, expect, it } from 'vitest';
import { type IntercomStyleWindow, intercomStyleAdapter, supportChatUser } from './support-chat';

const vendor = { scriptUrl: 'https://widget.chat.example/widget.js', appId: 'koers-app' };
const context = (hash: string | null) => ({
  email: 'sanne@example.nl',
  name: 'Sanne de Vries',
  user: { supportChatUserHash: hash, supportChatId: hash ? 'user-1' : null },
});
const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('support-chat adapter (SPEC §6, §7)', () => {
  it('boots only with a vendor and a user hash', () => {
    expect(supportChatUser(null, context('abc'))).toBeNull();
    expect(supportChatUser(vendor, context(null))).toBeNull();
    expect(supportChatUser(vendor, context('abc'))).toEqual({
      email: 'sanne@example.nl',
      name: 'Sanne de Vries',
      userHash: 'abc',
      userId: 'user-1',
    });
  });

  it('sets the settings object (app id, e-mail, name, user hash, user id), then adds the script once', () => {
    const win: IntercomStyleWindow = window;
    const chat = intercomStyleAdapter(win);
    const user = supportChatUser(vendor, context('abc'));
    if (!user) throw new Error('user expected');
    chat.boot(vendor, user);
    expect(win.intercomSettings).toEqual({
      app_id: 'koers-app',
      email: 'sanne@example.nl',
      name: 'Sanne de Vries',
      user_hash: 'abc',
      user_id: 'user-1',
    });
    expect(scripts()).toEqual([vendor.scriptUrl]);
    chat.open();
    expect(win.Intercom?.q).toEqual([['show']]);
    chat.shutdown();
    expect(win.intercomSettings).toBeUndefined();
    chat.boot(vendor, user);
    expect(scripts()).toEqual([vendor.scriptUrl]);
    expect(win.Intercom?.q?.at(-1)?.[0]).toBe('boot');
  });
});
