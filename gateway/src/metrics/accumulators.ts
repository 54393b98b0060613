import { Counter, Gauge, Histogram, type LabelValues, type Registry } from 'prom-client';

/**
 * Metrics kept in plain numbers on the request path and handed to prom-client only when Prometheus scrapes.
 * prom-client's labelled `inc` and `observe` sort and hash the labels on every call: with a batched page
 * (one request, several procedures, as many upstream calls) that was a tenth of the gateway's CPU. Here a call
 * finds its series by one string key in a Map and adds to numbers; the exposition (names, labels, buckets) is
 * prom-client's own, built at scrape time.
 */
type Labels<T extends string> = LabelValues<T>;

/** prom-client's default buckets, in seconds: the exposition keeps the same `le` values. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series<T extends string> {
  labels: Labels<T>;
  value: number;
}

interface Spec<T extends string> {
  name: string;
  help: string;
  labelNames: readonly T[];
  registry: Registry;
}

/** A counter or a gauge whose series are numbers keyed by their joined label values. */
class Numbers<T extends string> {
  protected readonly series = new Map<string, Series<T>>();

  protected at(key: string, labels: () => Labels<T>): Series<T> {
    let s = this.series.get(key);
    if (!s) {
      s = { labels: labels(), value: 0 };
      this.series.set(key, s);
    }
    return s;
  }

  add(key: string, labels: () => Labels<T>, by: number): void {
    this.at(key, labels).value += by;
  }

  /** Sets every series on the prom-client metric (which was reset): at scrape time only. */
  protected copyTo(set: (labels: Labels<T>, value: number) => void): void {
    for (const s of this.series.values()) set(s.labels, s.value);
  }
}

export class CounterAccumulator<T extends string> extends Numbers<T> {
  constructor(spec: Spec<T>) {
    super();
    const self = this;
    new Counter<T>({
      name: spec.name,
      help: spec.help,
      labelNames: spec.labelNames,
      registers: [spec.registry],
      collect() {
        this.reset();
        self.copyTo((labels, value) => this.inc(labels, value));
      },
    });
  }
}

export class GaugeAccumulator<T extends string> extends Numbers<T> {
  constructor(spec: Spec<T>) {
    super();
    const self = this;
    new Gauge<T>({
      name: spec.name,
      help: spec.help,
      labelNames: spec.labelNames,
      registers: [spec.registry],
      collect() {
        self.copyTo((labels, value) => this.set(labels, value));
      },
    });
  }
}

interface Buckets<T extends string> {
  labels: Labels<T>;
  /** Observations per bucket (not cumulative), the last one past the largest bound. */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * A histogram with prom-client's default buckets. prom-client has no call that sets a histogram's counts, so
 * at scrape time they are written into its own record of each series (`hashMap`, what `observe` fills): the
 * exposition is the one prom-client prints.
 */
export class HistogramAccumulator<T extends string> {
  private readonly series = new Map<string, Buckets<T>>();
  private readonly byLabels = new Map<object, Buckets<T>>();

  constructor(spec: Spec<T>) {
    const self = this;
    new Histogram<T>({
      name: spec.name,
      help: spec.help,
      labelNames: spec.labelNames,
      buckets: BUCKETS,
      registers: [spec.registry],
      collect() {
        this.reset();
        const records = (this as unknown as { hashMap: Record<string, HashRecord> }).hashMap;
        // zero() makes each series' record around the very labels object it is given: found by identity.
        for (const s of self.series.values()) this.zero(s.labels);
        for (const r of Object.values(records)) {
          const s = self.byLabels.get(r.labels);
          if (!s) continue;
          BUCKETS.forEach((b, i) => {
            r.bucketValues[b] = s.counts[i] ?? 0;
          });
          r.sum = s.sum;
          r.count = s.count;
        }
      },
    });
  }

  observe(key: string, labels: () => Labels<T>, seconds: number): void {
    let s = this.series.get(key);
    if (!s) {
      s = { labels: labels(), counts: new Array(BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      this.series.set(key, s);
      this.byLabels.set(s.labels, s);
    }
    let i = 0;
    while (i < BUCKETS.length && seconds > (BUCKETS[i] as number)) i++;
    s.counts[i] = (s.counts[i] ?? 0) + 1;
    s.sum += seconds;
    s.count += 1;
  }
}

/** prom-client's record of one histogram series (lib/histogram.js), filled in at scrape time. */
interface HashRecord {
  labels: object;
  bucketValues: Record<number, number>;
  sum: number;
  count: number;
}
