import { foldText } from '../retrieval/fold.ts';

/** The 17 autonomous communities and the two autonomous cities. */
export const COMMUNITY_IDS = [
  'andalucia',
  'aragon',
  'asturias',
  'baleares',
  'canarias',
  'cantabria',
  'castilla-la-mancha',
  'castilla-y-leon',
  'cataluna',
  'comunitat-valenciana',
  'extremadura',
  'galicia',
  'madrid',
  'murcia',
  'navarra',
  'pais-vasco',
  'la-rioja',
  'ceuta',
  'melilla',
] as const;

export type CommunityId = (typeof COMMUNITY_IDS)[number];

export interface CommunityInfo {
  id: CommunityId;
  name: { es: string; en: string };
  /** Names of the community, its provinces, islands and main towns as users write them (any case, accents optional). */
  aliases: string[];
}

export const COMMUNITIES: readonly CommunityInfo[] = [
  {
    id: 'andalucia',
    name: { es: 'Andalucía', en: 'Andalusia' },
    aliases: [
      'andalucia', 'andalusia', 'almeria', 'cadiz', 'cordoba', 'granada', 'huelva', 'jaen', 'malaga', 'sevilla', 'seville',
      'marbella', 'jerez', 'jerez de la frontera', 'algeciras', 'estepona', 'fuengirola', 'torremolinos', 'benalmadena', 'mijas',
      'dos hermanas', 'motril', 'nerja', 'velez-malaga', 'el puerto de santa maria', 'roquetas de mar', 'costa del sol',
    ],
  },
  { id: 'aragon', name: { es: 'Aragón', en: 'Aragon' }, aliases: ['aragon', 'huesca', 'teruel', 'zaragoza', 'saragossa'] },
  {
    id: 'asturias',
    name: { es: 'Asturias', en: 'Asturias' },
    aliases: ['asturias', 'principado de asturias', 'oviedo', 'gijon', 'aviles'],
  },
  {
    id: 'baleares',
    name: { es: 'Illes Balears', en: 'Balearic Islands' },
    aliases: [
      'baleares', 'islas baleares', 'illes balears', 'balearic islands', 'balearics', 'mallorca', 'majorca', 'menorca', 'minorca',
      'ibiza', 'eivissa', 'formentera', 'palma', 'palma de mallorca',
    ],
  },
  {
    id: 'canarias',
    name: { es: 'Canarias', en: 'Canary Islands' },
    aliases: [
      'canarias', 'islas canarias', 'canary islands', 'canaries', 'las palmas', 'las palmas de gran canaria', 'gran canaria',
      'santa cruz de tenerife', 'tenerife', 'lanzarote', 'fuerteventura', 'la palma', 'la gomera', 'el hierro',
    ],
  },
  { id: 'cantabria', name: { es: 'Cantabria', en: 'Cantabria' }, aliases: ['cantabria', 'santander', 'torrelavega'] },
  {
    id: 'castilla-la-mancha',
    name: { es: 'Castilla-La Mancha', en: 'Castile-La Mancha' },
    aliases: ['castilla-la mancha', 'castilla la mancha', 'castile-la mancha', 'castile la mancha', 'albacete', 'ciudad real', 'cuenca', 'guadalajara', 'toledo', 'talavera de la reina'],
  },
  {
    id: 'castilla-y-leon',
    name: { es: 'Castilla y León', en: 'Castile and León' },
    aliases: [
      'castilla y leon', 'castile and leon', 'avila', 'burgos', 'leon', 'palencia', 'salamanca', 'segovia', 'soria', 'valladolid',
      'zamora', 'ponferrada',
    ],
  },
  {
    id: 'cataluna',
    name: { es: 'Cataluña', en: 'Catalonia' },
    aliases: [
      'cataluna', 'catalunya', 'catalonia', 'barcelona', 'girona', 'gerona', 'lleida', 'lerida', 'tarragona', 'hospitalet',
      "l'hospitalet", 'badalona', 'terrassa', 'sabadell', 'mataro', 'reus', 'sitges', 'castelldefels', 'costa brava',
    ],
  },
  {
    id: 'comunitat-valenciana',
    name: { es: 'Comunitat Valenciana', en: 'Valencian Community' },
    aliases: [
      'comunitat valenciana', 'comunidad valenciana', 'valencian community', 'valencia', 'alicante', 'alacant', 'castellon',
      'castello', 'elche', 'elx', 'benidorm', 'torrevieja', 'gandia', 'denia', 'javea', 'xabia', 'orihuela', 'calpe', 'costa blanca',
    ],
  },
  { id: 'extremadura', name: { es: 'Extremadura', en: 'Extremadura' }, aliases: ['extremadura', 'badajoz', 'caceres', 'merida'] },
  {
    id: 'galicia',
    name: { es: 'Galicia', en: 'Galicia' },
    aliases: ['galicia', 'a coruna', 'la coruna', 'coruna', 'corunna', 'lugo', 'ourense', 'orense', 'pontevedra', 'vigo', 'santiago de compostela', 'ferrol'],
  },
  {
    id: 'madrid',
    name: { es: 'Madrid', en: 'Madrid' },
    aliases: [
      'madrid', 'comunidad de madrid', 'alcala de henares', 'mostoles', 'fuenlabrada', 'leganes', 'getafe', 'alcorcon',
      'pozuelo de alarcon', 'pozuelo', 'las rozas', 'majadahonda', 'alcobendas',
    ],
  },
  { id: 'murcia', name: { es: 'Murcia', en: 'Murcia' }, aliases: ['murcia', 'region de murcia', 'cartagena', 'lorca'] },
  { id: 'navarra', name: { es: 'Navarra', en: 'Navarre' }, aliases: ['navarra', 'navarre', 'pamplona', 'iruna', 'tudela'] },
  {
    id: 'pais-vasco',
    name: { es: 'País Vasco', en: 'Basque Country' },
    aliases: [
      'pais vasco', 'euskadi', 'basque country', 'alava', 'araba', 'bizkaia', 'vizcaya', 'biscay', 'gipuzkoa', 'guipuzcoa',
      'bilbao', 'vitoria', 'vitoria-gasteiz', 'gasteiz', 'san sebastian', 'donostia', 'getxo', 'barakaldo',
    ],
  },
  { id: 'la-rioja', name: { es: 'La Rioja', en: 'La Rioja' }, aliases: ['la rioja', 'logrono'] },
  { id: 'ceuta', name: { es: 'Ceuta', en: 'Ceuta' }, aliases: ['ceuta'] },
  { id: 'melilla', name: { es: 'Melilla', en: 'Melilla' }, aliases: ['melilla'] },
];

