import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, configureApiBaseUrls } from '../api-client';

export type ServerConfig = {
  apiBaseUrl: string;
  vacanciesApiBaseUrl: string;
  version: string;
  /** Map tiles (`{z}/{x}/{y}` template); MAP_TILE_URL on the server. */
  mapTileUrl: string;
  environment: 'development' | 'production' | 'test';
  devMailbox: boolean;
  /** The support-chat widget (SUPPORT_CHAT_SCRIPT_URL, SUPPORT_CHAT_APP_ID); null: none configured. */
  supportChat: { scriptUrl: string; appId: string } | null;
};

/** The public config of the server: base URLs of both backends and the announced version. */
export async function getConfig(): Promise<ServerConfig> {
  const doc = await apiRequest<ApiDocument<ApiResource<ServerConfig>>>('/config');
  const config = doc.data.attributes;
  configureApiBaseUrls({ main: config.apiBaseUrl, vacancies: config.vacanciesApiBaseUrl });
  return config;
}

export const getConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: getConfig,
    // Asked again now and then, so a deployment shows the frontend-version banner.
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
    refetchOnWindowFocus: true,
    meta: { silent: true },
  });

export const useServerConfig = () => useQuery(getConfigQueryOptions());
