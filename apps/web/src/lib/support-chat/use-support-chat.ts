import { useEffect, useMemo } from 'react';
import { useServerConfig } from '../config/get-config';
import { useCurrentContext } from '../session/current-context';
import { intercomStyleAdapter, type SupportChatAdapter, supportChatUser } from './support-chat';

let adapter: SupportChatAdapter | null = null;
const builtIn = () => {
  adapter ??= intercomStyleAdapter();
  return adapter;
};

/**
 * The support chat of the current context (SPEC §6): booted while the server names a vendor and
 * the context carries a user hash, ended when it no longer does (another context, logout).
 * Without both nothing is loaded and nothing is fetched. `open` is null when there is no chat.
 */
export function useSupportChat(enabled: boolean): { open: (() => void) | null } {
  const config = useServerConfig();
  const { userContext } = useCurrentContext();
  const vendor = config.data?.supportChat ?? null;
  const user = enabled ? supportChatUser(vendor, userContext) : null;
  const key = user && vendor ? JSON.stringify([vendor, user]) : null;
  useEffect(() => {
    if (key === null) return;
    const [bootVendor, bootUser] = JSON.parse(key);
    const chat = builtIn();
    chat.boot(bootVendor, bootUser);
    return () => chat.shutdown();
  }, [key]);
  return useMemo(() => ({ open: key === null ? null : () => builtIn().open() }), [key]);
}
