import type { FastifyInstance, FastifyReply } from 'fastify';
import { PLATFORMS, type PlatformId } from '@aisle/contract';
import type { AppContext } from '../context.ts';

/** Long junk paths are cut: the request log keeps what identifies the endpoint, not the whole URL. */
const MAX_PATH = 256;

const platformOf = (input: unknown): PlatformId | null => {
  const platform = (input as { platform?: unknown } | null | undefined)?.platform;
  return typeof platform === 'number' && (PLATFORMS as readonly number[]).includes(platform)
    ? (platform as PlatformId)
    : null;
};

/** The file name of a download, from its Content-Disposition (the RFC 5987 form first). */
export const downloadFileName = (reply: FastifyReply) => {
  const header = String(reply.getHeader('content-disposition') ?? '');
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? '';
};

/**
 * Records every API request (method, path, user, status, duration) and each successful download (event
 * type 2) for the usage statistics. Runs after the response is sent, so it adds nothing to response time;
 * the records are saved in batches by the store.
 */
export const registerUsageRecorder = (app: FastifyInstance, ctx: AppContext) => {
  const { store } = ctx;
  app.addHook('onResponse', async (request, reply) => {
    const path = (request.url.split('?')[0] ?? '').slice(0, MAX_PATH);
    if (!path.startsWith('/api/')) return;
    const time = store.clock.now();
    const userId = request.user?.id ?? null;
    store.append('requests', {
      time,
      userId,
      method: request.method,
      path,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      platform: platformOf(request.query) ?? platformOf(request.body),
    });
    const endpoint = request.routeOptions.config?.endpoint;
    if (endpoint?.kind === 'download' && reply.statusCode === 200 && userId !== null)
      store.append('events', { time, eventType: 2, userId, detail: downloadFileName(reply) || endpoint.path });
  });
};
