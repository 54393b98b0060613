import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * A replica's life: `serving`; `draining` once asked to stop (readiness false, every answer closes its
 * connection, requests are still served so that those the proxy sent before it noticed succeed); `closing`
 * (the listener is closed, in-flight requests, uploads and downloads included, finish). Health stays true
 * throughout: the process is alive, it only asks not to be sent new work.
 */
export class Lifecycle {
  state: 'serving' | 'draining' | 'closing' = 'serving';

  get ready(): boolean {
    return this.state === 'serving';
  }

  /**
   * Drains and closes the server: readiness false first, `delayMs` for the proxy's health checks to see it,
   * then Fastify's close, which stops accepting, closes idle connections and waits for in-flight requests
   * (the caller bounds the whole with its own timeout).
   */
  async shutdown(app: FastifyInstance, delayMs: number): Promise<void> {
    if (this.state !== 'serving') return;
    this.state = 'draining';
    app.log.info({ delayMs }, 'draining: readiness is false');
    // Unreferenced: the server keeps the process alive meanwhile, and a server closed another way lets it go.
    if (delayMs > 0) await wait(delayMs, undefined, { ref: false });
    this.state = 'closing';
    // Fastify closes the connections idle at this moment; one whose answer began before the drain (a long
    // download, without `connection: close`) falls idle later and would otherwise hold the close for the
    // whole keep-alive timeout.
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
  }
}

const IDLE_SWEEP_MS = 100;
