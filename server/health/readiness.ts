/** A dependency the instance needs to serve: true when it answers (each check bounds its own wait). */
export type ReadinessCheck = () => Promise<boolean>;

/**
 * Whether this instance should get traffic (`GET /api/health/ready`, plugin.ts): not while it drains for a
 * shutdown (main.ts), nor while one of its dependencies (the database, Redis when configured) does not answer.
 * While it migrates and starts it does not serve the app yet: main.ts answers health on its own then (starting.ts).
 */
export class Readiness {
  #draining = false;
  readonly #checks = new Map<string, ReadinessCheck>();

  get draining(): boolean {
    return this.#draining;
  }

  /** From now on the instance is not ready (SIGTERM). */
  drain(): void {
    this.#draining = true;
  }

  add(name: string, check: ReadinessCheck): void {
    this.#checks.set(name, check);
  }

  /** Every check run at once: its name → up or down. */
  async check(): Promise<{ ready: boolean; checks: Record<string, 'up' | 'down'> }> {
    const entries = await Promise.all([...this.#checks].map(async ([name, check]) => [name, await check().catch(() => false)] as const));
    const checks: Record<string, 'up' | 'down'> = {};
    for (const [name, up] of entries) checks[name] = up ? 'up' : 'down';
    return { ready: !this.#draining && entries.every(([, up]) => up), checks };
  }
}
