import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.ts';
import { createClock, registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { recordQueries } from '../../test/query-counter.ts';

/**
 * What a poll of an unchanged conversation costs at the database drivers, over time: nothing while the
 * session (30 s) and the membership (5 s) are fresh in memory, one read of each when they are not, and
 * nothing again afterwards; a member removed meanwhile is refused on the poll that re-reads.
 */
describe('polling across the session and membership caches', () => {
  const clock = createClock();
  let t: TestApp;
  let owner: RegisteredOwner;
  let chatId: string;

  const poll = async (auth = owner.auth) => {
    const recording = recordQueries();
    try {
      const response = await t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: auth });
      return { status: response.statusCode, statements: [...recording.statements] };
    } finally {
      recording.stop();
    }
  };
  const selectsFrom = (statements: string[]) => statements.map((statement) => /^select .* from "(\w+)"/s.exec(statement)?.[1] ?? statement);

  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
    owner = await registerOwner(t.app);
    chatId = (await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: 'Hola' }, headers: owner.auth })).json().chat.id;
    for (let attempt = 0; attempt < 500; attempt++) {
      const { chat } = (await t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: owner.auth })).json();
      if (chat.messages.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(() => t.close());

  it('a poll costs no statement while everything is fresh; past 5 s it reads the membership once, past 30 s the session too, then nothing again', async () => {
    await poll();
    expect(await poll()).toEqual({ status: 200, statements: [] });

    clock.advance(5_001);
    const afterMembership = await poll();
    expect(afterMembership.status).toBe(200);
    expect(selectsFrom(afterMembership.statements)).toEqual(['members']);
    expect(await poll()).toEqual({ status: 200, statements: [] });

    clock.advance(30_001);
    const afterSession = await poll();
    expect(afterSession.status).toBe(200);
    expect(selectsFrom(afterSession.statements)).toEqual(['sessions', 'members']);
    expect(await poll()).toEqual({ status: 200, statements: [] });
  });

  it('a member removed while their polls were served from memory is refused by the poll that re-reads, and by every poll after it', async () => {
    expect((await poll()).statements).toEqual([]);
    // Removed behind the caches' back (no notice on the bus): only the cache's own expiry can notice.
    await t.database.db.delete(members).where(eq(members.clientUserId, owner.clientUser.id));
    expect((await poll()).status).toBe(200);
    clock.advance(5_001);
    const reread = await poll();
    expect(reread.status).toBe(403);
    expect(selectsFrom(reread.statements)).toEqual(['members']);
    expect((await poll()).status).toBe(403);
  });
});