const byId = new Map(COMMUNITIES.map((community) => [community.id, community]));

/** Every alias with its community, longest first so 'castilla y leon' wins over 'leon' and 'la palma' over 'palma'. */
const ALIASES = COMMUNITIES.flatMap((community) => community.aliases.map((alias) => ({ alias, id: community.id }))).sort(
  (a, b) => b.alias.length - a.alias.length,
);

export function getCommunity(id: CommunityId): CommunityInfo {
  const community = byId.get(id);
  if (!community) throw new Error(`Unknown community ${id}`);
  return community;
}

export interface RegionMatch {
  community: CommunityId;
  /** The place as found in the text (folded), e.g. 'valencia'. */
  place: string;
}

/** Finds the first Spanish place named in the text and maps it to its autonomous community. */
export function findRegion(text: string): RegionMatch | undefined {
  // Hyphens and apostrophes become spaces on both sides, so 'Vélez-Málaga' and 'velez malaga' meet.
  const folded = ` ${foldText(text).replace(/[-'’]/g, ' ').replace(/[^a-z0-9 ]/g, ' ').replace(/\s+/g, ' ')} `;
  let best: { index: number; match: RegionMatch } | undefined;
  for (const { alias, id } of ALIASES) {
    const needle = ` ${alias.replace(/[-'’]/g, ' ')} `;
    const index = folded.indexOf(needle);
    if (index < 0) continue;
    // The earliest mention wins; at equal positions the longer alias (sorted first) is kept.
    if (!best || index < best.index) best = { index, match: { community: id, place: alias } };
  }
  return best?.match;
}
