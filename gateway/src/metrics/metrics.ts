import type { ErrorKind } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Pool } from 'undici';
import { CounterAccumulator, GaugeAccumulator, HistogramAccumulator } from './accumulators.js';

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
  private readonly httpRequests: CounterAccumulator<'route' | 'method' | 'status'>;
  private readonly httpSeconds: HistogramAccumulator<'route'>;
  private readonly inFlight: GaugeAccumulator<'route'>;
  private readonly procedureCalls: CounterAccumulator<'procedure' | 'outcome'>;
  private readonly procedureSeconds: HistogramAccumulator<'procedure'>;
  private readonly upstreamCalls: CounterAccumulator<'call' | 'outcome'>;
  private readonly upstreamSeconds: HistogramAccumulator<'call'>;

  constructor(ready: () => boolean) {
    const registry = this.registry;
    collectDefaultMetrics({ register: this.registry });
    this.httpRequests = new CounterAccumulator({
      name: 'gateway_http_requests_total',
      help: 'HTTP requests answered, by route template, method and status',
      labelNames: ['route', 'method', 'status'],
      registry,
    });
    this.httpSeconds = new HistogramAccumulator({
      name: 'gateway_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route template',
      labelNames: ['route'],
      registry,
    });
    this.inFlight = new GaugeAccumulator({
      name: 'gateway_http_requests_in_flight',
      help: 'HTTP requests being answered, by route template',
      labelNames: ['route'],
      registry,
    });
    this.procedureCalls = new CounterAccumulator({
      name: 'gateway_procedure_calls_total',
      help: 'tRPC procedure calls, by procedure and outcome (ok or the error kind)',
      labelNames: ['procedure', 'outcome'],
      registry,
    });
    this.procedureSeconds = new HistogramAccumulator({
      name: 'gateway_procedure_duration_seconds',
      help: 'Time a procedure took once its input was valid, by procedure',
      labelNames: ['procedure'],
      registry,
    });
    this.upstreamCalls = new CounterAccumulator({
      name: 'gateway_upstream_calls_total',
      help: 'Calls to the upstream, by call and outcome (ok or the error kind)',
      labelNames: ['call', 'outcome'],
      registry,
    });
    this.upstreamSeconds = new HistogramAccumulator({
      name: 'gateway_upstream_duration_seconds',
      help: 'Time the upstream took to answer (to the headers, for streams), by call',
      labelNames: ['call'],
      registry,
    });
    new Gauge({
      name: 'gateway_ready',
      help: '1 while the replica takes new requests, 0 once it drains',
      registers: [registry],
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
   * Lookups of who calls (access/who-calls.ts) since start, read at each scrape: `hit` answered from what the
   * gateway keeps (or a lookup already on its way), `miss` asked the upstream. A falling hit rate means coded
   * calls started costing an upstream call each.
   */
  watchWhoCalls(stats: { readonly hits: number; readonly misses: number }): void {
    new Gauge({
      name: 'gateway_who_calls_lookups',
      help: 'Lookups of who calls since start: hit (kept, shared or in Redis) or miss (asked the upstream)',
      labelNames: ['result'],
      registers: [this.registry],
      collect() {
        this.set({ result: 'hit' }, stats.hits);
        this.set({ result: 'miss' }, stats.misses);
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
      const byRoute = () => ({ route });
      this.inFlight.add(route, byRoute, 1);
      reply.raw.once('close', () => {
        const status = reply.raw.statusCode;
        this.inFlight.add(route, byRoute, -1);
        this.httpRequests.add(`${route} ${req.method} ${status}`, () => ({ route, method: req.method, status }), 1);
        this.httpSeconds.observe(route, byRoute, reply.elapsedTime / 1000);
      });
      done();
    });
  }

  procedureCall(name: string, outcome: Outcome): void {
    this.procedureCalls.add(`${name} ${outcome}`, () => ({ procedure: name, outcome }), 1);
  }

  procedureTime(name: string, seconds: number): void {
    this.procedureSeconds.observe(name, () => ({ procedure: name }), seconds);
  }

  upstream(call: string, outcome: Outcome, seconds: number): void {
    this.upstreamCalls.add(`${call} ${outcome}`, () => ({ call, outcome }), 1);
    this.upstreamSeconds.observe(call, () => ({ call }), seconds);
  }
}
