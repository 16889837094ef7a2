import type { AuditEntry } from '@mike/contracts';
import type { TFunction } from 'i18next';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeZone: 'Europe/Madrid' });

function retentionLabel(t: TFunction, value: unknown): string {
  return typeof value === 'number' ? t('governance.retention.months', { count: value }) : t('governance.retention.never');
}

/** What changed, in words: the subject (an email, or that its account was deleted), a role, seats, retention, the plan's end or the counts deleted. */
export function describeAuditEntry(t: TFunction, entry: AuditEntry): string {
  const parts: string[] = [];
  if (entry.subject && entry.action !== 'retention.purged') parts.push(entry.subject);
  if (entry.subjectErased) parts.push(t('governance.activity.deletedAccount'));
  const rol = entry.after?.rol ?? entry.before?.rol;
  if (typeof rol === 'string') parts.push(t('governance.activity.details.rol', { value: t(`roles.${rol as 'AGENT'}`) }));
  if (entry.action === 'plan.seats_changed') {
    parts.push(t('governance.activity.details.seats', { before: entry.before?.seats, after: entry.after?.seats }));
  }
  if (entry.action === 'settings.retention_changed') {
    parts.push(t('governance.activity.details.retention', { before: retentionLabel(t, entry.before?.retentionMonths), after: retentionLabel(t, entry.after?.retentionMonths) }));
  }
  const cancelAt = entry.after?.cancelAt;
  if (typeof cancelAt === 'string') parts.push(t('governance.activity.details.cancelAt', { date: dateFormat.format(new Date(cancelAt)) }));
  if (entry.counts && entry.action === 'team.suspended') {
    parts.push(t('governance.activity.details.suspended', { members: entry.counts.members ?? 0, invitations: entry.counts.invitations ?? 0 }));
  } else if (entry.counts) {
    parts.push(
      t('governance.activity.details.purged', {
        conversations: entry.counts.conversations ?? 0,
        messages: entry.counts.messages ?? 0,
        documents: entry.counts.documents ?? 0,
      }),
    );
  }
  return parts.join(' · ');
}

/** Who acted: a name, 'Cuenta eliminada' for an erased account, 'MIKE' for the system. */
export function describeActor(t: TFunction, entry: AuditEntry): string {
  if (!entry.actor) return t('governance.activity.system');
  return entry.actor.name === '' ? t('governance.activity.deletedAccount') : entry.actor.name;
}
