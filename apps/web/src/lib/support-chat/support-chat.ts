/** The vendor as the server's /config names it (SUPPORT_CHAT_SCRIPT_URL, SUPPORT_CHAT_APP_ID). */
export type SupportChatVendor = { scriptUrl: string; appId: string };

/** Who the widget boots as (SPEC §7): e-mail, name, the server's user hash and the user's id. */
export type SupportChatUser = { email: string; name: string; userHash: string; userId: string };

/** A third-party support-chat widget: loaded for one user, opened from the menu, ended at logout. */
export interface SupportChatAdapter {
  boot(vendor: SupportChatVendor, user: SupportChatUser): void;
  open(): void;
  shutdown(): void;
}

/**
 * The user the widget boots as, or null: only when the server named a vendor and gave this
 * context a user hash (members of an organisation with SupportForProfessionals, SPEC §6).
 */
export function supportChatUser(
  vendor: SupportChatVendor | null | undefined,
  context: {
    email: string;
    name: string;
    user: { supportChatUserHash?: string | null; supportChatId?: string | null };
  },
): SupportChatUser | null {
  const { supportChatUserHash: userHash, supportChatId: userId } = context.user;
  if (!vendor || !userHash || !userId) return null;
  return { email: context.email, name: context.name, userHash, userId };
}

export type IntercomStyleWindow = Window & {
  intercomSettings?: Record<string, string>;
  Intercom?: ((...args: unknown[]) => void) & { q?: unknown[][] };
};

const SCRIPT_ID = 'koers-support-chat';

/**
 * The built-in adapter for an Intercom-style widget: a settings object on the window (app id,
 * e-mail, name, user_hash, user_id), a queue that takes calls until the vendor's script replaces
 * it, then the script itself. Once loaded, the next boot goes through the widget's own 'boot'.
 */
export function intercomStyleAdapter(win: IntercomStyleWindow = window): SupportChatAdapter {
  return {
    boot(vendor, user) {
      const settings = {
        app_id: vendor.appId,
        email: user.email,
        name: user.name,
        user_hash: user.userHash,
        user_id: user.userId,
      };
      win.intercomSettings = settings;
      if (win.document.getElementById(SCRIPT_ID)) {
        win.Intercom?.('boot', settings);
        return;
      }
      const queue: unknown[][] = [];
      const stub = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
      win.Intercom = stub;
      const script = win.document.createElement('script');
      script.id = SCRIPT_ID;
      script.async = true;
      script.src = vendor.scriptUrl;
      win.document.head.appendChild(script);
    },
    open() {
      win.Intercom?.('show');
    },
    shutdown() {
      win.Intercom?.('shutdown');
      delete win.intercomSettings;
    },
  };
}
