import type { DayUsage, MemberUsage, UsageQuery, UsageResponse } from '@mike/contracts';
import type { Executor } from '../../platform/db.ts';
import { findMembersWithUsers } from '../business/index.ts';
import { periodOf, usageQueries } from './usage.repository.ts';

type Metric = 'questions' | 'conversations' | 'documents';
type Counts = Record<Metric, number>;
const zero = (): Counts => ({ questions: 0, conversations: 0, documents: 0 });

/** Every day from `from` to `to` inclusive, as YYYY-MM-DD. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * A business's usage in a period (issue 16): per ACTIVE member and per day, counts only. Conversations of people
 * who are no longer members still count in the days, not in any member's row.
 */
export async function getUsage(executor: Executor, businessId: string, query: UsageQuery): Promise<UsageResponse> {
  const period = await periodOf(executor, query.from, query.to);
  const queries = usageQueries(executor, businessId, period);
  const [questions, conversations, documents, feedback, memberRows] = await Promise.all([
    queries.questions,
    queries.conversations,
    queries.documents,
    queries.feedback,
    findMembersWithUsers(executor, businessId),
  ]);
  const byUser = new Map<string, Counts & { last: Date | null }>();
  const byDay = new Map<string, Counts>(daysBetween(query.from, query.to).map((day) => [day, zero()]));
  const add = (metric: Metric, row: { clientUserId: string; day: string; n: number }) => {
    const user = byUser.get(row.clientUserId) ?? { ...zero(), last: null };
    user[metric] += row.n;
    byUser.set(row.clientUserId, user);
    const day = byDay.get(row.day);
    if (day) day[metric] += row.n;
  };
  for (const row of questions) {
    add('questions', row);
    const user = byUser.get(row.clientUserId)!;
    if (row.last && (!user.last || row.last > user.last)) user.last = row.last;
  }
  for (const row of conversations) add('conversations', row);
  for (const row of documents) add('documents', row);
  const ratings = new Map<string, { up: number; down: number }>();
  for (const row of feedback) {
    const given = ratings.get(row.clientUserId) ?? { up: 0, down: 0 };
    given[row.rating === 'up' ? 'up' : 'down'] += row.n;
    ratings.set(row.clientUserId, given);
  }

  const members: MemberUsage[] = memberRows.flatMap(({ member, client }) => {
    if (member.status !== 'ACTIVE' || !client) return [];
    const counts = byUser.get(client.id) ?? { ...zero(), last: null };
    return [
      {
        memberId: member.id,
        name: client.name,
        rol: member.rol,
        questions: counts.questions,
        conversations: counts.conversations,
        documents: counts.documents,
        thumbsUp: ratings.get(client.id)?.up ?? 0,
        thumbsDown: ratings.get(client.id)?.down ?? 0,
        lastActivity: counts.last ? new Date(counts.last).toISOString() : null,
      },
    ];
  });
  const days: DayUsage[] = [...byDay].map(([date, counts]) => ({ date, ...counts }));
  return { from: query.from, to: query.to, members, days };
}
