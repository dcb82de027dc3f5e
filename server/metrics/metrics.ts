import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The process's own metrics (event-loop lag, heap, GC, CPU), collected once per process however many apps it runs. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The instance's Prometheus metrics (prom-client, one registry per app, so several apps in one test process do not
 * mix; the process metrics are shared). Counters and histograms are fed where the facts happen (commit-batcher.ts
 * through service.ts, session.ts, hub.ts, bus-redis.ts, the HTTP hook of plugin.ts); gauges read their value at
 * scrape time (`gauge`). The names and what to alert on are in README.md ("Running it").
 */
export class Metrics {
  readonly registry = new Registry();
  readonly logins = new Counter({
    name: 'im_logins_total',
    help: 'Chat socket logins, by result (ok or refused)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly messagesCommitted = new Counter({
    name: 'im_messages_committed_total',
    help: 'Messages stored by the commit batcher on this instance (resends of a stored ID not counted)',
    registers: [this.registry],
  });
  readonly messagesDelivered = new Counter({
    name: 'im_messages_delivered_total',
    help: 'Event frames pushed to sockets of this instance (a message to N online devices counts N)',
    registers: [this.registry],
  });
  readonly ackSeconds = new Histogram({
    name: 'im_ack_seconds',
    help: 'sendMessage: from the frame read to its answer written (the sender-side latency)',
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly commitBatchSize = new Histogram({
    name: 'im_commit_batch_size',
    help: 'Messages per commit batch (one im_commit_batch call)',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers: [this.registry],
  });
  readonly busLagSeconds = new Histogram({
    name: 'im_bus_lag_seconds',
    help: 'Redis bus: from publish on one instance to receipt on this one (clocks of the hosts included)',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [this.registry],
  });
  readonly httpSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern (not the raw URL) and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly contentType = this.registry.contentType;

  /** The scrape: this app's metrics and the process's (event-loop lag, heap, GC, handles, CPU, resident memory). */
  text(): Promise<string> {
    return Registry.merge([processMetrics(), this.registry]).metrics();
  }

  /**
   * A gauge whose value is read at scrape time. A failing reading (the database away) leaves the gauge at NaN: the
   * scrape itself still answers.
   */
  gauge(name: string, help: string, read: () => number | Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        try {
          this.set(await read());
        } catch {
          this.set(Number.NaN);
        }
      },
    });
  }

  /** A gauge with one label whose values are read at scrape time. */
  labelledGauge(name: string, help: string, label: string, read: () => Record<string, number>): void {
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      collect() {
        for (const [value, n] of Object.entries(read())) this.set({ [label]: value }, n);
      },
    });
  }

  /** A counter kept elsewhere as a running total (e.g. the database handle's), read at scrape time. */
  total(name: string, help: string, read: () => number): void {
    new Counter({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }
}
