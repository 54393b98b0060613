import type { FastifyInstance } from 'fastify';
import type { CredentialStore } from '../aliyun/credentials.js';
import { seedMediaRoutes } from './seed-media.js';

/**
 * Routes the resources need besides their calls: the seed's pictures, and a control route that ends every
 * upload credential issued so far (the browser must then refresh them to upload).
 */
export function resourceRoutes(app: FastifyInstance, o: { credentials: CredentialStore }): void {
  seedMediaRoutes(app);
  app.post('/__dev/oss/expire', async () => ({ expired: o.credentials.expireAll() }));
}
