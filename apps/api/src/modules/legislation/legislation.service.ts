import { normalizeArticleKey, type Provision } from '@mike/assistant';
import type { LegislationArticleResponse, LegislationListResponse } from '@mike/contracts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as repository from './legislation.repository.ts';

/** What members read of the legislation store: the laws held, and one provision behind a citation. */
export class LegislationService {
  constructor(private readonly db: Db) {}

  async listLaws(): Promise<LegislationListResponse> {
    const laws = await repository.findLaws(this.db);
    return { laws: laws.map((law) => ({ lawId: law.lawId, law: law.shortName, title: law.title, versionDate: law.versionDate })) };
  }

  /**
   * One provision by its normalised key ('36', '9 bis', 'DA 11ª', 'único (aprobación)'), or by a reference as
   * people write it, hyphens for spaces ('da-11', 'DA undécima', '9-bis', 'articulo-36'); an apartado in the
   * reference ('17.12') is ignored: the whole provision is returned.
   */
  async getProvision(lawId: string, article: string): Promise<LegislationArticleResponse> {
    const exact = await repository.findProvision(this.db, lawId, article.trim());
    const key = exact ? undefined : normalizeArticleKey(article.replace(/[-_]+/g, ' '));
    const provision = exact ?? (key ? await repository.findProvision(this.db, lawId, key) : undefined);
    if (!provision) throw new AppError('NOT_FOUND', 'Esa disposición no está en la legislación cargada.');
    return { provision: toProvisionResponse(provision) };
  }
}

function toProvisionResponse(provision: Provision): LegislationArticleResponse['provision'] {
  return {
    lawId: provision.lawId,
    law: provision.law,
    article: provision.article,
    number: provision.number,
    kind: provision.kind,
    heading: provision.heading,
    text: provision.text,
    apartados: provision.apartados.map((apartado) => ({ number: apartado.number, text: apartado.text })),
    versionDate: provision.versionDate,
    url: provision.url,
  };
}
