import { describe, expect, it } from 'vitest';
import { monthRange } from './month.ts';
import { csvField, usageToCsv } from './usage-csv.ts';

describe('usage CSV', () => {
  it('quotes separators and quotes, and neutralises formulas', () => {
    expect(csvField('Ana')).toBe('Ana');
    expect(csvField('García, Ana')).toBe('"García, Ana"');
    expect(csvField('Ana "la jefa"')).toBe('"Ana ""la jefa"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(-3)).toBe('-3');
  });

  it('writes members then days', () => {
    const csv = usageToCsv(
      {
        from: '2026-03-01',
        to: '2026-03-02',
        members: [
          { memberId: '0b8f5c3e-2d4a-4e6b-9c1f-8a7d6e5f4c3b', name: 'Lucía', rol: 'OWNER', questions: 3, conversations: 2, documents: 1, thumbsUp: 0, thumbsDown: 0, lastActivity: '2026-03-02T09:00:00.000Z' },
        ],
        days: [
          { date: '2026-03-01', questions: 1, conversations: 1, documents: 0 },
          { date: '2026-03-02', questions: 2, conversations: 1, documents: 1 },
        ],
      },
      { members: ['Nombre', 'Rol', 'Preguntas', 'Conversaciones', 'Documentos', 'Útiles', 'No útiles', 'Última actividad'], days: ['Día', 'Preguntas', 'Conversaciones', 'Documentos'] },
      (rol) => (rol === 'OWNER' ? 'Director' : rol),
    );
    expect(csv.split('\r\n')).toEqual([
      'Nombre,Rol,Preguntas,Conversaciones,Documentos,Útiles,No útiles,Última actividad',
      'Lucía,Director,3,2,1,0,0,2026-03-02T09:00:00.000Z',
      '',
      'Día,Preguntas,Conversaciones,Documentos',
      '2026-03-01,1,1,0',
      '2026-03-02,2,1,1',
      '',
    ]);
  });

  it('month ranges end on the month’s last day', () => {
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
