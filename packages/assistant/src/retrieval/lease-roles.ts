export type RoleLanguage = 'es' | 'en';

const TENANT = { es: /\b(?:inquilin[oa]s?|arrendatari[oa]s?)\b/i, en: /\b(?:tenants?|lessees?)\b/i };
const OWNER = { es: /\b(?:propietari[oa]|due(?:ñ|n)[oa])(?= |[.,;:?!]|$)/gi, en: /\b(?:(?:property |flat |home )?owner)\b/gi };

/**
 * A question that speaks of the tenant means the landlord by 'the owner' ('¿qué obras puede hacer el inquilino sin
 * permiso del propietario?'): read so, it finds the lease's rules rather than the community's. Applied to questions
 * only: the texts of the knowledge base say 'arrendador' where they mean it.
 */
export function readLeaseRoles(text: string, language: RoleLanguage): string {
  if (!TENANT[language].test(text)) return text;
  return text.replace(OWNER[language], language === 'es' ? 'arrendador' : 'landlord');
}
