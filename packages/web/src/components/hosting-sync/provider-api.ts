import { api, data } from '../../lib/api';
import type { paths } from '../../lib/api-schema';

export type Provider = 'nitrado' | 'asabot';

type PostBody<P extends keyof paths> = paths[P] extends {
  post: { requestBody: { content: { 'application/json': infer B } } };
}
  ? B
  : never;
const at = (botId: number) => ({ params: { path: { botId } } });

/** The hosting provider's external servers (Nitrado services or ASA Bot servers). */
export const fetchServices = (p: Provider, botId: number) =>
  p === 'nitrado'
    ? data(api.GET('/api/nitrado/services/{botId}', at(botId)))
    : data(api.GET('/api/asabot/servers/{botId}', at(botId)));

/** The sync rows the server computes (it knows the stored passwords). */
export const fetchSyncRows = (p: Provider, botId: number) =>
  p === 'nitrado'
    ? data(api.GET('/api/nitrado/sync/{botId}', at(botId)))
    : data(api.GET('/api/asabot/sync/{botId}', at(botId)));

/** The provider's link/unlink/sync/addServer routes: one transaction each on the server. */
export function providerActions(p: Provider, botId: number) {
  const nitrado = p === 'nitrado';
  return {
    link: (body: PostBody<'/api/nitrado/link/{botId}'>) =>
      nitrado
        ? data(api.POST('/api/nitrado/link/{botId}', { ...at(botId), body }))
        : data(api.POST('/api/asabot/link/{botId}', { ...at(botId), body })),
    unlink: (body: PostBody<'/api/nitrado/unlink/{botId}'>) =>
      nitrado
        ? data(api.POST('/api/nitrado/unlink/{botId}', { ...at(botId), body }))
        : data(api.POST('/api/asabot/unlink/{botId}', { ...at(botId), body })),
    sync: (body: PostBody<'/api/nitrado/sync/{botId}'>) =>
      nitrado
        ? data(api.POST('/api/nitrado/sync/{botId}', { ...at(botId), body }))
        : data(api.POST('/api/asabot/sync/{botId}', { ...at(botId), body })),
    addServer: (body: PostBody<'/api/nitrado/addServer/{botId}'>) =>
      nitrado
        ? data(api.POST('/api/nitrado/addServer/{botId}', { ...at(botId), body }))
        : data(api.POST('/api/asabot/addServer/{botId}', { ...at(botId), body })),
  };
}
