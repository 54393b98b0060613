import type { ErrorKind } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Pool } from 'undici';

/** How a call ended: `ok`, or the kind its error carries. */
export type Outcome = 'ok' | ErrorKind;

/** Label of requests no route matched: a URL is never a label (it may hold a token or a phone number). */
const UNMATCHED = 'unmatched';

/**
 * The gateway's Prometheus metrics (prom-client), one registry per server. Every label value comes from a
 * fixed set: route templates, procedure and call names of the registry, error kinds, status codes. Nothing a
 * browser sends (paths, queries, tokens, phone numbers) ever becomes a label.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly httpRequests: Counter<'route' | 'method' | 'status'>;
  private readonly httpSeconds: Histogram<'route'>;
  private readonly inFlight: Gauge<'route'>;
  private readonly procedureCalls: Counter<'procedure' | 'outcome'>;
  private readonly procedureSeconds: Histogram<'procedure'>;
  private readonly upstreamCalls: Counter<'call' | 'outcome'>;
  private readonly upstreamSeconds: Histogram<'call'>;

  constructor(ready: () => boolean) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.httpRequests = new Counter({
      name: 'gateway_http_requests_total',
      help: 'HTTP requests answered, by route template, method and status',
      labelNames: ['route', 'method', 'status'],
      registers,
    });
    this.httpSeconds = new Histogram({
      name: 'gateway_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route template',
      labelNames: ['route'],
      registers,
    });
    this.inFlight = new Gauge({
      name: 'gateway_http_requests_in_flight',
      help: 'HTTP requests being answered, by route template',
      labelNames: ['route'],
      registers,
    });
    this.procedureCalls = new Counter({
      name: 'gateway_procedure_calls_total',
      help: 'tRPC procedure calls, by procedure and outcome (ok or the error kind)',
      labelNames: ['procedure', 'outcome'],
      registers,
    });
    this.procedureSeconds = new Histogram({
      name: 'gateway_procedure_duration_seconds',
      help: 'Time a procedure took once its input was valid, by procedure',
      labelNames: ['procedure'],
      registers,
    });
    this.upstreamCalls = new Counter({
      name: 'gateway_upstream_calls_total',
      help: 'Calls to the upstream, by call and outcome (ok or the error kind)',
      labelNames: ['call', 'outcome'],
      registers,
    });
    this.upstreamSeconds = new Histogram({
      name: 'gateway_upstream_duration_seconds',
      help: 'Time the upstream took to answer (to the headers, for streams), by call',
      labelNames: ['call'],
      registers,
    });
    new Gauge({
      name: 'gateway_ready',
      help: '1 while the replica takes new requests, 0 once it drains',
      registers,
      collect() {
        this.set(ready() ? 1 : 0);
      },
    });
  }

  /** Sockets and queue of the upstream pool, read at each scrape. */
  watchPool(pool: Pool): void {
    new Gauge({
      name: 'gateway_upstream_pool_sockets',
      help: 'Sockets of the upstream pool: busy (a request on it) or idle',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const s = pool.stats;
        this.set({ state: 'busy' }, s.connected - s.free);
        this.set({ state: 'idle' }, s.free);
      },
    });
    new Gauge({
      name: 'gateway_upstream_pool_queued_requests',
      help: 'Requests waiting for a socket of the upstream pool',
      registers: [this.registry],
      collect() {
        this.set(pool.stats.pending);
      },
    });
  }

  /**
   * Request counts, durations and requests in flight of every route. Counted when the response closes, which
   * it does whether it finished or the browser went away (an aborted download still leaves the in-flight gauge).
   */
  install(app: FastifyInstance): void {
    app.addHook('onRequest', (req, reply, done) => {
      const route = req.routeOptions.url ?? UNMATCHED;
      this.inFlight.inc({ route });
      reply.raw.once('close', () => {
        this.inFlight.dec({ route });
        this.httpRequests.inc({ route, method: req.method, status: reply.raw.statusCode });
        this.httpSeconds.observe({ route }, reply.elapsedTime / 1000);
      });
      done();
    });
  }

  procedureCall(name: string, outcome: Outcome): void {
    this.procedureCalls.inc({ procedure: name, outcome });
  }

  procedureTime(name: string, seconds: number): void {
    this.procedureSeconds.observe({ procedure: name }, seconds);
  }

  upstream(call: string, outcome: Outcome, seconds: number): void {
    this.upstreamCalls.inc({ call, outcome });
    this.upstreamSeconds.observe({ call }, seconds);
  }
}
