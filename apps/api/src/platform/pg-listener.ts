import pg from 'pg';

/** How often the listening connection proves it is alive (a silently dropped TCP connection never errors). */
const LISTENER_HEARTBEAT_MS = 10_000;
const LISTENER_HEARTBEAT_TIMEOUT_MS = 5_000;
/** Reconnection is retried quickly: until it succeeds, caches and revocations of other processes go unseen. */
const LISTENER_MAX_BACKOFF_MS = 2_000;

/**
 * The one PostgreSQL connection of a process that LISTENs, for every channel. It is re-created (with every
 * channel) whenever it is lost: an error, an end, or a heartbeat that goes unanswered; then `onReconnect`'s
 * handlers hear that notifications may have been missed.
 */
export class PgListener {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly reconnectHandlers: (() => void)[] = [];
  private closed = false;
  private listener: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private reconnecting = false;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  /** Subscribes to a channel; returns the unsubscribe function. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await (await this.connect()).query(`listen "${channel}"`);
      this.startHeartbeat();
    }
    set.add(onPayload);
    return async () => {
      set.delete(onPayload);
    };
  }

  onReconnect(handler: () => void): void {
    this.reconnectHandlers.push(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    clearInterval(this.heartbeat);
    const client = this.listener ?? (await this.connecting?.catch(() => undefined));
    this.listener = undefined;
    client?.removeAllListeners();
    await client?.end().catch(() => {});
  }

  private connect(): Promise<pg.Client> {
    if (this.listener) return Promise.resolve(this.listener);
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`listen "${channel}"`);
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      throw new Error('database closed');
    }
    this.listener = client;
    return client;
  }

  /** The listening connection died: drop it and reconnect in the background. */
  private lost(client: pg.Client): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    void this.reconnect();
  }

  /**
   * Reconnects for as long as it takes (with capped back-off), then tells the subscribers that notifications may
   * have been missed. Only one loop runs at a time, so a connection is never duplicated (which would deliver every
   * notification twice).
   */
  private async reconnect(): Promise<void> {
    if (this.reconnecting) return;
    this.reconnecting = true;
    try {
      for (let attempt = 0; !this.closed && this.handlers.size > 0 && !this.listener; attempt++) {
        try {
          await this.connect();
          this.reconnectHandlers.forEach((handler) => handler());
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, Math.min(LISTENER_MAX_BACKOFF_MS, 250 * 2 ** Math.min(attempt, 5))).unref());
        }
      }
    } finally {
      this.reconnecting = false;
    }
  }

  private startHeartbeat(): void {
    this.heartbeat ??= setInterval(() => {
      const client = this.listener;
      if (!client) return;
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('listener heartbeat timed out')), LISTENER_HEARTBEAT_TIMEOUT_MS).unref());
      Promise.race([client.query('select 1'), timeout]).catch(() => this.lost(client));
    }, LISTENER_HEARTBEAT_MS);
    this.heartbeat.unref();
  }
}
