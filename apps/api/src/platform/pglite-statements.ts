import { parse, protocol, type messages, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** Prepared statements kept per database; the least recently used one past this is closed (ADR 041). */
export const MAX_PREPARED_STATEMENTS = 256;

/** Names are unique in the process, whatever the number of instances on one PGlite. */
let lastName = 0;

type Prepared = { readonly name: string; readonly paramTypes: number[]; readonly rowDescription: messages.BackendMessage | undefined };
type Options = QueryOptions | undefined;

/**
 * PGlite with named prepared statements (ADR 041). PGlite's own `query` sends an unnamed statement in six calls into
 * the database (parse, describe, bind, describe, execute, sync), so PostgreSQL parses and plans the same SQL at every
 * call. Here a parameterised statement is parsed and described once, under a name; each later call is one message
 * (bind, execute, sync). Everything else (statements without parameters, `exec`, blobs, listen) goes to PGlite as is.
 *
 * It takes PGlite's locks as PGlite's `query` does: outside a transaction the transaction lock and then the query
 * lock, inside one the query lock only. Drizzle and pg-boss are given this object instead of the PGlite; it uses
 * the members PGlite's own `query` is built on (`execProtocolStream`, `runExclusive`, `_runExclusiveTransaction`,
 * `_checkReady`, `syncToFs`, `serializers`, `parsers`).
 */
export class PgliteStatements {
  readonly #pglite: PGlite;
  /** In order of use, the most recent last. */
  readonly #prepared = new Map<string, Prepared>();
  /** Statements evicted from `#prepared`, closed before the next statement is prepared. */
  #toClose: string[] = [];

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  get closed(): boolean {
    return this.#pglite.closed;
  }

  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!isPreparable(params, options)) return this.#pglite.query<T>(text, params, options);
    // As PGlite's `query`: refused once the database is closing, and after the transaction lock, the query lock.
    await this.#pglite._checkReady();
    return this.#pglite._runExclusiveTransaction(() => this.#pglite.runExclusive(() => this.#run<T>(text, params, options, false)));
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#pglite.exec(text, options);
  }

  /** PGlite's transaction, its queries prepared as above. */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#pglite.transaction((tx) => callback(this.#preparing(tx)));
  }

  listen(channel: string, onPayload: (payload: string) => void): Promise<(tx?: Transaction) => Promise<void>> {
    return this.#pglite.listen(channel, onPayload);
  }

  close(): Promise<void> {
    return this.#pglite.close();
  }

  #preparing(tx: Transaction): Transaction {
    const query = <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
      if (!isPreparable(params, options)) return tx.query<T>(text, params, options);
      if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
      return this.#pglite.runExclusive(() => this.#run<T>(text, params, options, true));
    };
    return {
      query,
      sql: (strings, ...params) => tx.sql(strings, ...params),
      exec: (text, options) => tx.exec(text, options),
      rollback: () => tx.rollback(),
      listen: (channel, onPayload) => tx.listen(channel, onPayload),
      get closed() {
        return tx.closed;
      },
    };
  }

  /** Runs under PGlite's query lock. */
  async #run<T>(text: string, params: unknown[], options: Options, inTransaction: boolean): Promise<Results<T>> {
    // `close` sets `closing` and then takes the locks: a statement queued before it must not reach a closing backend.
    if (!this.#pglite.ready) await this.#pglite._checkReady();
    try {
      return await this.#runPrepared<T>(text, params, options, inTransaction);
    } catch (error) {
      // As PGlite's own `query` does: the error carries the statement that failed.
      if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  async #runPrepared<T>(text: string, params: unknown[], options: Options, inTransaction: boolean): Promise<Results<T>> {
    const key = options?.paramTypes ? `${options.paramTypes.join(',')}\u0000${text}` : text;
    let prepared = this.#prepared.get(key);
    const isNew = !prepared;
    prepared ??= await this.#prepare(key, text, options);
    try {
      const results = await this.#execute<T>(prepared, params, options, inTransaction);
      if (!isNew) {
        this.#prepared.delete(key);
        this.#prepared.set(key, prepared);
      }
      return results;
    } catch (error) {
      if (!isStale(error)) throw error;
      this.#forget(key);
      // Inside a transaction the error has aborted it: only a statement of its own may be tried again.
      if (inTransaction) throw error;
      return this.#execute<T>(await this.#prepare(key, text, options), params, options, false);
    }
  }

  async #prepare(key: string, text: string, options: Options): Promise<Prepared> {
    const { serialize } = protocol;
    const name = `mike_${++lastName}`;
    const closing = this.#toClose;
    // Sent whatever follows: closing a statement PostgreSQL no longer holds is not an error.
    this.#toClose = [];
    const described = await this.#pglite.execProtocolStream(
      Buffer.concat([
        ...closing.map((closed) => serialize.close({ type: 'S', name: closed })),
        serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    const prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    this.#prepared.set(key, prepared);
    if (this.#prepared.size > MAX_PREPARED_STATEMENTS) {
      const [oldest] = this.#prepared.keys();
      this.#forget(oldest!);
    }
    return prepared;
  }

  #forget(key: string): void {
    const prepared = this.#prepared.get(key);
    if (!prepared) return;
    this.#prepared.delete(key);
    this.#toClose.push(prepared.name);
  }

  async #execute<T>(prepared: Prepared, params: unknown[], options: Options, inTransaction: boolean): Promise<Results<T>> {
    const { serialize } = protocol;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = prepared.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? this.#pglite.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    const answered = await this.#pglite.execProtocolStream(
      Buffer.concat([serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    if (!inTransaction) await this.#pglite.syncToFs();
    // The rows come without their description, which was kept from the statement's preparation.
    const rows = prepared.rowDescription ? [prepared.rowDescription, ...answered] : answered;
    return parse.parseResults(rows, this.#pglite.parsers, options)[0] as Results<T>;
  }
}

/**
 * PostgreSQL no longer holds the statement (26000), or its plan no longer fits its table: "cached plan must not change
 * result type", raised by `RevalidateCachedQuery` under the general code 0A000 (a migration changed the table).
 */
function isStale(error: unknown): boolean {
  const { code, routine } = error as { code?: string; routine?: string };
  return code === '26000' || (code === '0A000' && routine === 'RevalidateCachedQuery');
}

/** A statement with parameters and nothing PGlite must handle itself (a blob for COPY). */
export function isPreparable(params: unknown[] | undefined, options: Options): params is unknown[] {
  return params !== undefined && params.length > 0 && !options?.blob;
}
