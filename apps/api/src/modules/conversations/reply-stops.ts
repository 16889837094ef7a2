import type { Bus } from '../../platform/bus.ts';

const TOPIC = 'reply-stop';
/** How long a stop heard before its reply started is remembered (a job waiting in the queue starts within it). */
const REMEMBER_MS = 5 * 60 * 1000;

/**
 * The "Detener" of a reply being written, across processes: a stop is published on the bus, and the
 * process whose worker is writing that reply aborts it. A stop heard before the reply starts is kept a
 * while, so a job that starts after it begins already stopped.
 */
export class ReplyStops {
  /** The replies this process is writing, by the question they answer. */
  private readonly running = new Map<string, AbortController>();
  /** Stops heard for replies not (yet) written here, with when they stop mattering. */
  private readonly requested = new Map<string, number>();

  constructor(
    private readonly bus: Bus,
    private readonly now: () => number = Date.now,
  ) {
    bus.subscribe(TOPIC, (messageId) => this.heard(messageId));
  }

  /** Asks every process to stop the reply to the question `messageId`. */
  async request(messageId: string): Promise<void> {
    await this.bus.publish(TOPIC, messageId);
  }

  /** The reply to `messageId` starts here: its signal aborts on a stop (at once when one was heard before). */
  begin(messageId: string): AbortController {
    const controller = new AbortController();
    const until = this.requested.get(messageId);
    if (until !== undefined && until > this.now()) controller.abort();
    this.requested.delete(messageId);
    this.running.set(messageId, controller);
    return controller;
  }

  /** The reply to `messageId` is stored (or given up): a later stop of it is nothing to this process. */
  end(messageId: string, controller: AbortController): void {
    if (this.running.get(messageId) === controller) this.running.delete(messageId);
  }

  private heard(messageId: string): void {
    const controller = this.running.get(messageId);
    if (controller) {
      controller.abort();
      return;
    }
    const now = this.now();
    for (const [id, until] of this.requested) if (until <= now) this.requested.delete(id);
    this.requested.set(messageId, now + REMEMBER_MS);
  }
}
