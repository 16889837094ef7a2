import { describe, expect, it } from 'vitest';
import { buildConversation } from '../../../test/chat-fixtures.ts';
import { formatDay, groupConversationsByDay, sortConversationsNewestFirst } from './group-conversations.ts';

// Local noon: the same calendar day in every time zone the tests may run in.
const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00`).toISOString();

describe('formatDay', () => {
  it('formats dd/mm/yyyy with leading zeros', () => {
    expect(formatDay(new Date(2025, 2, 5, 12))).toBe('05/03/2025');
    expect(formatDay(new Date(2024, 11, 31, 23, 59))).toBe('31/12/2024');
  });
});

describe('sortConversationsNewestFirst', () => {
  it('sorts by creation date, newest first, without changing the input', () => {
    const old = buildConversation({ creationDate: at('2025-01-01') });
    const recent = buildConversation({ creationDate: at('2025-03-01') });
    const middle = buildConversation({ creationDate: at('2025-02-01') });
    const input = [old, recent, middle];

    expect(sortConversationsNewestFirst(input)).toEqual([recent, middle, old]);
    expect(input).toEqual([old, recent, middle]);
  });
});

describe('groupConversationsByDay', () => {
  it('groups by creation day, newest day first and newest first inside each day', () => {
    const marchMorning = buildConversation({ creationDate: at('2025-03-10', '09:00') });
    const marchEvening = buildConversation({ creationDate: at('2025-03-10', '19:30') });
    const february = buildConversation({ creationDate: at('2025-02-28', '12:00') });
    const december = buildConversation({ creationDate: at('2024-12-31', '08:15') });
    const decemberLater = buildConversation({ creationDate: at('2024-12-31', '10:15') });

    const groups = groupConversationsByDay([february, marchMorning, december, marchEvening, decemberLater]);

    expect(groups.map((group) => group.label)).toEqual(['10/03/2025', '28/02/2025', '31/12/2024']);
    expect(groups[0]?.conversations).toEqual([marchEvening, marchMorning]);
    expect(groups[1]?.conversations).toEqual([february]);
    expect(groups[2]?.conversations).toEqual([decemberLater, december]);
  });

  it('orders days by date, not by their dd/mm/yyyy text', () => {
    // As text '02/01/2025' < '31/12/2024'; as dates, January comes after.
    const january = buildConversation({ creationDate: at('2025-01-02') });
    const december = buildConversation({ creationDate: at('2024-12-31') });

    expect(groupConversationsByDay([december, january]).map((group) => group.label)).toEqual(['02/01/2025', '31/12/2024']);
  });

  it('returns no groups for no chats', () => {
    expect(groupConversationsByDay([])).toEqual([]);
  });
});
