import type { KnowledgeSource } from '../../knowledge/types.ts';
import type { DocumentKind } from '../document-request.ts';
import type { DocumentFacts } from '../extract/extract-facts.ts';
import { depositReturnClaim, paymentDemand } from './claims.ts';
import type { TemplateContext } from './common.ts';
import { housingLease } from './housing-lease.ts';
import { meetingNotice } from './meeting-notice.ts';
import { nonRenewalNotice, rentUpdateNotice } from './notices.ts';
import { commercialLease, seasonalLease } from './other-leases.ts';
import { arrasContract, reservationDocument } from './sale.ts';

export interface Template {
  build: (ctx: TemplateContext) => void;
  /** How the reply names it: 'un contrato de arrendamiento de vivienda' / 'a residential lease'. */
  name: [string, string];
  /** Start of the file name, kebab-case: 'contrato-arrendamiento-vivienda' / 'residential-lease'. */
  fileBase: [string, string];
  /** The provisions the document applies, cited beside the reply. */
  sources: (facts: DocumentFacts) => KnowledgeSource[];
}

const lau = (...articles: string[]): KnowledgeSource[] => articles.map((article) => ({ law: 'LAU', article }));

const ARRAS_SOURCES: Record<string, KnowledgeSource[]> = {
  penitenciales: [{ law: 'CC', article: '1454' }],
  confirmatorias: [{ law: 'CC', article: '1124' }],
  penales: [{ law: 'CC', article: '1152' }, { law: 'CC', article: '1153' }],
};

export const TEMPLATES: Record<DocumentKind, Template> = {
  'housing-lease': {
    build: housingLease,
    name: ['un contrato de arrendamiento de vivienda habitual', 'a residential lease (main home)'],
    fileBase: ['contrato-arrendamiento-vivienda', 'residential-lease'],
    sources: () => lau('9', '10', '17', '18', '20', '36'),
  },
  'seasonal-lease': {
    build: seasonalLease,
    name: ['un contrato de arrendamiento de temporada', 'a seasonal (temporary) lease'],
    fileBase: ['contrato-arrendamiento-temporada', 'seasonal-lease'],
    sources: () => lau('3', '4', '36'),
  },
  'commercial-lease': {
    build: commercialLease,
    name: ['un contrato de arrendamiento de local de negocio', 'a commercial lease'],
    fileBase: ['contrato-arrendamiento-local', 'commercial-lease'],
    sources: () => lau('3', '4', '29', '32', '34', '36'),
  },
  reservation: {
    build: reservationDocument,
    name: ['un documento de reserva de compra', 'a reservation agreement'],
    fileBase: ['documento-reserva', 'reservation-agreement'],
    sources: () => [{ law: 'CC', article: '1255' }, { law: 'CC', article: '1454' }],
  },
  arras: {
    build: arrasContract,
    name: ['un contrato de arras', 'an arras (deposit) agreement'],
    fileBase: ['contrato-arras', 'arras-agreement'],
    sources: (facts) => [...(ARRAS_SOURCES[facts.arrasKind ?? 'penitenciales'] ?? []), { law: 'CC', article: '1455' }],
  },
  'non-renewal': {
    build: nonRenewalNotice,
    name: ['una comunicación de no renovación del contrato de alquiler', 'a notice of non-renewal of the lease'],
    fileBase: ['comunicacion-no-renovacion', 'non-renewal-notice'],
    sources: () => lau('9', '10'),
  },
  'rent-update': {
    build: rentUpdateNotice,
    name: ['una comunicación de actualización de la renta', 'a rent update notice'],
    fileBase: ['comunicacion-actualizacion-renta', 'rent-update-notice'],
    sources: () => lau('18', 'DA 11'),
  },
  'payment-demand': {
    build: paymentDemand,
    name: ['un burofax de requerimiento de pago', 'a formal payment demand (burofax)'],
    fileBase: ['burofax-requerimiento-pago', 'payment-demand'],
    sources: () => [{ law: 'LEC', article: '22' }, { law: 'LAU', article: '27' }, { law: 'LEC', article: '250' }, { law: 'LO 1/2025', article: '5' }],
  },
  'deposit-return': {
    build: depositReturnClaim,
    name: ['una reclamación de devolución de la fianza', 'a claim for the return of the deposit'],
    fileBase: ['reclamacion-fianza', 'deposit-return-claim'],
    sources: () => [{ law: 'LAU', article: '36' }, { law: 'LO 1/2025', article: '5' }],
  },
  'meeting-notice': {
    build: meetingNotice,
    name: ['una convocatoria de junta de propietarios', "a notice of the owners' meeting"],
    fileBase: ['convocatoria-junta-propietarios', 'owners-meeting-notice'],
    sources: () => [{ law: 'LPH', article: '16' }, { law: 'LPH', article: '15' }, { law: 'LPH', article: '9' }],
  },
};
