/** Tables of server/ops (migration 093). */
export interface OpsLeaseTable {
  /** The periodic job, e.g. 'retention'. */
  name: string;
  /** The instance running it (or that last ran it). */
  holder: string;
  /** Until when `holder` may run it; another instance takes it over after that (a crashed holder). */
  until: Date;
  /** When it last started: the next pass waits for its period. */
  last_run: Date;
}

export interface OpsTables {
  ops_lease: OpsLeaseTable;
}
