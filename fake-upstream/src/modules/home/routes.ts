import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DevHost } from '../../kit/module.js';
import { providerContent } from './state.js';

/** The home module's control route (`POST /__dev/content`). */
export function homeRoutes(app: FastifyInstance, host: DevHost): void {
  // Puts HTML where the console renders upstream rich content: a new notice, news item or study article (first
  // in its list), or the help of a console path. The XSS browser test injects its payloads through it.
  const contentBody = z.discriminatedUnion('kind', [
    z.object({
      kind: z.enum(['notice', 'news', 'study']),
      title: z.string().min(1),
      content: z.string(),
      summary: z.string().default(''),
      categoryId: z.number().int().nullable().default(null),
    }),
    z.object({ kind: z.literal('help'), path: z.string().startsWith('/'), content: z.string() }),
  ]);
  app.post('/__dev/content', async (req, reply) => {
    const parsed = contentBody.safeParse(req.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues });
    const body = parsed.data;
    if (body.kind === 'help') {
      providerContent.of(host(req)).help.set(body.path, body.content);
      return { ok: true };
    }
    const rows = providerContent.of(host(req))[body.kind === 'notice' ? 'notices' : body.kind];
    const id = rows.reduce((m, r) => Math.max(m, r.id), 0) + 1;
    rows.push({
      id,
      title: body.title,
      summary: body.summary,
      cover: '',
      categoryId: body.categoryId,
      createdAt: host(req).now(),
      content: body.content,
    });
    return { id };
  });
}
