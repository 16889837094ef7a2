import type { KnowledgeEntry } from '../types.ts';

/**
 * Housing leases (LAU, Ley 29/1994, as reformed by RDL 7/2019 and Ley 12/2023), with the related
 * Código Civil and LEC rules. Written by the team in its own words.
 */

/** Duration, extensions, notices and early termination. */
const durationEntries: KnowledgeEntry[] = [
  {
    id: 'lau-duracion-minima',
    topic: 'lease',
    es: {
      title: 'Duración mínima del alquiler de vivienda: 5 o 7 años',
      body:
        'Las partes pueden pactar la duración que quieran, pero si es inferior a cinco años el contrato se prorroga obligatoriamente por anualidades hasta llegar a cinco años. Si el arrendador es una persona jurídica (una sociedad, un fondo, una entidad), ese mínimo sube a siete años. Las prórrogas son obligatorias solo para el arrendador: el inquilino puede no renovar avisando con al menos 30 días de antelación al vencimiento del contrato o de cualquiera de las prórrogas. Se aplica a los contratos de vivienda habitual firmados desde el 6 de marzo de 2019 (RDL 7/2019); antes el mínimo era de tres años.',
      questions: [
        '¿Cuánto tiempo dura como mínimo un contrato de alquiler de vivienda?',
        'Si firmo un contrato de alquiler por un año, ¿el casero me puede echar al acabar el año?',
        '¿Cuántos años tiene que durar el alquiler si el propietario es una empresa?',
      ],
    },
    en: {
      title: 'Minimum term of a residential lease: 5 or 7 years',
      body:
        "The parties may agree any term, but if it is shorter than five years the lease is compulsorily extended year by year until it reaches five years. If the landlord is a legal person (a company, a fund, an entity), the minimum rises to seven years. The extensions bind only the landlord: the tenant may decline to renew by giving at least 30 days' notice before the end of the contract or of any yearly extension. This applies to leases of a main home signed since 6 March 2019 (RDL 7/2019); before that the minimum was three years.",
      questions: [
        'What is the minimum duration of a residential lease in Spain?',
        'Can my landlord end a one-year lease after the first year?',
      ],
    },
    sources: [
      { law: 'LAU', article: '9' },
      { law: 'RDL 7/2019', article: '1' },
    ],
    keywords: ['duración', 'años', 'contrato', 'mínimo', 'cinco', 'siete', 'empresa', 'sociedad', 'plazo', 'prórroga obligatoria'],
  },
  {
    id: 'lau-prorroga-obligatoria-no-renovar-inquilino',
    topic: 'lease',
    es: {
      title: 'El inquilino puede no renovar en cada anualidad',
      body:
        'Durante el periodo de prórroga obligatoria del artículo 9.1 LAU (hasta cinco o siete años), el contrato se renueva cada año de forma automática salvo que el arrendatario comunique que no quiere seguir. Basta con avisar al arrendador con un mínimo de 30 días antes de que venza el contrato o la anualidad en curso. Este aviso no genera indemnización, porque el inquilino no desiste: simplemente no renueva al término de un periodo. Conviene hacerlo por un medio que deje constancia, como burofax o correo electrónico con acuse.',
      questions: [
        'Tengo un contrato de un año, ¿con cuánta antelación tengo que avisar al casero si no quiero renovar?',
        '¿Puedo dejar el piso al acabar la anualidad sin pagar penalización?',
      ],
    },
    en: {
      title: 'The tenant may decline each yearly renewal',
      body:
        "During the compulsory extension period of article 9.1 LAU (up to five or seven years), the lease renews automatically each year unless the tenant states that he or she does not want to continue. It is enough to notify the landlord at least 30 days before the contract or the current yearly period expires. This notice carries no compensation, because the tenant is not withdrawing early but simply not renewing at the end of a period. It is advisable to use a traceable channel such as burofax or email with acknowledgement.",
      questions: [
        'How much notice do I give if I do not want to renew my one-year lease?',
        'Can I leave at the end of the yearly period without a penalty?',
      ],
    },
    sources: [{ law: 'LAU', article: '9' }],
    keywords: ['avisar', 'preaviso', 'renovar', 'irme', 'dejar el piso', 'anualidad', 'treinta días', 'burofax'],
  },
  {
    id: 'lau-duracion-no-pactada',
    topic: 'lease',
    es: {
      title: 'Contrato sin plazo o con plazo indeterminado',
      body:
        'Si el contrato de vivienda no fija ninguna duración o la deja indeterminada, la ley entiende que se ha celebrado por un año. A partir de ahí juegan las prórrogas anuales obligatorias para el arrendador hasta completar cinco años (siete si el arrendador es persona jurídica). Lo mismo ocurre con un contrato verbal de vivienda habitual: no queda fuera de la LAU por no estar por escrito.',
      questions: [
        'No pusimos duración en el contrato de alquiler, ¿cuánto dura?',
        'Tengo un alquiler de palabra sin contrato, ¿cuánto tiempo puedo quedarme?',
      ],
    },
    en: {
      title: 'Lease with no term or an indefinite term',
      body:
        'If a residential lease sets no duration or leaves it indefinite, the law treats it as made for one year. From then on the yearly extensions that bind the landlord apply until five years are completed (seven if the landlord is a legal person). The same goes for an oral lease of a main home: it is not outside the LAU just because it was not put in writing.',
      questions: [
        'Our lease does not state a term; how long does it last?',
        'I rent without a written contract; how long can I stay?',
      ],
    },
    sources: [{ law: 'LAU', article: '9' }],
    keywords: ['sin fecha', 'contrato verbal', 'de palabra', 'indefinido', 'un año', 'duración'],
  },
  {
    id: 'lau-computo-plazo-inicio',
    topic: 'lease',
    es: {
      title: 'Desde cuándo se cuenta la duración del contrato',
      body:
        'El plazo del arrendamiento se computa desde la fecha de firma del contrato o, si es posterior, desde el día en que el arrendador puso efectivamente la vivienda a disposición del arrendatario (normalmente, con la entrega de llaves). Si el inquilino sostiene que la entrega fue más tarde que la firma, le corresponde a él probarlo. Este dato importa para calcular los cinco o siete años mínimos, las anualidades y los plazos de preaviso.',
      questions: [
        'Firmé el contrato en marzo pero me dieron las llaves en abril, ¿desde cuándo cuentan los cinco años?',
        '¿La duración del alquiler empieza con la firma o con la entrega de llaves?',
      ],
    },
    en: {
      title: 'When the lease term starts to run',
      body:
        "The lease term runs from the date the contract is signed or, if later, from the day the landlord actually made the home available to the tenant (usually when the keys are handed over). If the tenant claims that handover happened after signature, it is for the tenant to prove it. This matters when counting the five- or seven-year minimum, the yearly periods and the notice deadlines.",
      questions: [
        'I signed in March but got the keys in April; when do the five years start?',
        'Does the lease term start on signature or on key handover?',
      ],
    },
    sources: [{ law: 'LAU', article: '9' }],
    keywords: ['fecha de inicio', 'llaves', 'entrega', 'firma', 'cómputo', 'cuándo empieza'],
  },
  {
    id: 'lau-arrendador-persona-juridica',
    topic: 'lease',
    es: {
      title: 'Qué cambia cuando el arrendador es una persona jurídica',
      body:
        'Si el propietario que alquila es una sociedad u otra persona jurídica, la duración mínima con prórrogas obligatorias pasa de cinco a siete años, y con ella se alargan los plazos ligados a esa cifra: protección del inquilino frente a la venta o la ejecución de la vivienda (arts. 13 y 14), tope de dos mensualidades en garantías adicionales (art. 36.5) y congelación de la fianza (art. 36.2). Además, una persona jurídica no puede recuperar la vivienda alegando necesidad propia, porque el art. 9.3 solo lo permite al arrendador persona física.',
      questions: [
        'Mi casero es una empresa, ¿tengo más derechos como inquilino?',
        '¿Una sociedad propietaria puede echarme diciendo que necesita el piso?',
      ],
    },
    en: {
      title: 'What changes when the landlord is a legal person',
      body:
        'If the owner letting the home is a company or another legal person, the minimum term with compulsory extensions rises from five to seven years, and the periods tied to that figure lengthen accordingly: protection of the tenant against a sale or foreclosure of the home (arts. 13 and 14), the two-month cap on additional guarantees (art. 36.5) and the freeze of the deposit (art. 36.2). In addition, a legal person cannot recover the home by claiming own need, because article 9.3 allows this only to a landlord who is a natural person.',
      questions: [
        'My landlord is a company; do I have more rights as a tenant?',
        'Can a company landlord end my lease saying it needs the flat?',
      ],
    },
    sources: [
      { law: 'LAU', article: '9' },
      { law: 'LAU', article: '36' },
    ],
    keywords: ['empresa', 'sociedad', 'fondo', 'SL', 'SA', 'casero empresa', 'siete años'],
  },
  {
    id: 'lau-prorroga-tacita',
    topic: 'lease',
    es: {
      title: 'Prórroga tácita: hasta tres años más',
      body:
        'Cuando se han cumplido los cinco años (o siete si el arrendador es persona jurídica) y ninguna de las partes ha comunicado a tiempo que no quiere renovar, el contrato se prorroga por plazos anuales hasta un máximo de tres años más. Durante esa prórroga siguen rigiendo las mismas condiciones legales y pactadas del contrato. El inquilino puede salir al final de cualquiera de esas anualidades avisando con un mes de antelación; el arrendador, en cambio, queda obligado a respetar los tres años.',
      questions: [
        '¿Cuánto puede durar la prórroga tácita de un alquiler?',
        'Se cumplieron los cinco años y nadie dijo nada, ¿qué pasa con mi contrato?',
        'Si el contrato se renueva solo, ¿por cuánto tiempo?',
      ],
    },
    en: {
      title: 'Tacit extension: up to three more years',
      body:
        "Once five years (or seven if the landlord is a legal person) have passed and neither party has given timely notice of its wish not to renew, the lease is extended in yearly periods for up to three more years. During that extension the same legal and contractual terms keep applying. The tenant may leave at the end of any of those years with one month's notice; the landlord, however, must honour the three years.",
      questions: [
        'How long can the tacit extension of a lease last?',
        'The five years are up and nobody said anything; what happens to my lease?',
      ],
    },
    sources: [{ law: 'LAU', article: '10' }],
    keywords: ['renovación automática', 'se renueva solo', 'tres años', 'prórroga', 'tácita', 'renovar'],
  },
  {
    id: 'lau-preaviso-fin-contrato',
    topic: 'lease',
    es: {
      title: 'Preaviso para no renovar: 4 meses el arrendador, 2 meses el inquilino',
      body:
        'Para evitar la prórroga tácita del art. 10 LAU, el arrendador debe notificar su voluntad de no renovar con al menos cuatro meses de antelación a la fecha de vencimiento (ya cumplidos los cinco o siete años), y el arrendatario con al menos dos meses. Si el aviso llega tarde, el contrato se prorroga un año más, y así sucesivamente hasta un máximo de tres. Durante la prórroga tácita el inquilino puede marcharse al final de cada anualidad con un mes de preaviso. La notificación debe poder acreditarse (burofax, requerimiento notarial o medio equivalente).',
      questions: [
        '¿Con cuánta antelación tiene que avisar el casero si no quiere renovar el alquiler?',
        '¿Cuánto preaviso tiene que dar el inquilino para irse al final del contrato?',
      ],
    },
    en: {
      title: 'Notice not to renew: 4 months for the landlord, 2 months for the tenant',
      body:
        'To avoid the tacit extension of article 10 LAU, the landlord must give notice of not renewing at least four months before the expiry date (once the five or seven years are completed), and the tenant at least two months before. If notice comes late, the lease runs for another year, and so on up to a maximum of three. During the tacit extension the tenant may leave at the end of each year with one month\u2019s notice. The notice should be provable (burofax, notarial demand or an equivalent channel).',
      questions: [
        'How much notice must my landlord give if he does not want to renew?',
        'How much notice must a tenant give to leave when the lease ends?',
      ],
    },
    sources: [{ law: 'LAU', article: '10' }],
    keywords: ['preaviso', 'avisar', 'cuatro meses', 'dos meses', 'no renovar', 'fin del contrato', 'burofax'],
  },
  {
    id: 'lau-prorroga-extraordinaria-vulnerabilidad',
    topic: 'lease',
    es: {
      title: 'Prórroga extraordinaria de un año para inquilinos vulnerables',
      body:
        'Desde la Ley 12/2023, al terminar la prórroga obligatoria o la tácita, el arrendatario de vivienda habitual puede pedir una prórroga extraordinaria de hasta un año si acredita una situación de vulnerabilidad social y económica mediante informe o certificado de los servicios sociales municipales o autonómicos emitido en el último año, y el arrendador es un gran tenedor. Durante ese año se mantienen las condiciones del contrato en vigor. El arrendador debe aceptarla salvo que las partes hayan firmado un nuevo contrato.',
      questions: [
        'Se me acaba el contrato y estoy en situación vulnerable, ¿puedo quedarme más tiempo?',
        '¿Qué es la prórroga extraordinaria de un año de la ley de vivienda?',
      ],
    },
    en: {
      title: 'One-year extraordinary extension for vulnerable tenants',
      body:
        'Since Ley 12/2023, when the compulsory or tacit extension ends, the tenant of a main home may request an extraordinary extension of up to one year if he or she proves social and economic vulnerability with a report or certificate from municipal or regional social services issued within the last year, and the landlord is a large holder (gran tenedor). During that year the terms of the current lease continue. The landlord must accept it unless the parties have signed a new lease.',
      questions: [
        'My lease is ending and I am vulnerable; can I stay longer?',
        'What is the one-year extraordinary extension under the housing law?',
      ],
    },
    sources: [
      { law: 'LAU', article: '10' },
      { law: 'Ley 12/2023', article: 'DF 1' },
    ],
    keywords: ['vulnerable', 'servicios sociales', 'gran tenedor', 'prórroga extraordinaria', 'un año más', 'ley de vivienda'],
  },
  {
    id: 'lau-prorroga-extraordinaria-zona-tensionada',
    topic: 'lease',
    es: {
      title: 'Prórroga extraordinaria en zonas de mercado tensionado',
      body:
        'Si la vivienda está en una zona declarada de mercado residencial tensionado y el contrato llega al final de la prórroga obligatoria o de la tácita mientras dura esa declaración, el inquilino puede solicitar prórrogas extraordinarias anuales por un máximo de tres años con las mismas condiciones. No depende de que el arrendador sea gran tenedor ni de que el inquilino sea vulnerable. El arrendador debe aceptarla salvo que pacten otras condiciones, firmen un contrato nuevo respetando los límites de renta del art. 17.6 y 17.7, o haya comunicado en plazo la necesidad de la vivienda del art. 9.3.',
      questions: [
        'Vivo en una zona tensionada y se acaba mi contrato, ¿puedo pedir quedarme?',
        '¿Cuántos años de prórroga extra hay en zonas tensionadas?',
      ],
    },
    en: {
      title: 'Extraordinary extension in stressed housing-market zones',
      body:
        'If the home is in a declared stressed residential market zone and the lease reaches the end of the compulsory or tacit extension while the declaration is in force, the tenant may request yearly extraordinary extensions for up to three years on the same terms. It does not depend on the landlord being a large holder or on the tenant being vulnerable. The landlord must accept unless the parties agree other terms, sign a new lease within the rent limits of art. 17.6 and 17.7, or the landlord gave timely notice of own need under art. 9.3.',
      questions: [
        'I live in a stressed zone and my lease is ending; can I ask to stay?',
        'How many extra years of extension are there in stressed zones?',
      ],
    },
    sources: [
      { law: 'LAU', article: '10' },
      { law: 'Ley 12/2023', article: '18' },
    ],
    keywords: ['zona tensionada', 'tres años', 'prórroga extraordinaria', 'ley de vivienda', 'quedarme'],
  },
  {
    id: 'lau-necesidad-vivienda-arrendador',
    topic: 'lease',
    es: {
      title: 'Recuperar la vivienda por necesidad del arrendador',
      body:
        'El arrendador persona física puede impedir las prórrogas obligatorias si necesita la vivienda como domicilio permanente para sí, para sus familiares en primer grado por consanguinidad o adopción (padres, hijos) o para su cónyuge tras sentencia firme de separación, divorcio o nulidad. Requisitos: que haya pasado al menos el primer año de contrato, que esa posibilidad se haya hecho constar expresamente en el contrato al firmarlo y que lo comunique al inquilino con al menos dos meses de antelación a la fecha en que necesita la vivienda. El inquilino debe dejarla en esa fecha salvo otro acuerdo.',
      questions: [
        '¿Me puede echar el casero porque necesita el piso para su hijo?',
        '¿Con cuánto tiempo tiene que avisar el propietario si quiere recuperar la vivienda para vivir él?',
      ],
    },
    en: {
      title: "Recovering the home for the landlord's own need",
      body:
        "A landlord who is a natural person may block the compulsory extensions if he or she needs the home as a permanent residence for himself or herself, for first-degree relatives by blood or adoption (parents, children) or for a spouse after a final judgment of separation, divorce or annulment. Requirements: at least the first year of the lease must have passed, the possibility must have been expressly stated in the contract when it was signed, and the tenant must be notified at least two months before the date the home is needed. The tenant must leave on that date unless otherwise agreed.",
      questions: [
        'Can my landlord end my lease because he needs the flat for his son?',
        'How much notice must the owner give to take the home back to live in it?',
      ],
    },
    sources: [{ law: 'LAU', article: '9' }],
    keywords: ['necesidad', 'hijo', 'casero quiere el piso', 'echar', 'recuperar la vivienda', 'uso propio', 'dos meses'],
  },
  {
    id: 'lau-necesidad-arrendador-no-ocupa',
    topic: 'lease',
    es: {
      title: 'Si el arrendador no ocupa la vivienda que reclamó por necesidad',
      body:
        'Si en los tres meses siguientes a la extinción del contrato o al desalojo el arrendador o el familiar alegado no han pasado a ocupar la vivienda, el antiguo inquilino puede elegir, dentro de los 30 días siguientes, entre dos opciones. Puede volver a la vivienda por un nuevo periodo de hasta cinco años con las mismas condiciones, más la indemnización de los gastos que le causó el desalojo, o recibir una indemnización de una mensualidad de renta por cada año que faltara para completar los cinco años. No hay derecho a ello si la ocupación no se produjo por fuerza mayor.',
      questions: [
        'El casero me echó diciendo que el piso era para su hija y ahora lo alquila a otro, ¿qué puedo hacer?',
        '¿Qué indemnización me corresponde si el propietario no fue a vivir al piso?',
      ],
    },
    en: {
      title: 'If the landlord does not occupy the home claimed for own need',
      body:
        "If within three months of the end of the lease or of the eviction neither the landlord nor the relative named has moved into the home, the former tenant may choose, within the following 30 days, between two options. The tenant may return to the home for a new period of up to five years on the same terms, plus compensation for the costs the eviction caused, or receive compensation of one month's rent for each year remaining to complete five years. There is no such right if the home was not occupied because of force majeure.",
      questions: [
        'My landlord made me leave for his daughter and now lets the flat to someone else; what can I do?',
        'What compensation do I get if the owner never moved in?',
      ],
    },
    sources: [{ law: 'LAU', article: '9' }],
    keywords: ['indemnización', 'mentira', 'no fue a vivir', 'volver al piso', 'reposición', 'tres meses'],
  },
  {
    id: 'lau-desistimiento-inquilino',
    topic: 'lease',
    es: {
      title: 'Irse antes de tiempo: desistimiento del inquilino',
      body:
        'El arrendatario de vivienda puede poner fin al contrato antes de que venza siempre que hayan pasado al menos seis meses desde su inicio y avise al arrendador con un mínimo de 30 días de antelación. No necesita alegar ningún motivo. Si el contrato lo prevé, deberá pagar la indemnización pactada (como máximo una mensualidad por cada año que quede, art. 11 LAU); si no hay cláusula, la ley no impone ninguna compensación.',
      questions: [
        '¿Puede el inquilino irse antes de que acabe el contrato?',
        'Quiero dejar el piso a los ocho meses, ¿con cuánto tiempo aviso?',
        '¿Cuál es el plazo mínimo antes de poder rescindir un alquiler?',
      ],
    },
    en: {
      title: "Leaving early: the tenant's right to withdraw",
      body:
        "A residential tenant may end the lease before it expires provided that at least six months have passed since it began and the landlord receives at least 30 days' notice. No reason is needed. If the contract so provides, the tenant must pay the agreed compensation (at most one month's rent per remaining year, art. 11 LAU); if there is no such clause, the law imposes no compensation.",
      questions: [
        'Can a tenant leave before the lease ends in Spain?',
        'How much notice do I give to break my lease after eight months?',
      ],
    },
    sources: [{ law: 'LAU', article: '11' }],
    keywords: ['irme antes', 'rescindir', 'romper el contrato', 'dejar el piso', 'seis meses', 'treinta días', 'preaviso', 'desistir'],
  },
  {
    id: 'lau-indemnizacion-desistimiento',
    topic: 'lease',
    es: {
      title: 'Indemnización por desistimiento: una mensualidad por año restante',
      body:
        'El contrato puede incluir una cláusula por la que el inquilino que desiste pague al arrendador una mensualidad de la renta vigente por cada año de contrato que quede por cumplir. Los periodos inferiores al año se calculan a prorrata: si faltan seis meses, media mensualidad. Es el máximo que la ley permite pactar en vivienda y solo se debe si está por escrito en el contrato. Ejemplo: con una renta de 900 euros y 18 meses pendientes, la indemnización sería de 1.350 euros.',
      questions: [
        'Si me voy antes del alquiler, ¿cuánto tengo que pagar al casero?',
        '¿Es legal que el contrato me obligue a pagar tres meses si me voy antes?',
      ],
    },
    en: {
      title: "Compensation on withdrawal: one month's rent per remaining year",
      body:
        "The lease may include a clause under which a tenant who withdraws pays the landlord one month of the current rent for each year of the contract still to run. Periods under a year are calculated pro rata: with six months left, half a month. This is the maximum the law allows to be agreed for housing and it is owed only if it is written into the contract. Example: with rent of 900 euros and 18 months remaining, the compensation would be 1,350 euros.",
      questions: [
        'If I leave my rental early, how much do I owe the landlord?',
        'Is a clause making me pay three months for leaving early lawful?',
      ],
    },
    sources: [{ law: 'LAU', article: '11' }],
    keywords: ['penalización', 'multa', 'pagar', 'cláusula', 'irme antes', 'prorrata', 'indemnizar'],
  },
  {
    id: 'lau-salida-antes-seis-meses',
    topic: 'lease',
    es: {
      title: 'Salir antes de los seis meses',
      body:
        'Antes de que se cumplan seis meses el inquilino no tiene derecho a desistir, de modo que si abandona la vivienda incumple el contrato. El arrendador puede reclamarle los daños y perjuicios; en la práctica los tribunales suelen fijarlos en las rentas hasta completar los seis meses o hasta que la vivienda se vuelve a alquilar, y pueden moderarlos. Con acuerdo del arrendador, las partes pueden pactar libremente una salida anticipada.',
      questions: [
        'Me tengo que ir del piso a los tres meses, ¿qué pasa?',
        '¿Tengo que pagar todo el contrato si me voy antes de seis meses?',
      ],
    },
    en: {
      title: 'Leaving before six months',
      body:
        'Before six months have passed the tenant has no right to withdraw, so leaving the home is a breach of contract. The landlord may claim damages; in practice courts tend to set them at the rent up to the six-month mark or until the home is let again, and may reduce them. With the landlord\u2019s agreement, the parties are free to agree an early exit.',
      questions: [
        'I have to leave the flat after three months; what happens?',
        'Do I owe the whole lease if I leave before six months?',
      ],
    },
    sources: [
      { law: 'LAU', article: '11' },
      { law: 'CC', article: '1124' },
    ],
    keywords: ['tres meses', 'antes de tiempo', 'incumplir', 'daños', 'marcharme', 'acuerdo', 'recién firmado', 'primeros meses', 'un mes', 'dos meses', 'cuatro meses', 'cinco meses', 'al poco de firmar'],
  },
  {
    id: 'cc-tacita-reconduccion',
    topic: 'lease',
    es: {
      title: 'Después de todas las prórrogas: la tácita reconducción',
      body:
        'Agotada la duración pactada y las prórrogas de la LAU (obligatoria y tácita), si el inquilino sigue en la vivienda quince días con la conformidad del arrendador y no ha habido requerimiento previo para que se vaya, se produce la tácita reconducción del art. 1566 CC. El nuevo periodo se ajusta al de pago de la renta (mensual si se paga por meses), según el art. 1581 CC. Los tribunales discuten si ese nuevo contrato vuelve a tener las duraciones mínimas de la LAU, por lo que conviene documentar bien la situación.',
      questions: [
        'Se acabaron los ocho años de contrato y sigo pagando, ¿qué contrato tengo ahora?',
        '¿Qué pasa si el alquiler vence y el casero no me dice nada?',
      ],
    },
    en: {
      title: 'After all extensions: tacit renewal under the Civil Code',
      body:
        "Once the agreed term and the LAU extensions (compulsory and tacit) are exhausted, if the tenant stays in the home for fifteen days with the landlord's acquiescence and no prior demand to leave has been made, tacit renewal under art. 1566 CC takes place. The new period matches the rent payment period (monthly if rent is paid monthly), under art. 1581 CC. Courts disagree on whether that new lease again carries the LAU minimum terms, so the situation should be well documented.",
      questions: [
        'All the extensions are over and I keep paying; what lease do I have now?',
        'What happens if the lease expires and the landlord says nothing?',
      ],
    },
    sources: [
      { law: 'CC', article: '1566' },
      { law: 'CC', article: '1581' },
    ],
    keywords: ['quince días', 'sigo en el piso', 'vencido', 'renovación', 'mes a mes', 'reconducción'],
  },
  {
    id: 'lau-resolucion-derecho-arrendador',
    topic: 'lease',
    es: {
      title: 'Ejecución hipotecaria o pérdida del derecho del arrendador',
      body:
        'Si durante los cinco primeros años (siete si el arrendador es persona jurídica) el derecho del arrendador se extingue por ejecución hipotecaria, venta forzosa por sentencia, retracto convencional, sustitución fideicomisaria u opción de compra, el inquilino puede seguir en la vivienda hasta completar esos cinco o siete años. En contratos pactados por más tiempo, pasado ese plazo el arrendamiento se extingue, salvo que estuviera inscrito en el Registro de la Propiedad antes que el derecho que provocó la resolución, en cuyo caso dura lo pactado.',
      questions: [
        'El banco ha ejecutado la hipoteca del piso que alquilo, ¿me tengo que ir?',
        '¿Qué pasa con mi alquiler si subastan la vivienda?',
      ],
    },
    en: {
      title: "Foreclosure or loss of the landlord's right",
      body:
        "If during the first five years (seven if the landlord is a legal person) the landlord's right ends through mortgage foreclosure, a court-ordered sale, a contractual repurchase right, a fideicommissary substitution or a purchase option, the tenant may stay in the home until those five or seven years are completed. In leases agreed for longer, after that period the lease ends, unless it was registered in the Land Registry before the right that caused the termination, in which case it lasts for the agreed term.",
      questions: [
        'The bank foreclosed on the flat I rent; do I have to leave?',
        'What happens to my lease if the home is auctioned?',
      ],
    },
    sources: [{ law: 'LAU', article: '13' }],
    keywords: ['banco', 'subasta', 'ejecución hipotecaria', 'embargo', 'desahucio del dueño', 'adjudicación'],
  },
  {
    id: 'lau-arrendador-usufructuario',
    topic: 'lease',
    es: {
      title: 'Alquiler firmado por un usufructuario',
      body:
        'Cuando quien alquila no es el propietario pleno sino un usufructuario, superficiario u otro titular de un derecho de goce temporal, el arrendamiento se extingue cuando termina el derecho de quien arrendó (por ejemplo, al morir el usufructuario), además de por las demás causas legales. El inquilino no puede oponer al nudo propietario las prórrogas de la LAU. Por eso conviene comprobar en el Registro de la Propiedad quién es el titular antes de firmar.',
      questions: [
        'Me alquiló el piso una señora usufructuaria que ha fallecido, ¿pueden echarme los herederos?',
        '¿Qué pasa con el alquiler si el que me alquiló solo tenía el usufructo?',
      ],
    },
    en: {
      title: 'Lease granted by a usufructuary',
      body:
        'When the person letting the home is not the full owner but a usufructuary, surface-right holder or other holder of a temporary right of enjoyment, the lease ends when that person\u2019s right ends (for example, on the death of the usufructuary), in addition to the other legal grounds. The tenant cannot rely on the LAU extensions against the bare owner. That is why it is worth checking the Land Registry to see who holds title before signing.',
      questions: [
        'My flat was let to me by a usufructuary who has died; can the heirs evict me?',
        'What happens to my lease if the landlord only had a usufruct?',
      ],
    },
    sources: [{ law: 'LAU', article: '13' }],
    keywords: ['usufructo', 'nuda propiedad', 'fallecido', 'herederos', 'nota simple', 'usufructuaria'],
  },
  {
    id: 'lau-desistimiento-conyuge-conviviente',
    topic: 'lease',
    es: {
      title: 'Si el inquilino se va y su pareja se queda',
      body:
        'Si el arrendatario desiste o no renueva sin el consentimiento de su cónyuge que vive en la vivienda, el contrato puede continuar a favor de este. El arrendador puede requerir al cónyuge para que diga si quiere seguir, y el contrato se extingue si no contesta en quince días. Si el inquilino abandona la vivienda sin avisar, el cónyuge que sigue allí puede continuar comunicándoselo al arrendador en el plazo de un mes. Lo mismo se aplica a quien convive con el arrendatario en relación de afectividad análoga desde al menos dos años antes o tiene hijos en común con él.',
      questions: [
        'Mi pareja, que es la que firmó el alquiler, se ha ido de casa, ¿puedo quedarme yo?',
        'El inquilino se ha marchado y sigue viviendo su mujer, ¿qué hago como propietario?',
      ],
    },
    en: {
      title: 'If the tenant leaves and the partner stays',
      body:
        "If the tenant withdraws or does not renew without the consent of a spouse living in the home, the lease may continue in the spouse's favour. The landlord may ask the spouse to state whether he or she wishes to continue, and the lease ends if there is no answer within fifteen days. If the tenant abandons the home without notice, the spouse who remains may continue by informing the landlord within one month. The same applies to someone who has lived with the tenant as a couple for at least two years or has children in common with the tenant.",
      questions: [
        'My partner, who signed the lease, has moved out; can I stay?',
        "The tenant left and his wife still lives there; what should the landlord do?",
      ],
    },
    sources: [{ law: 'LAU', article: '12' }],
    keywords: ['pareja', 'marido', 'mujer', 'abandono', 'se ha ido', 'conviviente', 'quedarme'],
  },
];

/** Rent: amount, payment, receipts, updates, stressed zones, costs and fees. */
const rentEntries: KnowledgeEntry[] = [
  {
    id: 'lau-renta-libre',
    topic: 'lease',
    es: {
      title: 'La renta se pacta libremente (con excepciones en zonas tensionadas)',
      body:
        'Como regla general, el importe del alquiler es el que acuerden arrendador e inquilino, sin precio máximo legal. La excepción son las viviendas situadas en zonas declaradas de mercado residencial tensionado, donde la Ley 12/2023 limita la renta inicial de los nuevos contratos (art. 17.6 y 17.7 LAU). También pueden existir precios máximos en viviendas con protección pública según su normativa. Una vez firmado, la renta solo puede cambiar por actualización pactada, por obras de mejora o por acuerdo.',
      questions: [
        '¿Hay un precio máximo para alquilar un piso?',
        '¿Puede el casero pedir lo que quiera por el alquiler?',
      ],
    },
    en: {
      title: 'Rent is freely agreed (with exceptions in stressed zones)',
      body:
        'As a rule, the rent is whatever landlord and tenant agree, with no legal maximum. The exception is homes located in declared stressed residential market zones, where Ley 12/2023 limits the starting rent of new leases (art. 17.6 and 17.7 LAU). Maximum prices may also apply to publicly protected housing under its own rules. Once signed, the rent can only change through an agreed update, improvement works or agreement.',
      questions: [
        'Is there a maximum rent for letting a flat in Spain?',
        'Can my landlord ask whatever he wants for the rent?',
      ],
    },
    sources: [{ law: 'LAU', article: '17' }],
    keywords: ['precio', 'alquiler', 'cuánto cobrar', 'mensualidad', 'renta máxima', 'libertad de pactos'],
  },
  {
    id: 'lau-pago-renta-plazo',
    topic: 'lease',
    es: {
      title: 'Cuándo se paga el alquiler: los siete primeros días del mes',
      body:
        'Salvo que el contrato diga otra cosa, la renta se paga por meses y dentro de los siete primeros días de cada mes. El arrendador no puede exigir que se le adelante más de una mensualidad de renta; la fianza y las garantías adicionales son conceptos distintos. Pagar fuera de plazo es un incumplimiento que puede justificar la resolución del contrato y el desahucio.',
      questions: [
        '¿Hasta qué día del mes tengo para pagar el alquiler?',
        '¿Me puede pedir el casero tres meses por adelantado?',
      ],
    },
    en: {
      title: 'When rent is paid: the first seven days of the month',
      body:
        'Unless the contract says otherwise, rent is paid monthly within the first seven days of each month. The landlord cannot require more than one month of rent in advance; the deposit and additional guarantees are separate items. Late payment is a breach that may justify terminating the lease and eviction.',
      questions: [
        'By what day of the month must I pay the rent?',
        'Can my landlord ask for three months of rent in advance?',
      ],
    },
    sources: [{ law: 'LAU', article: '17' }],
    keywords: ['día de pago', 'retraso', 'adelantado', 'mes por adelantado', 'pagar tarde', 'siete días'],
  },
  {
    id: 'lau-forma-pago-renta',
    topic: 'lease',
    es: {
      title: 'Forma de pago: medios electrónicos por defecto',
      body:
        'Desde la Ley 12/2023, la renta debe pagarse por medios electrónicos (transferencia, domiciliación u otros similares). Solo de forma excepcional, si alguna de las partes no tiene cuenta bancaria ni acceso a medios de pago electrónicos y lo solicita, puede pagarse en efectivo y en la propia vivienda arrendada. En ese caso el arrendador debe entregar recibo de cada pago.',
      questions: [
        '¿Puedo pagar el alquiler en efectivo?',
        '¿El casero me puede obligar a pagar por transferencia?',
      ],
    },
    en: {
      title: 'Method of payment: electronic by default',
      body:
        'Since Ley 12/2023, rent must be paid by electronic means (bank transfer, direct debit or similar). Only exceptionally, if one of the parties has no bank account or no access to electronic payment and asks for it, may rent be paid in cash at the let home itself. In that case the landlord must give a receipt for each payment.',
      questions: [
        'Can I pay my rent in cash in Spain?',
        'Can my landlord require payment by bank transfer?',
      ],
    },
    sources: [
      { law: 'LAU', article: '17' },
      { law: 'Ley 12/2023', article: 'DF 1' },
    ],
    keywords: ['efectivo', 'metálico', 'transferencia', 'bizum', 'domiciliación', 'cuenta bancaria', 'cash'],
  },
  {
    id: 'lau-recibo-renta',
    topic: 'lease',
    es: {
      title: 'Recibo del alquiler',
      body:
        'El arrendador debe dar al inquilino un recibo de cada pago, salvo que se haya pactado un sistema que por sí mismo acredite el pago, como la transferencia bancaria. El recibo o el documento que lo sustituya tiene que desglosar por separado cada concepto cobrado (renta, comunidad, IBI, suministros) y reflejar la renta vigente. Si el arrendador no lo entrega, corren de su cuenta los gastos que le cause al inquilino acreditar que pagó.',
      questions: [
        'El casero no me da recibos del alquiler, ¿está obligado?',
        '¿Qué tiene que poner en el recibo del alquiler?',
      ],
    },
    en: {
      title: 'Rent receipts',
      body:
        'The landlord must give the tenant a receipt for each payment, unless a method that in itself proves payment, such as bank transfer, has been agreed. The receipt or the document replacing it must list each item charged separately (rent, community fees, IBI, utilities) and show the current rent. If the landlord fails to provide it, any costs the tenant incurs to prove payment are borne by the landlord.',
      questions: [
        'My landlord does not give me rent receipts; is he obliged to?',
        'What must a rent receipt show?',
      ],
    },
    sources: [{ law: 'LAU', article: '17' }],
    keywords: ['recibo', 'justificante', 'factura', 'comprobante de pago', 'desglose'],
  },
  {
    id: 'lau-renta-por-obras-rehabilitacion',
    topic: 'lease',
    es: {
      title: 'Pagar el alquiler con obras de reforma',
      body:
        'Las partes pueden acordar que, durante un tiempo determinado, la obligación de pagar la renta se sustituya total o parcialmente por el compromiso del inquilino de reformar o rehabilitar la vivienda en las condiciones que pacten. Es recomendable detallar en el contrato las obras, su presupuesto y el plazo. Al acabar el arrendamiento, el inquilino no puede reclamar ninguna compensación adicional por el coste de esas obras.',
      questions: [
        '¿Puedo pactar con el casero no pagar alquiler a cambio de reformar el piso?',
        'Hice obras a cambio de renta, ¿me tiene que pagar algo el propietario al irme?',
      ],
    },
    en: {
      title: 'Paying rent through renovation works',
      body:
        'The parties may agree that, for a set period, the duty to pay rent is replaced wholly or partly by the tenant\u2019s commitment to renovate or refurbish the home on agreed terms. It is advisable to specify the works, their budget and the timetable in the contract. When the lease ends, the tenant cannot claim any further compensation for the cost of those works.',
      questions: [
        'Can I agree to renovate the flat instead of paying rent?',
        'I did works in exchange for rent; does the owner owe me anything when I leave?',
      ],
    },
    sources: [{ law: 'LAU', article: '17' }],
    keywords: ['reforma', 'obras a cambio de renta', 'rehabilitar', 'sin pagar alquiler', 'compensación'],
  },
  {
    id: 'lau-actualizacion-renta',
    topic: 'lease',
    es: {
      title: 'Actualización anual de la renta: solo si se ha pactado',
      body:
        'La renta solo puede actualizarse una vez al año, en la fecha en que se cumple cada anualidad del contrato, y únicamente si el contrato lo prevé expresamente. Sin cláusula de actualización, el arrendador no puede subir el alquiler durante la vigencia del contrato. Si la cláusula existe pero no indica el índice, se aplica la variación anual del Índice de Garantía de Competitividad. En todo caso la subida no puede superar el límite legal: la variación del IPC y, para contratos firmados desde el 26 de mayo de 2023, el índice de referencia del INE (IRAV) desde 2025.',
      questions: [
        '¿Puede el casero subir el alquiler cada año?',
        'Mi contrato no dice nada de subir el IPC, ¿me pueden subir la renta?',
        '¿Cuánto me pueden subir el alquiler al año?',
      ],
    },
    en: {
      title: 'Annual rent update: only if agreed',
      body:
        'Rent may be updated only once a year, on each anniversary of the lease, and only if the contract expressly provides for it. Without an update clause, the landlord cannot raise the rent while the lease runs. If there is a clause but it names no index, the annual change in the Competitiveness Guarantee Index (IGC) applies. In every case the increase cannot exceed the legal cap: the change in CPI and, for leases signed since 26 May 2023, the INE reference index (IRAV) from 2025.',
      questions: [
        'Can my landlord raise the rent every year?',
        'How much can rent go up each year in Spain?',
      ],
    },
    sources: [
      { law: 'LAU', article: '18' },
      { law: 'LAU', article: 'DA 11' },
    ],
    keywords: ['subir el alquiler', 'IPC', 'subida', 'actualizar', 'incremento', 'cada año', 'revisión de renta'],
  },
  {
    id: 'lau-indice-irav',
    topic: 'lease',
    es: {
      title: 'Índice de referencia para actualizar alquileres (IRAV) desde 2025',
      body:
        'La Ley 12/2023 añadió a la LAU una disposición adicional que encargó al INE un índice de referencia para limitar la actualización anual de los alquileres de vivienda. El INE lo publica mensualmente desde finales de 2024 con el nombre de IRAV y se calcula a partir del IPC y el IPC subyacente, con un resultado más moderado que el IPC general. Funciona como tope de las actualizaciones de los contratos firmados desde la entrada en vigor de la Ley 12/2023 (26 de mayo de 2023); los anteriores se actualizan según su propia cláusula.',
      questions: [
        '¿Qué es el IRAV y cómo afecta a la subida de mi alquiler?',
        '¿Con qué índice se actualiza el alquiler en 2025?',
      ],
    },
    en: {
      title: 'Reference index for rent updates (IRAV) from 2025',
      body:
        'Ley 12/2023 added to the LAU an additional provision instructing the INE to create a reference index to limit the annual update of residential rents. The INE has published it monthly since late 2024 under the name IRAV; it is computed from headline and core CPI and gives a more moderate result than headline CPI. It caps the updates of leases signed since Ley 12/2023 came into force (26 May 2023); older leases are updated under their own clause.',
      questions: [
        'What is the IRAV and how does it affect my rent increase?',
        'Which index is used to update rent in 2025?',
      ],
    },
    sources: [
      { law: 'LAU', article: 'DA 11' },
      { law: 'LAU', article: '18' },
    ],
    keywords: ['IRAV', 'INE', 'índice', 'IPC', 'subida', 'tope', '2025', 'límite'],
  },
  {
    id: 'lau-topes-actualizacion-2022-2024',
    topic: 'lease',
    es: {
      title: 'Topes temporales a la actualización en 2022, 2023 y 2024',
      body:
        'Por la inflación, el RDL 6/2022 y sus prórrogas limitaron de forma extraordinaria las actualizaciones anuales de los alquileres de vivienda. Entre finales de marzo de 2022 y el 31 de diciembre de 2023 la subida no podía superar el 2 % si no había acuerdo (y nunca si el arrendador era gran tenedor); para 2024 el límite se fijó en el 3 %. Desde 2025 esos topes temporales han sido sustituidos por el índice IRAV del INE para los contratos firmados desde el 26 de mayo de 2023.',
      questions: [
        '¿Cuánto me podían subir el alquiler en 2023?',
        '¿Sigue vigente el límite del 3 % para subir el alquiler?',
      ],
    },
    en: {
      title: 'Temporary caps on rent updates in 2022, 2023 and 2024',
      body:
        'Because of inflation, RDL 6/2022 and its extensions placed an extraordinary limit on annual updates of residential rents. From late March 2022 to 31 December 2023 the increase could not exceed 2% unless otherwise agreed (and never where the landlord was a large holder); for 2024 the cap was set at 3%. From 2025 those temporary caps have been replaced by the INE IRAV index for leases signed since 26 May 2023.',
      questions: [
        'How much could my rent rise in 2023?',
        'Does the 3% cap on rent increases still apply?',
      ],
    },
    sources: [
      { law: 'RDL 6/2022', article: '46' },
      { law: 'LAU', article: 'DA 11' },
    ],
    keywords: ['2 %', '3 %', 'tope', 'límite subida', 'inflación', 'congelar alquiler'],
  },
  {
    id: 'lau-actualizacion-notificacion',
    topic: 'lease',
    es: {
      title: 'Cómo se aplica la actualización de la renta',
      body:
        'La renta actualizada solo puede cobrarse a partir del mes siguiente a aquel en que la parte interesada lo notifica por escrito a la otra, indicando el porcentaje aplicado. Si el inquilino lo pide, hay que acompañar la certificación del INE del índice usado. Es válido comunicarlo mediante una nota en el recibo de la mensualidad anterior. Si el arrendador no notifica la actualización, no puede cobrarla con efectos retroactivos a meses ya vencidos sin haberla comunicado.',
      questions: [
        'El casero me ha subido el alquiler sin avisar, ¿es correcto?',
        '¿Desde cuándo tengo que pagar la subida del IPC?',
      ],
    },
    en: {
      title: 'How a rent update is applied',
      body:
        'The updated rent may only be charged from the month after the month in which the interested party notifies the other in writing, stating the percentage applied. If the tenant asks, the INE certificate for the index used must be attached. A note on the receipt for the previous month is valid notice. If the landlord does not give notice, the update cannot be charged retroactively for months already due without it having been communicated.',
      questions: [
        'My landlord raised the rent without telling me; is that allowed?',
        'From when must I pay the CPI increase?',
      ],
    },
    sources: [{ law: 'LAU', article: '18' }],
    keywords: ['notificar', 'avisar subida', 'por escrito', 'certificado INE', 'atrasos', 'IPC'],
  },
  {
    id: 'lau-elevacion-renta-mejoras',
    topic: 'lease',
    es: {
      title: 'Subida de renta por obras de mejora del arrendador',
      body:
        'Una vez cumplidos cinco años de contrato (siete si el arrendador es persona jurídica), el arrendador que haga obras de mejora puede, salvo pacto en contrario, aumentar la renta anual. El aumento resulta de aplicar al capital invertido el interés legal del dinero vigente al terminar las obras más tres puntos, con un máximo del 20 % de la renta del momento. Del capital invertido se descuentan las ayudas públicas recibidas para las obras.',
      questions: [
        'El casero ha hecho obras en el edificio y me quiere subir el alquiler, ¿puede?',
        '¿Cuánto puede subir la renta por obras de mejora?',
      ],
    },
    en: {
      title: 'Rent increase for improvement works by the landlord',
      body:
        'Once five years of the lease have passed (seven if the landlord is a legal person), a landlord who carries out improvement works may, unless otherwise agreed, increase the annual rent. The increase is the legal interest rate in force when the works finish plus three points, applied to the capital invested, up to a maximum of 20% of the rent at that time. Public grants received for the works are deducted from the capital invested.',
      questions: [
        'My landlord did works on the building and wants to raise my rent; can he?',
        'How much can rent rise because of improvement works?',
      ],
    },
    sources: [{ law: 'LAU', article: '19' }],
    keywords: ['obras', 'mejora', 'ascensor', 'subir renta', '20 %', 'interés legal'],
  },
  {
    id: 'lau-contencion-renta-zona-tensionada',
    topic: 'lease',
    es: {
      title: 'Límite de la renta en zonas tensionadas: no superar la del contrato anterior',
      body:
        'En una zona declarada de mercado residencial tensionado, la renta inicial de un nuevo contrato de vivienda habitual no puede superar la última renta del contrato vigente en esa misma vivienda en los cinco años anteriores, actualizada según la cláusula de ese contrato anterior. Tampoco se pueden repercutir al inquilino gastos o cuotas que no figuraban en el contrato anterior. Se admite un incremento de hasta un 10 % adicional si en los dos años previos se terminaron obras de rehabilitación, de mejora energética (ahorro de al menos un 30 %) o de accesibilidad, o si el contrato se firma por diez años o más.',
      questions: [
        'Vivo en una zona tensionada, ¿puede el casero subir la renta al firmar un contrato nuevo?',
        '¿Cuánto puede pedir el propietario en una zona tensionada?',
      ],
    },
    en: {
      title: 'Rent limit in stressed zones: no more than the previous lease',
      body:
        'In a declared stressed residential market zone, the starting rent of a new lease of a main home cannot exceed the last rent of the lease in force on the same home in the previous five years, updated under that earlier lease\u2019s clause. Nor can the tenant be charged costs or fees that were not in the previous lease. An extra increase of up to 10% is allowed if in the two previous years rehabilitation, energy-improvement (savings of at least 30%) or accessibility works were completed, or if the lease is signed for ten years or more.',
      questions: [
        'I live in a stressed zone; can the landlord raise the rent on a new lease?',
        'How much can an owner charge in a stressed zone?',
      ],
    },
    sources: [
      { law: 'LAU', article: '17' },
      { law: 'Ley 12/2023', article: 'DF 1' },
    ],
    keywords: ['zona tensionada', 'tope', 'control de precios', 'renta anterior', 'nuevo contrato', 'límite'],
  },
  {
    id: 'lau-contencion-renta-gran-tenedor',
    topic: 'lease',
    es: {
      title: 'Grandes tenedores en zonas tensionadas: índice de precios de referencia',
      body:
        'Cuando el arrendador es un gran tenedor y la vivienda está en zona tensionada, la renta inicial del nuevo contrato no puede superar el máximo que resulte del sistema estatal de índices de precios de referencia, según las características de la vivienda y del edificio. La misma regla puede aplicarse a viviendas que no han estado alquiladas como vivienda habitual en los últimos cinco años si la declaración de la zona lo prevé. El índice solo es aplicable en las zonas para las que el Ministerio lo ha activado por resolución (las primeras, en Cataluña en 2024).',
      questions: [
        'Si el propietario tiene muchos pisos, ¿hay un precio máximo de alquiler?',
        '¿Qué es el índice de precios de referencia del alquiler?',
      ],
    },
    en: {
      title: 'Large holders in stressed zones: reference price index',
      body:
        'Where the landlord is a large holder and the home lies in a stressed zone, the starting rent of a new lease cannot exceed the maximum produced by the state system of reference price indices, according to the features of the home and the building. The same rule may apply to homes not let as a main residence in the last five years if the zone declaration so provides. The index applies only in zones for which the Ministry has activated it by resolution (the first ones, in Catalonia in 2024).',
      questions: [
        'If the owner has many flats, is there a maximum rent?',
        'What is the reference rent price index?',
      ],
    },
    sources: [
      { law: 'LAU', article: '17' },
      { law: 'Ley 12/2023', article: '3' },
    ],
    keywords: ['gran tenedor', 'índice de referencia', 'precio máximo', 'control alquiler', 'zona tensionada'],
  },
  {
    id: 'lau-zona-tensionada-declaracion',
    topic: 'lease',
    es: {
      title: 'Qué es una zona de mercado residencial tensionado',
      body:
        'Las administraciones autonómicas competentes en vivienda pueden declarar zonas de mercado residencial tensionado cuando se cumple alguno de estos criterios: que el coste medio de la hipoteca o del alquiler más los gastos y suministros básicos supere el 30 % de los ingresos medios de los hogares, o que el precio de compra o alquiler haya crecido en los cinco años anteriores al menos tres puntos por encima del IPC de la comunidad. La declaración dura tres años y puede prorrogarse anualmente. Sus efectos en la LAU son la prórroga extraordinaria del art. 10.3 y los límites de renta del art. 17.6 y 17.7.',
      questions: [
        '¿Qué es una zona tensionada en la ley de vivienda?',
        '¿Cómo sé si mi piso está en una zona tensionada?',
      ],
    },
    en: {
      title: 'What a stressed residential market zone is',
      body:
        'The regional housing authorities may declare stressed residential market zones when either criterion is met: the average cost of a mortgage or rent plus basic expenses and utilities exceeds 30% of average household income, or purchase or rental prices have grown in the previous five years by at least three points more than the regional CPI. The declaration lasts three years and may be extended annually. Its effects under the LAU are the extraordinary extension of art. 10.3 and the rent limits of art. 17.6 and 17.7.',
      questions: [
        'What is a stressed zone under the housing law?',
        'How do I know if my flat is in a stressed zone?',
      ],
    },
    sources: [
      { law: 'Ley 12/2023', article: '18' },
      { law: 'LAU', article: '17' },
    ],
    keywords: ['zona tensionada', 'municipios', 'comunidad autónoma', 'declaración', 'ley de vivienda', '30 %'],
  },
  {
    id: 'lau-gran-tenedor-definicion',
    topic: 'lease',
    es: {
      title: 'Quién es gran tenedor de vivienda',
      body:
        'Para la Ley 12/2023, es gran tenedor la persona física o jurídica titular de más de diez inmuebles urbanos de uso residencial o de más de 1.500 m² construidos de uso residencial, sin contar garajes ni trasteros. En la declaración de una zona tensionada, la comunidad autónoma puede rebajar el umbral, de forma motivada, a quienes tengan cinco o más inmuebles residenciales dentro de esa zona (así lo hizo, por ejemplo, Cataluña). Ser gran tenedor activa reglas específicas: límite de renta por índice de referencia, prórroga extraordinaria para vulnerables y requisitos adicionales en las demandas de desahucio.',
      questions: [
        '¿Cuántos pisos hay que tener para ser gran tenedor?',
        '¿Qué es un gran tenedor en la ley de vivienda?',
      ],
    },
    en: {
      title: 'Who is a large housing holder (gran tenedor)',
      body:
        'Under Ley 12/2023, a large holder is a natural or legal person owning more than ten urban residential properties or more than 1,500 m² of built residential floor space, excluding garages and storerooms. When declaring a stressed zone, the region may lower the threshold, with reasons, to owners of five or more residential properties within that zone (as Catalonia did, for example). Being a large holder triggers specific rules: rent cap by reference index, the extraordinary extension for vulnerable tenants and extra requirements in eviction claims.',
      questions: [
        'How many homes must you own to be a large holder in Spain?',
        'What is a gran tenedor under the housing law?',
      ],
    },
    sources: [{ law: 'Ley 12/2023', article: '3' }],
    keywords: ['gran tenedor', 'diez viviendas', 'cinco viviendas', 'propietario con muchos pisos', '1.500 m2', 'fondo'],
  },
  {
    id: 'lau-honorarios-inmobiliaria',
    topic: 'lease',
    es: {
      title: 'Honorarios de la inmobiliaria: los paga el arrendador',
      body:
        'En los alquileres de vivienda, los gastos de gestión inmobiliaria y los de formalización del contrato corren a cargo del arrendador. Desde la Ley 12/2023 la regla vale para cualquier arrendador, sea persona física o jurídica (antes, desde el RDL 7/2019, solo para personas jurídicas). Es nula cualquier cláusula que traslade esos honorarios al inquilino, que podrá reclamar lo que haya pagado por ese concepto.',
      questions: [
        '¿Quién paga los honorarios de la inmobiliaria en un alquiler?',
        'La agencia me cobra un mes de comisión por alquilar el piso, ¿es legal?',
        '¿Tiene que pagar el inquilino los gastos de hacer el contrato?',
      ],
    },
    en: {
      title: "Estate agent's fees: paid by the landlord",
      body:
        'In residential leases, the estate agency management costs and the costs of drawing up the contract are borne by the landlord. Since Ley 12/2023 the rule applies to every landlord, natural or legal person (before that, from RDL 7/2019, only to legal persons). Any clause passing those fees on to the tenant is void, and the tenant may claim back what was paid on that account.',
      questions: [
        "Who pays the estate agent's fee on a residential lease?",
        'The agency charged me one month as commission; is that lawful?',
      ],
    },
    sources: [
      { law: 'LAU', article: '20' },
      { law: 'Ley 12/2023', article: 'DF 1' },
    ],
    keywords: ['comisión', 'agencia', 'inmobiliaria', 'honorarios', 'gastos de gestión', 'agente', 'contrato', 'quién paga'],
  },
  {
    id: 'lau-gastos-comunidad-ibi',
    topic: 'lease',
    es: {
      title: 'Gastos de comunidad e IBI: solo si se pactan por escrito',
      body:
        'En principio la comunidad de propietarios y el IBI los paga el propietario. Las partes pueden acordar que los asuma el inquilino, pero el pacto debe constar por escrito y fijar el importe anual de esos gastos en la fecha del contrato. En edificios en propiedad horizontal se reparten según la cuota de participación de la vivienda. Sin ese pacto expreso, el arrendador no puede reclamarlos al inquilino.',
      questions: [
        '¿Quién paga la comunidad en un piso de alquiler?',
        '¿Me puede cobrar el casero el IBI?',
      ],
    },
    en: {
      title: 'Community fees and IBI: only if agreed in writing',
      body:
        'In principle the owners\u2019 community fees and the IBI property tax are paid by the owner. The parties may agree that the tenant bears them, but the agreement must be in writing and state the annual amount of those costs at the date of the contract. In buildings under horizontal property they are apportioned by the home\u2019s participation quota. Without that express agreement, the landlord cannot charge them to the tenant.',
      questions: [
        'Who pays community fees on a rented flat in Spain?',
        'Can my landlord charge me the IBI?',
      ],
    },
    sources: [{ law: 'LAU', article: '20' }],
    keywords: ['comunidad', 'IBI', 'basuras', 'tasas', 'impuestos', 'gastos generales', 'quién paga'],
  },
  {
    id: 'lau-incremento-gastos-repercutidos',
    topic: 'lease',
    es: {
      title: 'Límite al aumento de los gastos repercutidos',
      body:
        'Durante los cinco primeros años del contrato (siete si el arrendador es persona jurídica), la cantidad que paga el inquilino por comunidad y otros gastos generales pactados solo puede aumentar una vez al año, por acuerdo, y nunca en un porcentaje superior al doble del que pueda subir la renta por actualización. Los tributos, como el IBI, quedan fuera de ese límite. El pago de estos gastos se acredita igual que la renta, con recibo o documento equivalente.',
      questions: [
        'La comunidad ha subido mucho, ¿me lo puede repercutir el casero?',
        '¿Cuánto puede subir lo que pago de comunidad en el alquiler?',
      ],
    },
    en: {
      title: 'Cap on increases of costs passed on to the tenant',
      body:
        'During the first five years of the lease (seven if the landlord is a legal person), the amount the tenant pays for community fees and other agreed general costs may increase only once a year, by agreement, and never by more than twice the percentage by which rent may be updated. Taxes such as IBI are outside that cap. Payment of these costs is proven in the same way as rent, with a receipt or equivalent document.',
      questions: [
        'Community fees have gone up a lot; can my landlord pass that on?',
        'How much can the community charge I pay as a tenant increase?',
      ],
    },
    sources: [{ law: 'LAU', article: '20' }],
    keywords: ['subida comunidad', 'derrama', 'gastos', 'repercutir', 'doble'],
  },
  {
    id: 'lau-suministros-contadores',
    topic: 'lease',
    es: {
      title: 'Luz, agua, gas e internet: los paga el inquilino si tienen contador',
      body:
        'Los servicios de la vivienda que se miden de forma individual mediante contador (electricidad, agua, gas, teléfono) son siempre a cargo del arrendatario. Los gastos generales sin individualizar solo pasan al inquilino si se pactan por escrito. El arrendador no puede cortar los suministros para presionar al inquilino: hacerlo puede constituir un delito de coacciones.',
      questions: [
        '¿Quién paga la luz y el agua en un piso alquilado?',
        'El casero me ha cortado la luz porque debo un mes, ¿puede hacerlo?',
      ],
    },
    en: {
      title: 'Electricity, water, gas and internet: the tenant pays if metered',
      body:
        'Services to the home that are metered individually (electricity, water, gas, telephone) are always borne by the tenant. General costs that are not individualised pass to the tenant only if agreed in writing. The landlord may not cut off utilities to put pressure on the tenant: doing so may amount to the criminal offence of coercion.',
      questions: [
        'Who pays electricity and water in a rented flat?',
        'My landlord cut off my electricity because I owe a month; can he?',
      ],
    },
    sources: [
      { law: 'LAU', article: '20' },
      { law: 'CP', article: '172' },
    ],
    keywords: ['luz', 'agua', 'gas', 'internet', 'suministros', 'facturas', 'cortar la luz', 'contador'],
  },
];

/** Deposit (fianza) and additional guarantees. */
const depositEntries: KnowledgeEntry[] = [
  {
    id: 'lau-fianza-importe',
    topic: 'lease',
    es: {
      title: 'Fianza obligatoria: una mensualidad en vivienda, dos en otros usos',
      body:
        'Al firmar cualquier arrendamiento urbano es obligatorio entregar una fianza en metálico. En el alquiler de vivienda equivale a una mensualidad de renta; en el arrendamiento para uso distinto (locales, oficinas, alquiler de temporada) son dos mensualidades. La fianza no es un pago de renta: garantiza que el inquilino cumple sus obligaciones y se devuelve al terminar el contrato. Aparte, pueden pactarse garantías adicionales con los límites del art. 36.5.',
      questions: [
        '¿Qué fianza hay que pagar al alquilar un piso?',
        '¿Cuántos meses de fianza me pueden pedir por un local?',
        '¿La fianza es obligatoria en un alquiler?',
      ],
    },
    en: {
      title: 'Mandatory deposit: one month for housing, two for other uses',
      body:
        'On signing any urban lease a cash deposit must be provided. For a residential lease it equals one month\u2019s rent; for a lease for other uses (premises, offices, seasonal lets) it is two months. The deposit is not a rent payment: it secures the tenant\u2019s obligations and is returned when the lease ends. Additional guarantees may be agreed separately within the limits of art. 36.5.',
      questions: [
        'What deposit can a landlord ask for when renting a flat in Spain?',
        'How many months of deposit for a commercial unit?',
      ],
    },
    sources: [{ law: 'LAU', article: '36' }],
    keywords: ['fianza', 'depósito', 'un mes', 'dos meses', 'cuánto', 'garantía', 'señal'],
  },
  {
    id: 'lau-garantias-adicionales',
    topic: 'lease',
    es: {
      title: 'Garantías adicionales: máximo dos mensualidades en vivienda',
      body:
        'Además de la fianza legal, las partes pueden pactar otras garantías: un depósito extra, un aval bancario, un seguro de caución o un fiador personal. En el alquiler de vivienda con duración de hasta cinco años (siete si el arrendador es persona jurídica), el valor de esas garantías adicionales no puede superar dos mensualidades de renta. Por tanto, en un contrato típico lo máximo exigible en garantías es la fianza de un mes más dos meses adicionales.',
      questions: [
        'El casero me pide fianza y además dos meses de depósito, ¿es legal?',
        '¿Cuánto dinero me pueden pedir como máximo de garantía al alquilar?',
        '¿Pueden pedirme un aval bancario de seis meses?',
      ],
    },
    en: {
      title: 'Additional guarantees: at most two months for housing',
      body:
        'Besides the statutory deposit, the parties may agree other guarantees: an extra deposit, a bank guarantee, a surety insurance policy or a personal guarantor. In residential leases lasting up to five years (seven if the landlord is a legal person), the value of those additional guarantees cannot exceed two months\u2019 rent. So in a typical lease the most that can be required in guarantees is the one-month deposit plus two further months.',
      questions: [
        'My landlord wants the deposit plus two more months; is that legal?',
        'Can a landlord ask for a six-month bank guarantee?',
      ],
    },
    sources: [{ law: 'LAU', article: '36' }],
    keywords: ['aval', 'aval bancario', 'depósito adicional', 'garantía extra', 'seguro de impago', 'tres meses', 'seis meses'],
  },
  {
    id: 'lau-devolucion-fianza',
    topic: 'lease',
    es: {
      title: 'Plazo para devolver la fianza: un mes desde la entrega de llaves',
      body:
        'Al terminar el contrato, el arrendador debe devolver la fianza (o el saldo que quede tras descontar lo que legítimamente deba el inquilino) en el plazo de un mes desde que este le entrega las llaves. Si no la devuelve en ese mes, la cantidad pendiente devenga el interés legal del dinero a favor del inquilino. Si el arrendador no paga, el inquilino puede reclamarla judicialmente, por ejemplo mediante un proceso monitorio o un juicio verbal.',
      questions: [
        '¿Cuánto tiempo tiene el propietario para devolver la fianza?',
        'Han pasado dos meses y el casero no me devuelve la fianza, ¿qué hago?',
        '¿Me tienen que pagar intereses si me devuelven tarde la fianza?',
      ],
    },
    en: {
      title: 'Deadline for returning the deposit: one month from key handover',
      body:
        'When the lease ends, the landlord must return the deposit (or the balance left after deducting what the tenant legitimately owes) within one month of the tenant handing back the keys. If it is not returned within that month, the outstanding amount bears the statutory interest rate in the tenant\u2019s favour. If the landlord does not pay, the tenant may claim it in court, for example through an order-for-payment procedure (monitorio) or a small-claims verbal trial.',
      questions: [
        'How long does a landlord have to return the deposit in Spain?',
        'My landlord still has not returned my deposit after two months; what can I do?',
      ],
    },
    sources: [
      { law: 'LAU', article: '36' },
      { law: 'LEC', article: '812' },
    ],
    keywords: ['devolver fianza', 'devolución', 'un mes', 'llaves', 'intereses', 'reclamar fianza', 'no me devuelve'],
  },
  {
    id: 'lau-fianza-descuentos',
    topic: 'lease',
    es: {
      title: 'Qué se puede descontar de la fianza',
      body:
        'El arrendador solo puede retener de la fianza las cantidades que el inquilino deba efectivamente: rentas o suministros impagados, gastos pactados pendientes y el coste de reparar daños causados por el inquilino que vayan más allá del desgaste normal por el uso. El deterioro ordinario (pintura envejecida, pequeñas marcas, desgaste de muebles por el paso del tiempo) no se descuenta. El arrendador debe justificar los descuentos, por ejemplo con facturas o presupuestos, y de ahí la utilidad de un inventario con fotos al entrar y al salir.',
      questions: [
        'El casero se queda la fianza para pintar el piso, ¿puede?',
        '¿Qué puede descontar el propietario de la fianza?',
      ],
    },
    en: {
      title: 'What may be deducted from the deposit',
      body:
        'The landlord may only keep from the deposit the amounts the tenant actually owes: unpaid rent or utilities, outstanding agreed costs and the cost of repairing damage caused by the tenant beyond normal wear and tear. Ordinary wear (ageing paint, small marks, furniture worn by time) is not deductible. The landlord must justify deductions, for example with invoices or quotes, which is why an inventory with photos on moving in and out is useful.',
      questions: [
        'My landlord is keeping the deposit to repaint the flat; can he?',
        'What can a landlord deduct from the deposit?',
      ],
    },
    sources: [
      { law: 'LAU', article: '36' },
      { law: 'CC', article: '1561' },
      { law: 'CC', article: '1563' },
    ],
    keywords: ['descontar', 'quedarse la fianza', 'pintar', 'desperfectos', 'daños', 'desgaste', 'limpieza'],
  },
  {
    id: 'lau-fianza-ultimo-mes',
    topic: 'lease',
    es: {
      title: 'No se puede usar la fianza para pagar el último mes',
      body:
        'La fianza garantiza todas las obligaciones del inquilino, incluidos los posibles daños en la vivienda, y no es un anticipo de renta. Por eso el inquilino no puede decidir por su cuenta dejar de pagar la última mensualidad para compensarla con la fianza, salvo que el arrendador lo acepte. Si lo hace sin acuerdo, incurre en impago y el arrendador puede reclamar esa renta y, en su caso, los daños que la fianza ya no cubra.',
      questions: [
        '¿Puedo no pagar el último mes y que el casero se quede la fianza?',
        '¿La fianza sirve para pagar la última mensualidad?',
      ],
    },
    en: {
      title: 'The deposit cannot be used to pay the last month',
      body:
        'The deposit secures all the tenant\u2019s obligations, including possible damage to the home, and is not rent paid in advance. The tenant therefore cannot unilaterally stop paying the last month to offset it against the deposit, unless the landlord agrees. Doing so without agreement is non-payment, and the landlord may claim that rent and any damage the deposit no longer covers.',
      questions: [
        'Can I skip the last month and let the landlord keep the deposit?',
        'Can the deposit be used to pay the final month of rent?',
      ],
    },
    sources: [
      { law: 'LAU', article: '36' },
      { law: 'CC', article: '1555' },
    ],
    keywords: ['último mes', 'compensar', 'no pagar', 'fianza', 'mensualidad'],
  },
  {
    id: 'lau-fianza-actualizacion',
    topic: 'lease',
    es: {
      title: 'Actualización de la fianza',
      body:
        'Durante los cinco primeros años del contrato (siete si el arrendador es persona jurídica) la fianza no se actualiza. Después, cada vez que el contrato se prorrogue, el arrendador puede exigir que se complete, o el inquilino que se reduzca, para que siga equivaliendo a una mensualidad (dos en uso distinto) de la renta vigente. En contratos pactados por más de cinco o siete años, la actualización se rige por lo acordado y, a falta de pacto, por lo pactado para la renta. No abonar la actualización de la fianza es causa de resolución.',
      questions: [
        'Me han subido el alquiler, ¿tengo que aumentar también la fianza?',
        '¿Se actualiza la fianza cada año?',
      ],
    },
    en: {
      title: 'Updating the deposit',
      body:
        'During the first five years of the lease (seven if the landlord is a legal person) the deposit is not updated. After that, each time the lease is extended the landlord may require it to be topped up, or the tenant may ask for it to be reduced, so that it still equals one month (two for other uses) of the current rent. In leases agreed for more than five or seven years, the update follows what was agreed and, failing that, the rent update terms. Failing to pay the deposit update is a ground for termination.',
      questions: [
        'My rent went up; must I also increase the deposit?',
        'Is the deposit updated every year?',
      ],
    },
    sources: [
      { law: 'LAU', article: '36' },
      { law: 'LAU', article: '27' },
    ],
    keywords: ['actualizar fianza', 'completar fianza', 'subida', 'prórroga'],
  },
  {
    id: 'lau-deposito-fianza-organismo-autonomico',
    topic: 'lease',
    es: {
      title: 'Depósito de la fianza en el organismo autonómico',
      body:
        'La LAU permite a las comunidades autónomas obligar a los arrendadores a depositar la fianza, sin intereses, en un organismo público hasta que termine el contrato, y casi todas lo han hecho. En Cataluña, por ejemplo, se deposita en el INCASÒL; en las demás comunidades, en la consejería u organismo de vivienda que designe su normativa, que también fija los plazos, los formularios y las sanciones. Es una obligación del arrendador frente a la Administración: no haberla depositado no le exime de devolverla al inquilino.',
      questions: [
        '¿Dónde tiene que depositar el casero la fianza?',
        '¿Es obligatorio depositar la fianza en la comunidad autónoma?',
      ],
    },
    en: {
      title: 'Lodging the deposit with the regional body',
      body:
        'The LAU allows the regions to require landlords to lodge the deposit, without interest, with a public body until the lease ends, and almost all of them have done so. In Catalonia, for example, it is lodged with INCASÒL; in the other regions, with the housing department or body designated by their rules, which also set the deadlines, forms and penalties. It is the landlord\u2019s duty towards the administration: failing to lodge it does not release the landlord from returning it to the tenant.',
      questions: [
        'Where must the landlord lodge the deposit?',
        'Is it compulsory to register the deposit with the regional government?',
      ],
    },
    sources: [{ law: 'LAU', article: 'DA 3' }],
    keywords: ['depositar fianza', 'IVIMA', 'INCASOL', 'AVRA', 'comunidad autónoma', 'registro de fianzas', 'multa'],
  },
  {
    id: 'lau-fianza-exencion-administraciones',
    topic: 'lease',
    es: {
      title: 'Arrendatarios exentos de prestar fianza',
      body:
        'No están obligados a entregar fianza el Estado, las comunidades autónomas, las entidades locales y sus organismos y entidades públicas dependientes cuando la renta se paga con cargo a sus presupuestos. Fuera de esos casos la fianza es obligatoria y no puede eliminarse por pacto, aunque sí pueden añadirse otras garantías.',
      questions: [
        'Si alquila el ayuntamiento, ¿tiene que pagar fianza?',
        '¿Hay algún caso en que no haya que pagar fianza?',
      ],
    },
    en: {
      title: 'Tenants exempt from providing a deposit',
      body:
        'The State, the regions, local authorities and their dependent public bodies and entities are not required to provide a deposit when the rent is paid out of their budgets. Outside those cases the deposit is mandatory and cannot be excluded by agreement, although other guarantees may be added.',
      questions: [
        'If the town council rents a flat, does it pay a deposit?',
        'Is there any case where no deposit is required?',
      ],
    },
    sources: [{ law: 'LAU', article: '36' }],
    keywords: ['administración', 'ayuntamiento', 'sin fianza', 'exento', 'organismo público'],
  },
  {
    id: 'cc-fiador-avalista-alquiler',
    topic: 'lease',
    es: {
      title: 'Avalista o fiador personal en el alquiler',
      body:
        'Es habitual que el arrendador pida que un tercero (un familiar, por ejemplo) firme como fiador del inquilino. El fiador se obliga a pagar si el inquilino no lo hace; si se pacta como fiador solidario y con renuncia a los beneficios de excusión, orden y división, el arrendador puede reclamarle directamente sin dirigirse antes contra el inquilino. Se discute si el aval personal computa en el límite de dos mensualidades de garantías adicionales del art. 36.5 LAU, por lo que conviene fijar en el contrato hasta qué importe y durante qué periodo responde el fiador.',
      questions: [
        'Mi padre ha firmado como avalista de mi alquiler, ¿qué riesgos tiene?',
        '¿Pueden reclamar al avalista sin reclamarme a mí antes?',
      ],
    },
    en: {
      title: 'Personal guarantor in a lease',
      body:
        'Landlords often ask a third party (a relative, for example) to sign as the tenant\u2019s guarantor. The guarantor undertakes to pay if the tenant does not; if agreed as a joint and several guarantor waiving the benefits of prior recourse, order and division, the landlord may claim directly against the guarantor without first pursuing the tenant. Whether a personal guarantee counts towards the two-month cap on additional guarantees in art. 36.5 LAU is debated, so the contract should state the maximum amount and the period for which the guarantor is liable.',
      questions: [
        'My father signed as guarantor on my lease; what are his risks?',
        'Can the landlord go after the guarantor without suing me first?',
      ],
    },
    sources: [
      { law: 'CC', article: '1822' },
      { law: 'CC', article: '1831' },
      { law: 'LAU', article: '36' },
    ],
    keywords: ['avalista', 'aval personal', 'fiador', 'padre', 'solidario', 'garantía'],
  },
];

/** Repairs, works, habitability and condition of the home. */
const repairEntries: KnowledgeEntry[] = [
  {
    id: 'lau-reparaciones-conservacion-arrendador',
    topic: 'lease',
    es: {
      title: 'Reparaciones para conservar la vivienda habitable: las paga el arrendador',
      body:
        'El arrendador debe hacer, sin poder subir la renta por ello, todas las reparaciones necesarias para mantener la vivienda en condiciones de habitabilidad para el uso pactado: tejado, humedades estructurales, instalación eléctrica, fontanería, calefacción o caldera, etc. La excepción son los daños imputables al inquilino o a las personas de su casa, que paga este. Si el arrendador no hace las reparaciones necesarias, el inquilino puede exigírselo judicialmente o resolver el contrato (art. 27.3).',
      questions: [
        '¿Quién paga la reparación de la caldera en un piso de alquiler?',
        'Hay humedades en el piso alquilado, ¿tiene que arreglarlas el casero?',
      ],
    },
    en: {
      title: 'Repairs to keep the home habitable: paid by the landlord',
      body:
        'The landlord must carry out, without raising the rent, all repairs needed to keep the home habitable for the agreed use: roof, structural damp, electrics, plumbing, heating or boiler, and so on. The exception is damage attributable to the tenant or members of the household, which the tenant pays. If the landlord fails to carry out necessary repairs, the tenant may enforce this in court or terminate the lease (art. 27.3).',
      questions: [
        'Who pays to repair the boiler in a rented flat?',
        'There is damp in my rented flat; must the landlord fix it?',
      ],
    },
    sources: [
      { law: 'LAU', article: '21' },
      { law: 'CC', article: '1554' },
    ],
    keywords: ['arreglar', 'avería', 'caldera', 'humedades', 'goteras', 'quién paga', 'reparación', 'fontanero'],
  },
  {
    id: 'lau-pequenas-reparaciones-inquilino',
    topic: 'lease',
    es: {
      title: 'Pequeñas reparaciones por el uso: las paga el inquilino',
      body:
        'Las pequeñas reparaciones que exige el desgaste por el uso ordinario de la vivienda son a cargo del arrendatario. Son típicas cambiar una bombilla, un grifo que gotea por la junta, una cisterna que pierde, una persiana con la cinta rota o un enchufe suelto. Lo que se debe a la antigüedad o al fallo de una instalación o electrodoméstico, y no al uso diario, corresponde en principio al arrendador.',
      questions: [
        '¿Quién paga las pequeñas reparaciones en un alquiler?',
        'Se ha roto la cinta de la persiana, ¿lo arreglo yo o el casero?',
      ],
    },
    en: {
      title: 'Small repairs from use: paid by the tenant',
      body:
        'Small repairs required by wear from ordinary use of the home are the tenant\u2019s responsibility. Typical examples are changing a light bulb, a tap dripping at the washer, a leaking cistern, a shutter with a broken strap or a loose socket. What is due to age or the failure of an installation or appliance, rather than daily use, is in principle for the landlord.',
      questions: [
        'Who pays for minor repairs in a rented home in Spain?',
        'The shutter strap broke; do I fix it or the landlord?',
      ],
    },
    sources: [{ law: 'LAU', article: '21' }],
    keywords: ['pequeñas reparaciones', 'bombilla', 'grifo', 'persiana', 'desgaste', 'uso ordinario', 'chapuzas'],
  },
  {
    id: 'lau-averia-electrodomesticos',
    topic: 'lease',
    es: {
      title: 'Averías de electrodomésticos en un piso amueblado',
      body:
        'Si la vivienda se alquila con electrodomésticos, estos forman parte de lo arrendado y el arrendador debe mantenerlos en condiciones de servir. Cuando un electrodoméstico se estropea por antigüedad o por el uso normal, su reparación o sustitución corresponde al arrendador. Si la avería se debe a un mal uso del inquilino, la paga este, y el simple mantenimiento menor (por ejemplo, limpiar filtros) también es suyo. El contrato puede concretar estas reglas siempre que no empeore la posición del inquilino en lo esencial.',
      questions: [
        'Se ha estropeado la lavadora del piso alquilado, ¿quién la paga?',
        '¿El casero tiene que cambiar la nevera si se rompe?',
      ],
    },
    en: {
      title: 'Appliance breakdowns in a furnished flat',
      body:
        'If the home is let with appliances, they form part of what is leased and the landlord must keep them in working order. When an appliance breaks because of age or normal use, repairing or replacing it is for the landlord. If the fault is due to misuse by the tenant, the tenant pays, and minor upkeep (for instance, cleaning filters) is also the tenant\u2019s. The contract may specify these rules provided it does not worsen the tenant\u2019s position in essential respects.',
      questions: [
        'The washing machine in my rented flat broke; who pays?',
        'Must the landlord replace the fridge if it breaks?',
      ],
    },
    sources: [
      { law: 'LAU', article: '21' },
      { law: 'LAU', article: '2' },
    ],
    keywords: ['lavadora', 'nevera', 'frigorífico', 'horno', 'electrodoméstico', 'roto', 'amueblado', 'avería'],
  },
  {
    id: 'lau-obras-conservacion-inaplazables',
    topic: 'lease',
    es: {
      title: 'Obras de conservación que no pueden esperar: rebaja de renta',
      body:
        'Si una reparación urgente no puede esperar al final del contrato, el inquilino tiene que permitirla aunque le cause molestias o le prive de parte de la vivienda. Si las obras duran más de veinte días, la renta se reduce en proporción a la parte de la vivienda de la que el inquilino no puede disfrutar. Si las obras hacen la vivienda inhabitable, se aplica el art. 26 (suspensión o desistimiento).',
      questions: [
        'El casero está haciendo obras en el piso y no puedo usar la cocina, ¿pago el alquiler entero?',
        '¿Tengo que dejar que el propietario haga obras mientras vivo en el piso?',
      ],
    },
    en: {
      title: 'Repair works that cannot wait: rent reduction',
      body:
        'If an urgent repair cannot wait until the end of the lease, the tenant must allow it even if it causes inconvenience or deprives the tenant of part of the home. If the works last more than twenty days, the rent is reduced in proportion to the part of the home the tenant cannot use. If the works make the home uninhabitable, art. 26 applies (suspension or withdrawal).',
      questions: [
        'My landlord is doing works and I cannot use the kitchen; do I pay full rent?',
        'Do I have to let the owner do works while I live in the flat?',
      ],
    },
    sources: [{ law: 'LAU', article: '21' }],
    keywords: ['obras', 'rebaja', 'descuento renta', 'veinte días', 'molestias', 'reparación urgente'],
  },
  {
    id: 'lau-reparaciones-urgentes-inquilino',
    topic: 'lease',
    es: {
      title: 'Avisar de averías y reparaciones urgentes hechas por el inquilino',
      body:
        'El inquilino debe comunicar al arrendador cuanto antes cualquier reparación necesaria de las que le corresponden, y facilitar que un técnico compruebe el estado de la vivienda. Si hay que evitar un daño inminente o una incomodidad grave (una fuga de agua, una avería de la calefacción en invierno), el inquilino puede hacer la reparación urgente y reclamar de inmediato su importe al arrendador. Conviene guardar la factura y dejar constancia del aviso previo.',
      questions: [
        'Se ha roto una tubería y el casero no contesta, ¿puedo llamar yo al fontanero?',
        '¿Me tiene que devolver el casero lo que pagué por una reparación urgente?',
      ],
    },
    en: {
      title: 'Reporting faults and urgent repairs by the tenant',
      body:
        'The tenant must tell the landlord as soon as possible about any necessary repair that falls on the landlord, and allow a technician to inspect the home. Where imminent damage or serious discomfort must be avoided (a water leak, heating failure in winter), the tenant may carry out the urgent repair and immediately claim its cost from the landlord. It is advisable to keep the invoice and evidence of the prior notice.',
      questions: [
        'A pipe burst and the landlord is not answering; can I call a plumber myself?',
        'Must the landlord refund what I paid for an urgent repair?',
      ],
    },
    sources: [
      { law: 'LAU', article: '21' },
      { law: 'CC', article: '1559' },
    ],
    keywords: ['urgente', 'fuga', 'tubería', 'fontanero', 'avisar', 'factura', 'reclamar', 'calefacción'],
  },
  {
    id: 'lau-obras-mejora-arrendador',
    topic: 'lease',
    es: {
      title: 'Obras de mejora del arrendador durante el contrato',
      body:
        'El inquilino debe soportar las obras de mejora cuya ejecución no pueda razonablemente esperar a que acabe el contrato. El arrendador debe notificarlas por escrito con al menos tres meses de antelación, indicando naturaleza, comienzo, duración y coste previsible. En el mes siguiente a esa notificación el inquilino puede desistir del contrato, salvo que las obras no afecten o afecten de forma irrelevante a la vivienda; el contrato se extingue entonces a los dos meses, sin que las obras puedan empezar antes. Si se queda, tiene derecho a una reducción de renta proporcional a la parte de vivienda que pierda y a que se le indemnicen los gastos que las obras le causen.',
      questions: [
        'El propietario quiere reformar el piso mientras vivo en él, ¿tengo que aceptarlo?',
        '¿Con cuánto tiempo tienen que avisarme de unas obras de mejora?',
      ],
    },
    en: {
      title: 'Improvement works by the landlord during the lease',
      body:
        'The tenant must put up with improvement works that cannot reasonably wait until the lease ends. The landlord must give written notice at least three months in advance, stating their nature, start, duration and likely cost. Within one month of that notice the tenant may withdraw from the lease, unless the works do not affect the home or affect it only trivially; the lease then ends two months later and the works cannot start before then. If the tenant stays, he or she is entitled to a rent reduction in proportion to the part of the home lost and to compensation for the costs the works cause.',
      questions: [
        'The owner wants to renovate the flat while I live there; must I accept?',
        'How much notice must I get of improvement works?',
      ],
    },
    sources: [{ law: 'LAU', article: '22' }],
    keywords: ['reforma', 'obras', 'mejora', 'tres meses', 'desistir', 'rebaja', 'molestias'],
  },
  {
    id: 'lau-obras-inquilino',
    topic: 'lease',
    es: {
      title: 'Obras del inquilino: necesitan consentimiento escrito',
      body:
        'El arrendatario no puede hacer, sin consentimiento escrito del arrendador, obras que modifiquen la configuración de la vivienda o de sus accesorios (tirar un tabique, cambiar la cocina de sitio), ni en ningún caso obras que reduzcan la estabilidad o seguridad del edificio. Si las hace sin permiso, el arrendador puede, al terminar el contrato, exigir que se repongan las cosas a su estado anterior o quedarse con la mejora sin pagar nada, y si afectan a la seguridad puede exigir la reposición inmediata. Hacer obras no consentidas o causar daños dolosos también es causa de resolución del contrato.',
      questions: [
        '¿Puedo pintar o hacer reformas en el piso de alquiler?',
        'El inquilino ha tirado un tabique sin permiso, ¿qué puedo hacer?',
      ],
    },
    en: {
      title: 'Works by the tenant: written consent required',
      body:
        'Without the landlord\u2019s written consent, the tenant may not carry out works that change the layout of the home or its accessories (knocking down a partition, moving the kitchen), and may never carry out works that reduce the building\u2019s stability or safety. If the tenant does so without permission, the landlord may, when the lease ends, demand that things be restored or keep the improvement without paying anything, and if safety is affected may demand immediate restoration. Unauthorised works or malicious damage are also grounds for terminating the lease.',
      questions: [
        'Can I paint or renovate my rented flat?',
        'My tenant knocked down a wall without permission; what can I do?',
      ],
    },
    sources: [
      { law: 'LAU', article: '23' },
      { law: 'LAU', article: '27' },
    ],
    keywords: ['reformas', 'pintar', 'tabique', 'permiso', 'obras sin permiso', 'cocina', 'consentimiento'],
  },
  {
    id: 'lau-obras-discapacidad-mayores',
    topic: 'lease',
    es: {
      title: 'Obras de adaptación por discapacidad o mayores de 70 años',
      body:
        'Si el inquilino, su cónyuge, su pareja de hecho o los familiares que viven con él tienen una discapacidad o son mayores de setenta años, el inquilino puede hacer en el interior de la vivienda las obras necesarias para adaptarla a su uso (rampas, baño adaptado, eliminación de barreras), notificándolo antes por escrito al arrendador. No necesita su consentimiento. Al terminar el contrato, deberá reponer la vivienda a su estado anterior si el arrendador lo exige.',
      questions: [
        'Mi madre de 80 años vive conmigo de alquiler, ¿puedo adaptar el baño sin permiso del casero?',
        '¿Puede el inquilino con discapacidad hacer obras en el piso?',
      ],
    },
    en: {
      title: 'Adaptation works for disability or people over 70',
      body:
        'If the tenant, the tenant\u2019s spouse or partner or relatives living with the tenant have a disability or are over seventy, the tenant may carry out inside the home the works needed to adapt it to their use (ramps, accessible bathroom, removing barriers), after notifying the landlord in writing. The landlord\u2019s consent is not needed. When the lease ends, the tenant must restore the home to its former state if the landlord so requires.',
      questions: [
        'My 80-year-old mother lives with me; can I adapt the bathroom without the landlord\u2019s consent?',
        'Can a disabled tenant carry out works in the flat?',
      ],
    },
    sources: [{ law: 'LAU', article: '24' }],
    keywords: ['discapacidad', 'mayores', 'accesibilidad', 'rampa', 'baño adaptado', 'movilidad reducida', 'ancianos'],
  },
  {
    id: 'lau-inhabitabilidad-por-obras',
    topic: 'lease',
    es: {
      title: 'Vivienda inhabitable por obras: suspender o desistir',
      body:
        'Si obras de conservación o las ordenadas por una autoridad hacen la vivienda inhabitable, el inquilino puede elegir entre suspender el contrato o desistir de él, sin indemnización para ninguna de las partes. La suspensión paraliza el plazo del contrato y la obligación de pagar la renta hasta que acaben las obras. Es una opción del inquilino, no del arrendador.',
      questions: [
        'Van a hacer obras en el edificio y no se podrá vivir en el piso, ¿tengo que seguir pagando?',
        '¿Qué pasa con mi alquiler si el ayuntamiento ordena obras y el piso queda inhabitable?',
      ],
    },
    en: {
      title: 'Home made uninhabitable by works: suspend or withdraw',
      body:
        'If repair works or works ordered by an authority make the home uninhabitable, the tenant may choose to suspend the lease or withdraw from it, with no compensation for either party. Suspension stops the lease term and the duty to pay rent until the works finish. The choice is the tenant\u2019s, not the landlord\u2019s.',
      questions: [
        'Works on the building will make the flat unliveable; do I keep paying rent?',
        'What happens to my lease if the council orders works and the flat becomes uninhabitable?',
      ],
    },
    sources: [{ law: 'LAU', article: '26' }],
    keywords: ['inhabitable', 'obras', 'suspender', 'no pagar', 'ayuntamiento', 'rehabilitación del edificio'],
  },
  {
    id: 'lau-perdida-ruina-vivienda',
    topic: 'lease',
    es: {
      title: 'Fin del contrato por pérdida o ruina de la vivienda',
      body:
        'El arrendamiento se extingue si la vivienda se pierde por una causa no imputable al arrendador (un incendio fortuito, un derrumbe) y también cuando la autoridad competente declara la ruina del edificio. En estos casos ninguna de las partes debe indemnizar a la otra por el mero hecho de la extinción. Si la pérdida se debe a culpa del arrendador o del inquilino, responderá quien la causó.',
      questions: [
        'Han declarado el edificio en ruina, ¿se acaba mi contrato de alquiler?',
        'Se quemó el piso alquilado, ¿sigue el contrato?',
      ],
    },
    en: {
      title: 'End of the lease through loss or ruin of the home',
      body:
        'The lease ends if the home is lost through a cause not attributable to the landlord (an accidental fire, a collapse) and also when the competent authority declares the building a ruin. In these cases neither party owes the other compensation merely because the lease ends. If the loss is the fault of the landlord or the tenant, whoever caused it is liable.',
      questions: [
        'The building has been declared a ruin; does my lease end?',
        'The rented flat burned down; does the lease continue?',
      ],
    },
    sources: [{ law: 'LAU', article: '28' }],
    keywords: ['ruina', 'incendio', 'derrumbe', 'fin del contrato', 'extinción'],
  },
  {
    id: 'lau-habitabilidad-vivienda',
    topic: 'lease',
    es: {
      title: 'La vivienda debe ser habitable al entregarse',
      body:
        'La LAU se aplica al arrendamiento de una edificación habitable destinada a ser la vivienda permanente del inquilino, y el arrendador debe entregarla en estado de servir para ese uso. Las comunidades autónomas regulan las condiciones mínimas de habitabilidad y, en varias de ellas, exigen cédula de habitabilidad o documento equivalente para alquilar (por ejemplo, Cataluña). Para anunciar y alquilar una vivienda también hay que disponer del certificado de eficiencia energética y facilitarlo al inquilino.',
      questions: [
        '¿Me pueden alquilar un piso sin cédula de habitabilidad?',
        '¿Qué condiciones tiene que cumplir un piso para poder alquilarlo?',
      ],
    },
    en: {
      title: 'The home must be habitable on handover',
      body:
        'The LAU applies to the lease of a habitable building intended as the tenant\u2019s permanent home, and the landlord must deliver it fit for that use. The regions set minimum habitability conditions and several of them require a habitability certificate or equivalent to let a home (Catalonia, for example). To advertise and let a home, the owner also needs an energy performance certificate and must provide it to the tenant.',
      questions: [
        'Can a flat be let without a habitability certificate?',
        'What conditions must a flat meet before it can be let?',
      ],
    },
    sources: [
      { law: 'LAU', article: '2' },
      { law: 'CC', article: '1554' },
    ],
    keywords: ['cédula de habitabilidad', 'certificado energético', 'habitable', 'condiciones mínimas', 'licencia'],
  },
  {
    id: 'cc-inventario-estado-vivienda',
    topic: 'lease',
    es: {
      title: 'Inventario y estado de la vivienda al entrar',
      body:
        'El inquilino debe devolver la vivienda tal como la recibió según la descripción hecha al firmar, salvo lo que se haya deteriorado por el paso del tiempo o por causa inevitable. Si no se hizo ninguna descripción, la ley presume que la recibió en buen estado, salvo prueba en contrario. Por eso conviene anexar al contrato un inventario del mobiliario y un reportaje fotográfico fechado firmados por ambas partes, y repetirlo al entregar las llaves.',
      questions: [
        '¿Es obligatorio hacer inventario al alquilar un piso amueblado?',
        'No hicimos inventario, ¿cómo demuestro cómo estaba el piso al entrar?',
      ],
    },
    en: {
      title: 'Inventory and condition of the home on moving in',
      body:
        'The tenant must return the home as received according to the description made at signing, except for deterioration due to time or unavoidable causes. If no description was made, the law presumes the tenant received it in good condition, unless proven otherwise. That is why it is advisable to attach to the lease an inventory of the furniture and a dated photo record signed by both parties, and to repeat it when the keys are returned.',
      questions: [
        'Is an inventory required when renting a furnished flat?',
        'We made no inventory; how do I prove the condition of the flat at the start?',
      ],
    },
    sources: [
      { law: 'CC', article: '1561' },
      { law: 'CC', article: '1562' },
    ],
    keywords: ['inventario', 'fotos', 'estado', 'muebles', 'entrada', 'anexo', 'check-in'],
  },
  {
    id: 'cc-deterioros-imputables-inquilino',
    topic: 'lease',
    es: {
      title: 'Daños en la vivienda: responsabilidad del inquilino',
      body:
        'El inquilino responde del deterioro o la pérdida de la vivienda y sus muebles salvo que demuestre que se produjeron sin culpa suya. También responde de los daños causados por las personas de su casa (familia, convivientes, invitados). Los daños dolosos o la realización de obras no consentidas permiten además al arrendador resolver el contrato. El desgaste normal por el uso no es un daño indemnizable.',
      questions: [
        'Mi hijo ha roto la puerta del piso alquilado, ¿tengo que pagarla?',
        '¿Quién paga los daños que deja el inquilino al irse?',
      ],
    },
    en: {
      title: 'Damage to the home: the tenant\u2019s liability',
      body:
        'The tenant is liable for deterioration or loss of the home and its furniture unless he or she proves it happened without fault. The tenant is also liable for damage caused by members of the household (family, flatmates, guests). Malicious damage or unauthorised works also allow the landlord to terminate the lease. Normal wear from use is not compensable damage.',
      questions: [
        'My son broke the door of the rented flat; do I have to pay?',
        'Who pays for the damage a tenant leaves behind?',
      ],
    },
    sources: [
      { law: 'CC', article: '1563' },
      { law: 'CC', article: '1564' },
      { law: 'LAU', article: '27' },
    ],
    keywords: ['daños', 'desperfectos', 'roto', 'culpa', 'pagar', 'invitados', 'familia'],
  },
  {
    id: 'lau-entrada-arrendador-vivienda',
    topic: 'lease',
    es: {
      title: 'El casero no puede entrar en la vivienda sin permiso',
      body:
        'La vivienda alquilada es el domicilio del inquilino y está protegida por la inviolabilidad del domicilio de la Constitución: el arrendador no puede entrar sin su consentimiento, aunque conserve una copia de las llaves. Las visitas para revisar la vivienda, hacer reparaciones o enseñarla a compradores o nuevos inquilinos deben acordarse con el inquilino. Entrar sin permiso puede constituir un delito de allanamiento de morada.',
      questions: [
        '¿Puede entrar el casero en el piso cuando quiera?',
        'El propietario tiene llaves y entra sin avisar, ¿es legal?',
      ],
    },
    en: {
      title: 'The landlord may not enter the home without permission',
      body:
        'The let home is the tenant\u2019s dwelling and is protected by the constitutional inviolability of the home: the landlord may not enter without the tenant\u2019s consent, even if the landlord keeps a set of keys. Visits to inspect, repair or show the home to buyers or new tenants must be agreed with the tenant. Entering without permission may amount to the criminal offence of breaking into a dwelling.',
      questions: [
        'Can my landlord come into the flat whenever he wants?',
        'The owner has keys and comes in without warning; is that legal?',
      ],
    },
    sources: [
      { law: 'CE', article: '18' },
      { law: 'CP', article: '202' },
    ],
    keywords: ['entrar', 'llaves', 'visitas', 'allanamiento', 'intimidad', 'enseñar el piso'],
  },
];

/** Changes of parties: assignment, sublet, death, divorce, sale, pre-emption, inheritance. */
const partiesEntries: KnowledgeEntry[] = [
  {
    id: 'lau-cesion-contrato',
    topic: 'lease',
    es: {
      title: 'Cesión del contrato: solo con consentimiento escrito',
      body:
        'El inquilino de vivienda no puede ceder el contrato a otra persona sin el consentimiento escrito del arrendador. Si el arrendador lo autoriza, el nuevo inquilino (cesionario) ocupa a todos los efectos la posición del anterior frente al arrendador. Ceder sin consentimiento es causa de resolución del contrato y de desahucio.',
      questions: [
        '¿Puedo pasarle mi contrato de alquiler a un amigo?',
        '¿Se puede traspasar un piso de alquiler a otra persona?',
      ],
    },
    en: {
      title: 'Assigning the lease: only with written consent',
      body:
        'A residential tenant may not assign the lease to someone else without the landlord\u2019s written consent. If the landlord agrees, the new tenant (assignee) takes over the former tenant\u2019s position towards the landlord for all purposes. Assigning without consent is a ground for termination and eviction.',
      questions: [
        'Can I transfer my lease to a friend?',
        'Can a residential lease be assigned in Spain?',
      ],
    },
    sources: [
      { law: 'LAU', article: '8' },
      { law: 'LAU', article: '27' },
    ],
    keywords: ['ceder', 'traspasar', 'traspaso', 'cambiar de inquilino', 'pasar el contrato', 'cesión'],
  },
  {
    id: 'lau-subarriendo-vivienda',
    topic: 'lease',
    es: {
      title: 'Subarrendar habitaciones: parcial y con permiso escrito',
      body:
        'La vivienda alquilada solo puede subarrendarse de forma parcial (por ejemplo, una habitación) y con el consentimiento previo y por escrito del arrendador; nunca entera. El precio del subarriendo no puede superar el del arrendamiento y el derecho del subarrendatario se extingue cuando termina el contrato del inquilino principal. Subarrendar sin consentimiento permite al arrendador resolver el contrato.',
      questions: [
        '¿Puedo alquilar una habitación de mi piso de alquiler?',
        'El inquilino está realquilando habitaciones sin mi permiso, ¿puedo echarle?',
        '¿Es legal subarrendar el piso entero?',
      ],
    },
    en: {
      title: 'Subletting rooms: partial and with written permission',
      body:
        'A let home may only be sublet in part (for example, one room) and with the landlord\u2019s prior written consent; never as a whole. The sublet rent cannot exceed the rent under the main lease, and the subtenant\u2019s right ends when the main tenant\u2019s lease ends. Subletting without consent allows the landlord to terminate the lease.',
      questions: [
        'Can I sublet a room in the flat I rent?',
        'My tenant is subletting rooms without permission; can I evict him?',
      ],
    },
    sources: [
      { law: 'LAU', article: '8' },
      { law: 'LAU', article: '27' },
    ],
    keywords: ['realquilar', 'subalquilar', 'habitación', 'compañero de piso', 'subarriendo', 'permiso', 'meter a alguien a vivir', 'amigo', 'cobrar por una habitación', 'sin avisar al casero'],
  },
  {
    id: 'lau-muerte-inquilino-subrogacion',
    topic: 'lease',
    es: {
      title: 'Muerte del inquilino: quién puede seguir en el contrato',
      body:
        'Si el arrendatario fallece, pueden subrogarse en el contrato, por este orden: su cónyuge que conviviera con él; la pareja que conviviera con él de forma análoga al menos los dos años anteriores (o con hijos en común, sin plazo); los descendientes bajo su patria potestad o tutela o que hubieran convivido con él los dos años previos; los ascendientes y los hermanos que convivieran con él esos dos años; y otros parientes hasta el tercer grado colateral con discapacidad igual o superior al 65 % que convivieran con él los dos años anteriores. Si hay varios con derecho y no se ponen de acuerdo, se sigue ese orden, con preferencia de los padres septuagenarios sobre los descendientes. Si no hay nadie, el contrato se extingue. Quien quiera subrogarse debe notificarlo por escrito al arrendador dentro de los tres meses siguientes al fallecimiento; si no lo hace, el contrato también se extingue.',
      questions: [
        'Ha muerto mi madre, que era la inquilina, ¿puedo quedarme en el piso?',
        '¿Quién hereda el contrato de alquiler cuando muere el inquilino?',
      ],
    },
    en: {
      title: 'Death of the tenant: who may take over the lease',
      body:
        'If the tenant dies, the following may take over the lease, in this order: the spouse living with the tenant; a partner who lived with the tenant as a couple for at least the two previous years (or with children in common, with no minimum); descendants under the tenant\u2019s parental authority or guardianship or who had lived with the tenant for the two previous years; ascendants and siblings who lived with the tenant for those two years; and other relatives up to the third collateral degree with a disability of 65% or more who lived with the tenant for the two previous years. If several qualify and do not agree, that order applies, with parents aged over seventy preferred to descendants. If there is nobody, the lease ends. Whoever wishes to take over must notify the landlord in writing within three months of the death; otherwise the lease also ends.',
      questions: [
        'My mother, the tenant, has died; can I stay in the flat?',
        'Who takes over a lease when the tenant dies?',
      ],
    },
    sources: [{ law: 'LAU', article: '16' }],
    keywords: ['fallecimiento', 'muere', 'herencia del contrato', 'subrogación', 'viuda', 'hijos', 'pareja de hecho', 'padre', 'madre', 'seguir viviendo', 'quedarse en el piso', 'tres meses'],
  },
  {
    id: 'lau-muerte-inquilino-notificacion',
    topic: 'lease',
    es: {
      title: 'Plazo de tres meses para comunicar la subrogación por muerte',
      body:
        'Para continuar en el contrato tras la muerte del inquilino, el arrendador debe recibir en el plazo de tres meses desde el fallecimiento una notificación por escrito del hecho, con el certificado de defunción del Registro Civil, la identidad de quien se subroga y su parentesco con el fallecido, aportando un principio de prueba de que cumple los requisitos legales. Si en esos tres meses no se notifica, el arrendamiento se extingue. Quien se subroga responde también de las rentas que se devenguen desde entonces.',
      questions: [
        '¿Cuánto tiempo tengo para avisar al casero de que ha muerto el inquilino?',
        '¿Qué documentos hay que mandar para quedarse con el alquiler de un familiar fallecido?',
      ],
    },
    en: {
      title: 'Three-month deadline to notify succession on death',
      body:
        'To continue the lease after the tenant\u2019s death, the landlord must receive, within three months of the death, written notice of it, with the Civil Registry death certificate, the identity of the person taking over and his or her relationship to the deceased, plus prima facie evidence of meeting the legal requirements. If no notice is given within those three months, the lease ends. The person taking over is also liable for the rent falling due from then on.',
      questions: [
        'How long do I have to tell the landlord that the tenant has died?',
        'What documents must be sent to take over a deceased relative\u2019s lease?',
      ],
    },
    sources: [{ law: 'LAU', article: '16' }],
    keywords: ['tres meses', 'certificado de defunción', 'notificar', 'burofax', 'fallecido', 'subrogarse'],
  },
  {
    id: 'lau-muerte-inquilino-pacto-exclusion',
    topic: 'lease',
    es: {
      title: 'Exclusión pactada de la subrogación en contratos largos',
      body:
        'En los contratos de vivienda pactados por más de cinco años (siete si el arrendador es persona jurídica), las partes pueden acordar que no haya derecho de subrogación si el inquilino muere una vez transcurridos esos cinco o siete años, o que el arrendamiento se extinga al cumplirse ese plazo si la muerte se produjo antes. En contratos de duración igual o inferior, la subrogación del art. 16 no puede excluirse.',
      questions: [
        '¿Se puede poner en el contrato que si muere el inquilino se acaba el alquiler?',
        'Tengo un contrato de diez años, ¿pueden mis hijos seguir si fallezco?',
      ],
    },
    en: {
      title: 'Agreed exclusion of succession in long leases',
      body:
        'In residential leases agreed for more than five years (seven if the landlord is a legal person), the parties may agree that there is no right of succession if the tenant dies after those five or seven years, or that the lease ends when that period is reached if death occurred earlier. In leases of equal or shorter duration, succession under art. 16 cannot be excluded.',
      questions: [
        'Can the lease say that it ends if the tenant dies?',
        'I have a ten-year lease; can my children stay on if I die?',
      ],
    },
    sources: [{ law: 'LAU', article: '16' }],
    keywords: ['cláusula', 'fallecimiento', 'contrato largo', 'excluir subrogación', 'diez años'],
  },
  {
    id: 'lau-separacion-divorcio',
    topic: 'lease',
    es: {
      title: 'Divorcio o separación del inquilino',
      body:
        'En caso de separación judicial, divorcio o nulidad, el cónyuge que no firmó el contrato puede seguir usando la vivienda alquilada si el juez se la atribuye. Si la atribución es permanente o por un plazo superior al que le queda al contrato, pasa a ser el titular del arrendamiento. Debe comunicar al arrendador su voluntad de seguir en el plazo de dos meses desde que se le notificó la resolución judicial, acompañando copia de la parte que afecta al uso de la vivienda.',
      questions: [
        'Me divorcio y el contrato está a nombre de mi marido, ¿me puedo quedar en el piso?',
        '¿Qué pasa con el alquiler si el inquilino se separa?',
      ],
    },
    en: {
      title: 'Divorce or separation of the tenant',
      body:
        'On judicial separation, divorce or annulment, the spouse who did not sign the lease may keep using the let home if the court awards its use to him or her. If the award is permanent or for longer than the lease has left to run, that spouse becomes the tenant. He or she must tell the landlord of the wish to stay within two months of being notified of the court decision, attaching a copy of the part concerning use of the home.',
      questions: [
        'I am divorcing and the lease is in my husband\u2019s name; can I stay?',
        'What happens to the lease if the tenant separates?',
      ],
    },
    sources: [{ law: 'LAU', article: '15' }],
    keywords: ['divorcio', 'separación', 'ex marido', 'ex mujer', 'uso de la vivienda', 'dos meses', 'sentencia'],
  },
  {
    id: 'lau-venta-vivienda-alquilada',
    topic: 'lease',
    es: {
      title: 'Venta del piso alquilado: el comprador debe respetar el contrato',
      body:
        'Si el propietario vende la vivienda, el comprador se subroga en la posición del arrendador y debe respetar el contrato durante los cinco primeros años (siete si el vendedor era persona jurídica), aunque sea un tercero hipotecario protegido por el art. 34 de la Ley Hipotecaria. La venta no es, por tanto, causa para echar al inquilino en ese periodo. Además, el inquilino tiene derechos de tanteo y retracto para comprar la vivienda con preferencia (art. 25).',
      questions: [
        '¿Qué derechos tiene el inquilino si el propietario vende la vivienda?',
        'El casero ha vendido el piso, ¿me tengo que ir?',
        '¿El nuevo dueño tiene que respetar mi contrato de alquiler?',
      ],
    },
    en: {
      title: 'Sale of a let home: the buyer is bound by the lease',
      body:
        'If the owner sells the home, the buyer steps into the landlord\u2019s position and must honour the lease for the first five years (seven if the seller was a legal person), even if the buyer is a third party protected by article 34 of the Mortgage Law. A sale is therefore not a reason to evict the tenant during that period. In addition, the tenant has pre-emption and redemption rights (tanteo and retracto) to buy the home in preference (art. 25).',
      questions: [
        'What rights does a tenant have if the landlord sells the home?',
        'My landlord sold the flat; do I have to leave?',
      ],
    },
    sources: [
      { law: 'LAU', article: '14' },
      { law: 'LAU', article: '25' },
    ],
    keywords: ['vender', 'venta', 'nuevo propietario', 'comprador', 'nuevo dueño', 'me echan'],
  },
  {
    id: 'lau-venta-contrato-largo-indemnizacion',
    topic: 'lease',
    es: {
      title: 'Venta de vivienda con contrato de más de cinco años',
      body:
        'Si el contrato se pactó por más de cinco años (siete si el arrendador es persona jurídica), el comprador queda obligado por toda la duración pactada, salvo que reúna los requisitos del art. 34 de la Ley Hipotecaria (adquirente de buena fe, a título oneroso, que inscribe y confía en un Registro donde el arrendamiento no consta). En ese caso solo debe respetar el contrato hasta completar los cinco o siete años, y el vendedor debe indemnizar al inquilino con una mensualidad de renta por cada año que quedara del contrato por encima de ese plazo. Lo mismo ocurre si se pactó que la venta extinguiría el arrendamiento.',
      questions: [
        'Tengo un contrato de diez años y venden el piso, ¿lo tiene que respetar el comprador?',
        '¿Me deben indemnizar si el nuevo dueño no respeta mi contrato largo?',
      ],
    },
    en: {
      title: 'Sale of a home let for more than five years',
      body:
        'If the lease was agreed for more than five years (seven if the landlord is a legal person), the buyer is bound for the whole agreed term unless the buyer meets the requirements of article 34 of the Mortgage Law (good-faith buyer for value who registers, relying on a Registry where the lease does not appear). In that case the buyer need only honour the lease until five or seven years are completed, and the seller must compensate the tenant with one month\u2019s rent for each year of the lease remaining beyond that period. The same applies where it was agreed that a sale would end the lease.',
      questions: [
        'I have a ten-year lease and the flat is sold; must the buyer honour it?',
        'Am I owed compensation if the new owner does not honour my long lease?',
      ],
    },
    sources: [
      { law: 'LAU', article: '14' },
      { law: 'LH', article: '34' },
    ],
    keywords: ['contrato largo', 'registro', 'tercero hipotecario', 'indemnización', 'inscribir alquiler', 'venta'],
  },
  {
    id: 'lau-derecho-tanteo',
    topic: 'lease',
    es: {
      title: 'Derecho de tanteo del inquilino: 30 días naturales',
      body:
        'Si el arrendador decide vender la vivienda alquilada, debe notificar de forma fehaciente al inquilino su decisión de vender, el precio y las demás condiciones esenciales. Desde el día siguiente a esa notificación, el inquilino dispone de 30 días naturales para ejercer el tanteo, es decir, comprar la vivienda con preferencia por ese mismo precio y condiciones. Si no contesta en plazo, el arrendador puede vender a un tercero en esas condiciones; la notificación caduca a los 180 días naturales.',
      questions: [
        'El casero quiere vender el piso, ¿tengo preferencia para comprarlo?',
        '¿Cuánto tiempo tiene el inquilino para decidir si compra la vivienda?',
      ],
    },
    en: {
      title: 'Tenant\u2019s right of first refusal (tanteo): 30 calendar days',
      body:
        'If the landlord decides to sell the let home, he or she must give the tenant reliable notice of the decision to sell, the price and the other essential terms. From the day after that notice, the tenant has 30 calendar days to exercise the right of first refusal, that is, to buy the home in preference at that same price and on those terms. If the tenant does not answer in time, the landlord may sell to a third party on those terms; the notice expires after 180 calendar days.',
      questions: [
        'My landlord wants to sell the flat; do I have priority to buy it?',
        'How long does a tenant have to decide whether to buy the home?',
      ],
    },
    sources: [{ law: 'LAU', article: '25' }],
    keywords: ['tanteo', 'preferencia', 'comprar el piso', 'vender', 'treinta días', 'burofax', 'adquisición preferente'],
  },
  {
    id: 'lau-derecho-retracto',
    topic: 'lease',
    es: {
      title: 'Derecho de retracto del inquilino tras la venta',
      body:
        'Si el arrendador vende sin notificar al inquilino, si la notificación omitió algún requisito, o si la venta se hizo por un precio menor o en condiciones menos onerosas que las comunicadas, el inquilino puede ejercer el retracto: subrogarse en el lugar del comprador pagándole el precio y los gastos previstos en el art. 1518 CC. El plazo es de 30 días naturales desde que el comprador le notifica fehacientemente las condiciones de la venta entregándole copia de la escritura. Para inscribir la venta en el Registro de la Propiedad hay que justificar que se hicieron estas notificaciones.',
      questions: [
        'Han vendido mi piso sin decirme nada, ¿puedo quedármelo yo?',
        '¿Qué es el derecho de retracto del inquilino?',
      ],
    },
    en: {
      title: 'Tenant\u2019s right of redemption (retracto) after the sale',
      body:
        'If the landlord sells without notifying the tenant, if the notice left out any requirement, or if the sale was made at a lower price or on less onerous terms than those notified, the tenant may exercise the right of redemption: taking the buyer\u2019s place by paying the price and the costs set out in art. 1518 CC. The deadline is 30 calendar days from the buyer\u2019s reliable notice of the terms of the sale with a copy of the deed. To register the sale in the Land Registry, it must be shown that these notices were given.',
      questions: [
        'My flat was sold without telling me; can I take it over?',
        'What is the tenant\u2019s right of redemption (retracto)?',
      ],
    },
    sources: [
      { law: 'LAU', article: '25' },
      { law: 'CC', article: '1518' },
    ],
    keywords: ['retracto', 'vendido sin avisar', 'escritura', 'comprar', 'treinta días', 'adquisición preferente'],
  },
  {
    id: 'lau-renuncia-tanteo-retracto',
    topic: 'lease',
    es: {
      title: 'Renuncia al tanteo y retracto en el contrato',
      body:
        'Las partes pueden pactar en el contrato que el inquilino renuncia a su derecho de adquisición preferente (tanteo y retracto). Desde la reforma de la Ley 4/2013 esa renuncia no depende de la duración del contrato (antes solo se admitía en contratos de más de cinco años). Si se ha pactado la renuncia, el arrendador debe comunicar al inquilino su intención de vender con al menos 30 días de antelación a la firma de la compraventa. Es una cláusula frecuente que conviene revisar antes de firmar.',
      questions: [
        '¿Es válida la cláusula de renuncia al derecho de tanteo en el contrato de alquiler?',
        'Renuncié al tanteo, ¿me tienen que avisar si venden el piso?',
      ],
    },
    en: {
      title: 'Waiver of tanteo and retracto in the lease',
      body:
        'The parties may agree in the lease that the tenant waives the right of preferential acquisition (tanteo and retracto). Since the Ley 4/2013 reform the waiver does not depend on the length of the lease (before, it was only allowed in leases over five years). Where a waiver has been agreed, the landlord must tell the tenant of the intention to sell at least 30 days before the sale is signed. It is a common clause worth checking before signing.',
      questions: [
        'Is a clause waiving the right of first refusal in a lease valid?',
        'I waived first refusal; must they tell me if the flat is sold?',
      ],
    },
    sources: [{ law: 'LAU', article: '25' }],
    keywords: ['renuncia', 'tanteo', 'retracto', 'cláusula', 'avisar venta', 'treinta días'],
  },
  {
    id: 'lau-tanteo-excepciones-preferencia',
    topic: 'lease',
    es: {
      title: 'Cuándo no hay tanteo ni retracto y preferencia frente a otros',
      body:
        'El inquilino no tiene tanteo ni retracto cuando su vivienda se vende junto con todas las demás viviendas y locales que el arrendador tiene en el mismo inmueble, ni cuando los distintos propietarios venden a un mismo comprador la totalidad de pisos y locales del edificio. Cuando sí existe, el derecho del inquilino prevalece sobre cualquier otro derecho similar, salvo el retracto del copropietario de la vivienda y el retracto convencional inscrito en el Registro antes de firmarse el arrendamiento. El derecho nace con la compraventa; no lo tiene el inquilino frente a donaciones, herencias o aportaciones a sociedad.',
      questions: [
        'Venden todo el edificio, ¿tengo derecho de tanteo sobre mi piso?',
        'Si el piso se vende a un copropietario, ¿puedo ejercer el retracto?',
      ],
    },
    en: {
      title: 'When there is no tanteo or retracto, and priority over others',
      body:
        'The tenant has no pre-emption or redemption right when the home is sold together with all the other homes and premises the landlord owns in the same building, or when the various owners sell all the flats and premises of the building to a single buyer. Where the right does exist, it prevails over any similar right, except the redemption right of a co-owner of the home and a contractual redemption right registered before the lease was signed. The right arises on a sale; the tenant has no such right on gifts, inheritances or contributions to a company.',
      questions: [
        'The whole building is being sold; do I have first refusal on my flat?',
        'If the flat is sold to a co-owner, can I exercise redemption?',
      ],
    },
    sources: [{ law: 'LAU', article: '25' }],
    keywords: ['edificio entero', 'venta en bloque', 'fondo', 'copropietario', 'tanteo', 'excepciones'],
  },
  {
    id: 'cc-herencia-arrendador',
    topic: 'lease',
    es: {
      title: 'Muerte del arrendador: los herederos siguen obligados',
      body:
        'La muerte del propietario no pone fin al arrendamiento. Sus herederos le suceden en todos sus derechos y obligaciones, también en la posición de arrendador, y deben respetar el contrato con su duración, prórrogas y condiciones. El inquilino debe seguir pagando la renta; mientras la herencia no se reparte, lo razonable es pagar a quien administre la herencia o consignar la renta si hay dudas sobre a quién pagar.',
      questions: [
        'Ha muerto el dueño del piso que alquilo, ¿se acaba mi contrato?',
        '¿A quién pago el alquiler si el casero ha fallecido?',
      ],
    },
    en: {
      title: 'Death of the landlord: the heirs remain bound',
      body:
        'The owner\u2019s death does not end the lease. The heirs succeed to all the deceased\u2019s rights and obligations, including the position of landlord, and must honour the lease with its term, extensions and conditions. The tenant must keep paying rent; until the estate is divided, the sensible course is to pay whoever administers the estate or to deposit the rent with the court if it is unclear whom to pay.',
      questions: [
        'The owner of the flat I rent has died; does my lease end?',
        'Whom do I pay rent to if the landlord has died?',
      ],
    },
    sources: [
      { law: 'CC', article: '661' },
      { law: 'CC', article: '1257' },
    ],
    keywords: ['herederos', 'fallecido', 'muere el casero', 'herencia', 'a quién pago', 'consignar'],
  },
];

/** Termination for breach and the eviction procedure (LEC). */
const terminationEntries: KnowledgeEntry[] = [
  {
    id: 'lau-causas-resolucion-arrendador',
    topic: 'lease',
    es: {
      title: 'Causas por las que el arrendador puede resolver el contrato',
      body:
        'Además de poder exigir el cumplimiento o resolver por cualquier incumplimiento (art. 1124 CC), el arrendador puede resolver de pleno derecho el contrato de vivienda por estas causas: impago de la renta o de cantidades asumidas por el inquilino; impago de la fianza o de su actualización; subarriendo o cesión no consentidos; daños dolosos en la vivienda u obras no consentidas; actividades molestas, insalubres, nocivas, peligrosas o ilícitas en la vivienda; y que la vivienda deje de destinarse principalmente a satisfacer la necesidad permanente de vivienda del inquilino o de quien ocupe su lugar. En la práctica la causa más frecuente es el impago, que se hace valer mediante el juicio verbal de desahucio.',
      questions: [
        '¿Por qué motivos puede el casero echar al inquilino?',
        '¿Cuáles son las causas de resolución de un contrato de alquiler?',
      ],
    },
    en: {
      title: 'Grounds on which the landlord may terminate the lease',
      body:
        'Besides being able to demand performance or terminate for any breach (art. 1124 CC), the landlord may terminate a residential lease for these grounds: non-payment of rent or of amounts the tenant assumed; non-payment of the deposit or its update; unauthorised sublet or assignment; malicious damage to the home or unauthorised works; nuisance, unhealthy, harmful, dangerous or unlawful activities in the home; and the home ceasing to serve mainly as the permanent residence of the tenant or whoever took the tenant\u2019s place. In practice the most common ground is non-payment, enforced through the verbal eviction trial.',
      questions: [
        'On what grounds can a landlord evict a tenant in Spain?',
        'What are the grounds for terminating a lease?',
      ],
    },
    sources: [
      { law: 'LAU', article: '27' },
      { law: 'CC', article: '1124' },
    ],
    keywords: ['echar al inquilino', 'rescindir', 'incumplimiento', 'motivos', 'resolver', 'desahucio'],
  },
  {
    id: 'lau-impago-renta',
    topic: 'lease',
    es: {
      title: 'Impago del alquiler: basta una mensualidad',
      body:
        'La falta de pago de la renta, o de cualquier cantidad cuyo pago haya asumido el inquilino (comunidad, IBI o suministros pactados), permite al arrendador resolver el contrato y promover el desahucio. No hace falta acumular varios meses: un solo impago es causa suficiente, aunque el inquilino puede, una sola vez, evitar el desahucio pagando todo lo debido antes de la vista (enervación). Los retrasos reiterados también pueden justificar la resolución.',
      questions: [
        '¿Cuántos meses tiene que deber el inquilino para poder desahuciarle?',
        'Mi inquilino no me paga el alquiler, ¿qué puedo hacer?',
      ],
    },
    en: {
      title: 'Non-payment of rent: one month is enough',
      body:
        'Failure to pay the rent, or any amount the tenant has agreed to pay (community fees, IBI or agreed utilities), allows the landlord to terminate the lease and bring eviction proceedings. Several months of arrears are not needed: a single missed payment is sufficient ground, although the tenant may, once only, stop the eviction by paying everything owed before the hearing (enervación). Repeated late payment may also justify termination.',
      questions: [
        'How many months must a tenant owe before eviction?',
        'My tenant is not paying rent; what can I do?',
      ],
    },
    sources: [
      { law: 'LAU', article: '27' },
      { law: 'LEC', article: '22' },
    ],
    keywords: ['no paga', 'moroso', 'impago', 'deuda', 'desahuciar', 'un mes', 'inquilino moroso'],
  },
  {
    id: 'lau-causas-resolucion-inquilino',
    topic: 'lease',
    es: {
      title: 'Causas por las que el inquilino puede resolver el contrato',
      body:
        'El arrendatario puede resolver el contrato si el arrendador no realiza las reparaciones necesarias para conservar la vivienda habitable (art. 21) o si le perturba de hecho o de derecho en el uso de la vivienda (por ejemplo, entrando sin permiso, cortando suministros o impidiéndole el acceso). Alternativamente, puede exigir el cumplimiento y reclamar los daños y perjuicios sufridos, conforme al art. 1124 CC.',
      questions: [
        'El casero no arregla nada, ¿puedo irme sin pagar indemnización?',
        '¿Cuándo puede el inquilino romper el contrato por culpa del propietario?',
      ],
    },
    en: {
      title: 'Grounds on which the tenant may terminate the lease',
      body:
        'The tenant may terminate the lease if the landlord fails to carry out the repairs needed to keep the home habitable (art. 21) or disturbs the tenant, in fact or in law, in the use of the home (for example, entering without permission, cutting off utilities or blocking access). Alternatively, the tenant may demand performance and claim damages under art. 1124 CC.',
      questions: [
        'My landlord never fixes anything; can I leave without compensation?',
        'When can a tenant end the lease because of the landlord\u2019s fault?',
      ],
    },
    sources: [
      { law: 'LAU', article: '27' },
      { law: 'CC', article: '1124' },
    ],
    keywords: ['incumplimiento del casero', 'no arregla', 'perturbación', 'resolver', 'irme', 'acoso'],
  },
  {
    id: 'lau-actividades-molestas',
    topic: 'lease',
    es: {
      title: 'Ruidos y actividades molestas o ilícitas del inquilino',
      body:
        'Que en la vivienda se desarrollen actividades molestas, insalubres, nocivas, peligrosas o ilícitas es causa de resolución del contrato a instancia del arrendador. Suelen invocarse por ruidos reiterados, fiestas, acumulación de basura, cultivo o venta de drogas o alquiler turístico encubierto. Además, la comunidad de propietarios puede ejercer la acción de cesación de la Ley de Propiedad Horizontal, que puede acabar con la privación del uso de la vivienda y la extinción del arrendamiento.',
      questions: [
        'Mi inquilino hace fiestas y los vecinos se quejan, ¿puedo rescindir el contrato?',
        '¿Se puede echar a un inquilino por ruidos?',
      ],
    },
    en: {
      title: 'Noise and nuisance or unlawful activities by the tenant',
      body:
        'Nuisance, unhealthy, harmful, dangerous or unlawful activities in the home are grounds for the landlord to terminate the lease. They are typically relied on for repeated noise, parties, accumulated rubbish, growing or dealing drugs or covert tourist letting. In addition, the owners\u2019 community may bring the cessation action under the Horizontal Property Law, which may end with the loss of use of the home and the termination of the lease.',
      questions: [
        'My tenant throws parties and neighbours complain; can I end the lease?',
        'Can a tenant be evicted for noise?',
      ],
    },
    sources: [
      { law: 'LAU', article: '27' },
      { law: 'LPH', article: '7' },
    ],
    keywords: ['ruidos', 'fiestas', 'vecinos', 'molestias', 'drogas', 'convivencia', 'quejas'],
  },
  {
    id: 'lau-resolucion-pleno-derecho-inscrito',
    topic: 'lease',
    es: {
      title: 'Resolución automática por impago en contratos inscritos',
      body:
        'Si el arrendamiento está inscrito en el Registro de la Propiedad y el contrato prevé que se resolverá por falta de pago con restitución inmediata de la vivienda, la resolución se produce de pleno derecho cuando el arrendador requiere judicial o notarialmente al inquilino en el domicilio designado en la inscripción y este no contesta en los diez días hábiles siguientes o contesta aceptando la resolución. El arrendador debe devolver las cantidades que hubiera recibido como garantía. Con el título de requerimiento y la inscripción puede cancelarse el arrendamiento en el Registro.',
      questions: [
        '¿Sirve de algo inscribir el contrato de alquiler en el Registro si el inquilino no paga?',
        '¿Qué es la resolución de pleno derecho del alquiler?',
      ],
    },
    en: {
      title: 'Automatic termination for non-payment in registered leases',
      body:
        'If the lease is registered in the Land Registry and the contract provides that it will end for non-payment with immediate return of the home, termination takes effect by operation of law when the landlord serves a judicial or notarial demand on the tenant at the address given in the registration and the tenant does not reply within the following ten working days or replies accepting termination. The landlord must return any sums received as guarantee. With the demand and the registration the lease can be cancelled in the Registry.',
      questions: [
        'Is it worth registering the lease if the tenant does not pay?',
        'What is termination by operation of law of a lease?',
      ],
    },
    sources: [{ law: 'LAU', article: '27' }],
    keywords: ['registro', 'inscrito', 'diez días', 'notario', 'requerimiento', 'pleno derecho'],
  },
  {
    id: 'lec-juicio-desahucio',
    topic: 'procedure',
    es: {
      title: 'El juicio de desahucio: juicio verbal',
      body:
        'Las demandas para recuperar una vivienda arrendada por falta de pago de la renta o cantidades debidas, o por expiración del plazo legal o contractual, se tramitan por juicio verbal, cualquiera que sea su cuantía (art. 250.1.1º LEC). La demanda de desahucio por impago puede acumular la reclamación de las rentas y cantidades debidas. Lo presenta el propietario, usufructuario o quien tenga derecho a poseer la vivienda, con abogado y procurador, ante el juzgado de primera instancia del lugar donde está la vivienda.',
      questions: [
        '¿Qué procedimiento hay que seguir para desahuciar a un inquilino?',
        '¿Qué tipo de juicio es el desahucio por impago?',
      ],
    },
    en: {
      title: 'The eviction trial: a verbal (summary) trial',
      body:
        'Claims to recover a let home for non-payment of rent or amounts due, or because the legal or contractual term has expired, are heard in a verbal trial whatever the amount (art. 250.1.1º LEC). An eviction claim for non-payment may be joined with the claim for the rent and amounts owed. It is brought by the owner, usufructuary or whoever is entitled to possess the home, with a lawyer and court agent (procurador), before the first-instance court where the home is located.',
      questions: [
        'What procedure must be followed to evict a tenant in Spain?',
        'What kind of trial is an eviction for non-payment?',
      ],
    },
    sources: [
      { law: 'LEC', article: '250' },
      { law: 'LEC', article: '437' },
    ],
    keywords: ['desahucio', 'demanda', 'juicio', 'echar al inquilino', 'juzgado', 'abogado', 'procurador'],
  },
  {
    id: 'lec-requerimiento-diez-dias',
    topic: 'procedure',
    es: {
      title: 'Requerimiento al inquilino: diez días para pagar, irse u oponerse',
      body:
        'Admitida la demanda de desahucio por impago, el Letrado de la Administración de Justicia requiere al inquilino para que en diez días desaloje la vivienda, pague lo reclamado (o lo consigne para enervar) o comparezca y se oponga explicando por qué no debe. El requerimiento fija ya la fecha de la vista, si hubiera oposición, y la fecha y hora del lanzamiento. Si el inquilino no hace nada, el Letrado dicta decreto poniendo fin al juicio y se procede al lanzamiento en la fecha señalada.',
      questions: [
        'Me ha llegado una demanda de desahucio, ¿cuánto tiempo tengo para responder?',
        '¿Qué pasa si el inquilino no contesta a la demanda de desahucio?',
      ],
    },
    en: {
      title: 'Demand to the tenant: ten days to pay, leave or oppose',
      body:
        'Once the eviction claim for non-payment is admitted, the court clerk (Letrado de la Administración de Justicia) requires the tenant, within ten days, to vacate the home, pay the amount claimed (or deposit it to stop the eviction) or appear and oppose, explaining why it is not owed. The demand already sets the hearing date, in case of opposition, and the date and time of the eviction. If the tenant does nothing, the clerk issues a decree ending the trial and the eviction takes place on the date set.',
      questions: [
        'I have received an eviction claim; how long do I have to respond?',
        'What happens if the tenant does not answer the eviction claim?',
      ],
    },
    sources: [{ law: 'LEC', article: '440' }],
    keywords: ['diez días', 'requerimiento', 'lanzamiento', 'oponerse', 'fecha', 'vista', 'notificación'],
  },
  {
    id: 'lec-enervacion-desahucio',
    topic: 'procedure',
    es: {
      title: 'Enervar el desahucio: pagar todo antes de la vista, una sola vez',
      body:
        'El inquilino demandado por impago puede detener el desahucio si, antes de la vista, paga al arrendador o consigna en el juzgado o ante notario todas las cantidades reclamadas en la demanda y las que deba en el momento del pago. El proceso termina entonces por decreto y el contrato continúa, aunque el inquilino suele ser condenado en costas. La enervación no es posible si el inquilino ya enervó un desahucio anterior (salvo que el impago se debiera al arrendador), ni si el arrendador le requirió de pago de forma fehaciente al menos 30 días antes de presentar la demanda y no pagó.',
      questions: [
        '¿Se puede parar un desahucio pagando la deuda?',
        '¿Cuántas veces puede el inquilino evitar el desahucio pagando?',
        '¿Qué es la enervación de la acción de desahucio?',
      ],
    },
    en: {
      title: 'Stopping the eviction by paying (enervación): before the hearing, once only',
      body:
        'A tenant sued for non-payment may stop the eviction if, before the hearing, he or she pays the landlord, or deposits with the court or a notary, all amounts claimed in the suit plus those owed at the time of payment. The proceedings then end by decree and the lease continues, although the tenant is usually ordered to pay costs. Enervación is not available if the tenant already used it in an earlier eviction (unless the non-payment was the landlord\u2019s fault), or if the landlord made a reliable demand for payment at least 30 days before filing and the tenant had not paid.',
      questions: [
        'Can an eviction be stopped by paying the debt?',
        'How many times can a tenant avoid eviction by paying?',
      ],
    },
    sources: [{ law: 'LEC', article: '22' }],
    keywords: ['enervar', 'enervación', 'pagar la deuda', 'parar el desahucio', 'segunda vez', 'consignar'],
  },
  {
    id: 'lec-requerimiento-previo-pago',
    topic: 'procedure',
    es: {
      title: 'Requerimiento de pago previo para impedir la enervación',
      body:
        'Si el arrendador quiere evitar que el inquilino pare el desahucio pagando en el último momento, debe requerirle de pago por un medio fehaciente (burofax con certificación de texto y acuse, requerimiento notarial) con al menos 30 días de antelación a presentar la demanda. Si al presentar la demanda la deuda requerida sigue sin pagarse, el inquilino ya no podrá enervar. Conviene que el requerimiento identifique claramente las rentas adeudadas y advierta de las consecuencias.',
      questions: [
        '¿Cómo evito que el inquilino pague a última hora y pare el desahucio?',
        '¿Hace falta mandar un burofax antes de la demanda de desahucio?',
      ],
    },
    en: {
      title: 'Prior payment demand to block enervación',
      body:
        'If the landlord wants to prevent the tenant from stopping the eviction by paying at the last minute, the landlord must make a demand for payment by a reliable method (burofax with text certification and acknowledgement, notarial demand) at least 30 days before filing the claim. If the demanded debt is still unpaid when the claim is filed, the tenant can no longer use enervación. The demand should clearly identify the rent owed and warn of the consequences.',
      questions: [
        'How do I stop a tenant from paying at the last minute to halt eviction?',
        'Do I need to send a burofax before an eviction claim?',
      ],
    },
    sources: [{ law: 'LEC', article: '22' }],
    keywords: ['burofax', 'requerimiento', 'treinta días', 'antes de demandar', 'notario', 'enervación'],
  },
  {
    id: 'lec-vulnerabilidad-suspension-desahucio',
    topic: 'procedure',
    es: {
      title: 'Vulnerabilidad del inquilino y suspensión del desahucio',
      body:
        'Tras la Ley 12/2023, en los desahucios de vivienda el juzgado comunica de oficio el procedimiento a los servicios sociales, que evalúan si el hogar está en situación de vulnerabilidad. Si la aprecian, el procedimiento se suspende para que adopten medidas: hasta dos meses si el demandante es persona física y hasta cuatro meses si es persona jurídica. Además, la suspensión extraordinaria de lanzamientos para hogares vulnerables del RDL 11/2020 ha sido prorrogada en varias ocasiones, por lo que debe comprobarse si está vigente en cada momento.',
      questions: [
        '¿Se puede suspender un desahucio si el inquilino es vulnerable?',
        '¿Cuánto tiempo se para un desahucio si intervienen los servicios sociales?',
      ],
    },
    en: {
      title: 'Tenant vulnerability and suspension of the eviction',
      body:
        'After Ley 12/2023, in evictions from homes the court automatically notifies social services, which assess whether the household is vulnerable. If they find it is, the proceedings are suspended so that they can take measures: up to two months if the claimant is a natural person and up to four months if it is a legal person. In addition, the extraordinary suspension of evictions for vulnerable households under RDL 11/2020 has been extended several times, so whether it is in force must be checked at any given moment.',
      questions: [
        'Can an eviction be suspended if the tenant is vulnerable?',
        'How long is an eviction paused when social services step in?',
      ],
    },
    sources: [
      { law: 'LEC', article: '441' },
      { law: 'RDL 11/2020', article: '1' },
    ],
    keywords: ['vulnerable', 'servicios sociales', 'suspensión', 'niños', 'paralizar desahucio', 'moratoria', 'escudo social'],
  },
  {
    id: 'lec-demanda-desahucio-gran-tenedor',
    topic: 'procedure',
    es: {
      title: 'Requisitos de la demanda de desahucio tras la Ley 12/2023',
      body:
        'Desde la Ley 12/2023, no se admiten las demandas para recuperar una vivienda si no indican si el inmueble es la vivienda habitual del ocupante y si el demandante es o no gran tenedor. Si el demandante es gran tenedor y la vivienda es habitual del ocupante, debe acreditar además si el ocupante está en situación de vulnerabilidad económica (con documento de los servicios sociales o de vivienda) y, si lo está, que se ha sometido antes al procedimiento de conciliación o intermediación que establezcan las administraciones. Sin estos requisitos la demanda se inadmite.',
      questions: [
        '¿Qué tiene que incluir una demanda de desahucio de un gran tenedor?',
        '¿Hay que acreditar la vulnerabilidad del inquilino antes de demandar?',
      ],
    },
    en: {
      title: 'Requirements for an eviction claim after Ley 12/2023',
      body:
        'Since Ley 12/2023, claims to recover a home are not admitted unless they state whether the property is the occupant\u2019s habitual residence and whether the claimant is a large holder. If the claimant is a large holder and the home is the occupant\u2019s habitual residence, the claimant must also show whether the occupant is economically vulnerable (with a document from social or housing services) and, if so, that the claimant first went through the conciliation or mediation procedure set up by the authorities. Without these requirements the claim is not admitted.',
      questions: [
        'What must an eviction claim by a large holder include?',
        'Must the tenant\u2019s vulnerability be proven before suing?',
      ],
    },
    sources: [
      { law: 'LEC', article: '439' },
      { law: 'Ley 12/2023', article: '3' },
    ],
    keywords: ['gran tenedor', 'demanda', 'inadmisión', 'vulnerabilidad', 'conciliación', 'intermediación'],
  },
  {
    id: 'lec-lanzamiento-ejecucion',
    topic: 'procedure',
    es: {
      title: 'Lanzamiento: ejecución del desahucio',
      body:
        'Si el inquilino no paga, no se opone o pierde el juicio, el desahucio se ejecuta mediante el lanzamiento: la comisión judicial acude a la vivienda en la fecha fijada y entrega la posesión al arrendador, con auxilio policial si es necesario. En los desahucios, la fecha del lanzamiento suele quedar ya señalada desde el requerimiento inicial, y la petición de ejecución de la sentencia puede limitarse a solicitar que se despache. Los bienes que el inquilino deje se tratan como abandonados si no los retira en el plazo que se le dé.',
      questions: [
        '¿Qué es el lanzamiento en un desahucio?',
        '¿Cuánto tarda en hacerse efectivo un desahucio?',
      ],
    },
    en: {
      title: 'Lanzamiento: enforcing the eviction',
      body:
        'If the tenant does not pay, does not oppose or loses the trial, the eviction is enforced by lanzamiento: the court officials attend the home on the date set and hand possession to the landlord, with police assistance if needed. In evictions the date is usually set from the initial demand, and the request to enforce the judgment may simply ask for enforcement to be ordered. Belongings the tenant leaves behind are treated as abandoned if not removed within the time allowed.',
      questions: [
        'What is the lanzamiento in an eviction?',
        'How long does it take for an eviction to be carried out?',
      ],
    },
    sources: [
      { law: 'LEC', article: '549' },
      { law: 'LEC', article: '703' },
      { law: 'LEC', article: '440' },
    ],
    keywords: ['lanzamiento', 'policía', 'comisión judicial', 'ejecución', 'fecha', 'echar', 'cerrajero'],
  },
  {
    id: 'lec-condena-rentas-futuras',
    topic: 'procedure',
    es: {
      title: 'Reclamar también las rentas que se devenguen durante el juicio',
      body:
        'Cuando la reclamación de rentas se acumula al desahucio, el arrendador puede pedir expresamente en la demanda que la sentencia condene también a pagar las rentas que venzan después de presentarla y hasta la entrega efectiva de la vivienda. En ese caso basta después con acreditar la cuantía de esas rentas para ejecutarlas, sin necesidad de un nuevo juicio.',
      questions: [
        'Mientras dura el desahucio se siguen acumulando meses sin pagar, ¿puedo reclamarlos?',
        '¿La sentencia de desahucio incluye las rentas que se deben hasta que se va el inquilino?',
      ],
    },
    en: {
      title: 'Claiming the rent falling due during the trial too',
      body:
        'When the rent claim is joined to the eviction, the landlord may expressly ask in the claim that the judgment also order payment of the rent falling due after filing and until the home is actually handed back. The landlord then only has to prove the amount of that rent to enforce it, with no need for a new trial.',
      questions: [
        'More months go unpaid while the eviction runs; can I claim them?',
        'Does the eviction judgment cover rent owed until the tenant leaves?',
      ],
    },
    sources: [
      { law: 'LEC', article: '220' },
      { law: 'LEC', article: '437' },
    ],
    keywords: ['rentas futuras', 'meses pendientes', 'deuda', 'sentencia', 'acumular'],
  },
  {
    id: 'lec-desahucio-cosa-juzgada',
    topic: 'procedure',
    es: {
      title: 'La sentencia de desahucio no produce cosa juzgada',
      body:
        'Las sentencias que resuelven un desahucio por impago de la renta no producen efecto de cosa juzgada, porque el juicio verbal de desahucio tiene un contenido limitado (el inquilino solo puede alegar el pago o las circunstancias de la enervación). Por eso, las cuestiones que no se pudieron discutir, como la validez del contrato o la existencia de otras deudas cruzadas, pueden plantearse después en un juicio ordinario.',
      questions: [
        'Perdí el juicio de desahucio, ¿puedo reclamar después por otra vía?',
        '¿Qué se puede alegar en un juicio de desahucio por impago?',
      ],
    },
    en: {
      title: 'An eviction judgment is not res judicata',
      body:
        'Judgments in evictions for non-payment of rent do not have res judicata effect, because the verbal eviction trial is limited in scope (the tenant can only plead payment or the circumstances relevant to enervación). Therefore, issues that could not be argued, such as the validity of the contract or other cross-debts, can be raised later in ordinary proceedings.',
      questions: [
        'I lost the eviction trial; can I bring a claim another way later?',
        'What defences can be raised in an eviction for non-payment?',
      ],
    },
    sources: [
      { law: 'LEC', article: '447' },
      { law: 'LEC', article: '444' },
    ],
    keywords: ['cosa juzgada', 'oposición', 'defensa', 'alegar', 'juicio ordinario'],
  },
  {
    id: 'lec-desahucio-expiracion-plazo',
    topic: 'procedure',
    es: {
      title: 'Desahucio por terminación del contrato',
      body:
        'Si el contrato ha terminado (por ejemplo, tras el preaviso del arrendador de cuatro meses al final de las prórrogas) y el inquilino no se va, el arrendador puede presentar una demanda de desahucio por expiración del plazo, que también se tramita por juicio verbal. Aquí no cabe la enervación, porque no se trata de una deuda. Antes de demandar conviene comprobar que el contrato realmente ha terminado, incluidas las prórrogas obligatoria, tácita y, en su caso, extraordinarias.',
      questions: [
        'Se ha acabado el contrato y el inquilino no se quiere ir, ¿qué hago?',
        '¿Se puede desahuciar a un inquilino que paga pero cuyo contrato ha vencido?',
      ],
    },
    en: {
      title: 'Eviction because the lease has ended',
      body:
        'If the lease has ended (for example, after the landlord\u2019s four-month notice at the end of the extensions) and the tenant does not leave, the landlord may bring an eviction claim for expiry of term, also heard as a verbal trial. Enervación is not available here, because no debt is involved. Before suing it is worth checking that the lease has really ended, including the compulsory, tacit and any extraordinary extensions.',
      questions: [
        'The lease is over and the tenant will not leave; what do I do?',
        'Can a tenant who pays be evicted once the lease has expired?',
      ],
    },
    sources: [
      { law: 'LEC', article: '250' },
      { law: 'LAU', article: '10' },
    ],
    keywords: ['fin de contrato', 'no se va', 'expiración', 'precario', 'vencido', 'desahucio'],
  },
  {
    id: 'lec-reclamacion-rentas-monitorio',
    topic: 'procedure',
    es: {
      title: 'Reclamar rentas o la fianza sin desahucio: monitorio',
      body:
        'Si el inquilino ya se ha ido dejando rentas o suministros impagados, o si es el inquilino quien reclama la fianza, la vía habitual es el proceso monitorio, que sirve para deudas dinerarias vencidas y exigibles documentadas (contrato, recibos, burofax). Para presentar la petición inicial no hace falta abogado ni procurador, cualquiera que sea la cuantía. Si el deudor no paga ni se opone en veinte días, se despacha ejecución; si se opone, el asunto pasa a juicio verbal u ordinario según la cuantía.',
      questions: [
        'El inquilino se fue debiendo tres meses, ¿cómo se lo reclamo?',
        '¿Necesito abogado para reclamar la fianza?',
      ],
    },
    en: {
      title: 'Claiming rent or the deposit without eviction: order for payment',
      body:
        'If the tenant has already left owing rent or utilities, or if it is the tenant claiming the deposit, the usual route is the order-for-payment procedure (monitorio), used for documented debts that are due and payable (contract, receipts, burofax). No lawyer or court agent is needed to file the initial application, whatever the amount. If the debtor neither pays nor opposes within twenty days, enforcement is ordered; if the debtor opposes, the case moves to a verbal or ordinary trial depending on the amount.',
      questions: [
        'The tenant left owing three months; how do I claim it?',
        'Do I need a lawyer to claim back my deposit?',
      ],
    },
    sources: [
      { law: 'LEC', article: '812' },
      { law: 'LEC', article: '814' },
      { law: 'LEC', article: '815' },
    ],
    keywords: ['reclamar', 'monitorio', 'deuda', 'sin abogado', 'se fue debiendo', 'fianza'],
  },
  {
    id: 'cc-prescripcion-rentas',
    topic: 'lease',
    es: {
      title: 'Plazo para reclamar rentas impagadas: cinco años',
      body:
        'La acción para exigir el pago de las rentas de un arrendamiento, de fincas urbanas o rústicas, prescribe a los cinco años. El plazo se cuenta para cada mensualidad desde que pudo exigirse y se interrumpe con una reclamación judicial, una reclamación extrajudicial del acreedor (por ejemplo, un burofax) o el reconocimiento de la deuda por el deudor.',
      questions: [
        '¿Cuántos años tengo para reclamar al inquilino alquileres que no pagó?',
        '¿Prescriben las deudas de alquiler?',
      ],
    },
    en: {
      title: 'Time limit to claim unpaid rent: five years',
      body:
        'The action to demand payment of rent under a lease, of urban or rural property, is time-barred after five years. The period runs for each monthly payment from when it could be demanded and is interrupted by a court claim, an out-of-court claim by the creditor (for example, a burofax) or acknowledgement of the debt by the debtor.',
      questions: [
        'How many years do I have to claim unpaid rent from a tenant?',
        'Do rent debts expire?',
      ],
    },
    sources: [
      { law: 'CC', article: '1966' },
      { law: 'CC', article: '1973' },
    ],
    keywords: ['prescripción', 'cinco años', 'deuda antigua', 'reclamar', 'plazo'],
  },
  {
    id: 'lau-entrega-llaves-fin-contrato',
    topic: 'lease',
    es: {
      title: 'Entrega de llaves al terminar el contrato',
      body:
        'El contrato no termina de forma efectiva para el inquilino hasta que devuelve la posesión, normalmente entregando las llaves al arrendador. Hasta ese momento sigue debiendo la renta, y desde esa fecha corre el plazo de un mes para devolver la fianza. Si el arrendador se niega a recibir las llaves, el inquilino puede ofrecérselas de forma fehaciente o consignarlas en el juzgado o ante notario para dejar constancia de la entrega. Conviene firmar un documento de entrega con el estado de la vivienda y las lecturas de contadores.',
      questions: [
        'El casero no quiere recoger las llaves, ¿sigo pagando el alquiler?',
        '¿Cómo demuestro que he devuelto el piso?',
      ],
    },
    en: {
      title: 'Returning the keys at the end of the lease',
      body:
        'For the tenant, the lease does not effectively end until possession is returned, usually by handing the keys to the landlord. Rent remains payable until then, and the one-month period for returning the deposit runs from that date. If the landlord refuses to take the keys, the tenant may offer them in a provable way or deposit them with the court or a notary to record the handover. It is advisable to sign a handover document recording the condition of the home and the meter readings.',
      questions: [
        'My landlord will not collect the keys; do I keep paying rent?',
        'How do I prove I handed the flat back?',
      ],
    },
    sources: [
      { law: 'LAU', article: '36' },
      { law: 'CC', article: '1561' },
    ],
    keywords: ['llaves', 'devolver el piso', 'entrega', 'acta', 'notario', 'contadores', 'salida'],
  },
];

/** Scope, types of lease, form, sources of law, transitional regimes and Código Civil rules. */
const scopeEntries: KnowledgeEntry[] = [
  {
    id: 'lau-concepto-arrendamiento-vivienda',
    topic: 'lease',
    es: {
      title: 'Qué es un arrendamiento de vivienda según la LAU',
      body:
        'Es arrendamiento de vivienda el que recae sobre una edificación habitable cuyo destino principal es satisfacer la necesidad permanente de vivienda del inquilino. Incluye, salvo pacto en contrario, el mobiliario, los trasteros, las plazas de garaje y demás dependencias o espacios que el mismo arrendador alquile junto con la vivienda. Si la finalidad no es vivir de forma permanente (una segunda residencia, un piso de temporada), el contrato es de uso distinto al de vivienda y tiene un régimen más flexible.',
      questions: [
        '¿Qué contratos de alquiler se rigen por la ley de arrendamientos urbanos como vivienda?',
        'Si alquilo el piso con garaje y trastero, ¿todo es contrato de vivienda?',
      ],
    },
    en: {
      title: 'What a residential lease is under the LAU',
      body:
        'A residential lease is one over a habitable building whose main purpose is to meet the tenant\u2019s permanent housing need. Unless otherwise agreed, it includes the furniture, storerooms, parking spaces and other rooms or spaces the same landlord lets together with the home. If the purpose is not to live there permanently (a second home, a seasonal flat), the contract is a lease for a use other than housing, with a more flexible regime.',
      questions: [
        'Which leases are residential leases under the LAU?',
        'If I rent the flat with a garage and storeroom, is it all a residential lease?',
      ],
    },
    sources: [{ law: 'LAU', article: '2' }],
    keywords: ['vivienda habitual', 'garaje', 'trastero', 'muebles', 'residencia permanente', 'definición'],
  },
  {
    id: 'lau-vivienda-permanente-familia',
    topic: 'lease',
    es: {
      title: 'El contrato sigue siendo de vivienda aunque el inquilino no viva en ella',
      body:
        'El arrendamiento no pierde su carácter de vivienda aunque el propio inquilino no resida allí de forma permanente, siempre que vivan en ella su cónyuge no separado legalmente ni de hecho o sus hijos dependientes. Es el caso típico de quien se traslada por trabajo y deja a su familia en la vivienda. En cambio, si nadie de ese círculo la usa como residencia permanente, el arrendador puede resolver el contrato (art. 27.2.f).',
      questions: [
        'Me voy a trabajar fuera y en el piso se quedan mi mujer y mis hijos, ¿sigue siendo mi contrato de vivienda?',
        'El inquilino ya no vive en el piso, ¿puedo resolver el contrato?',
      ],
    },
    en: {
      title: 'The lease remains residential even if the tenant does not live there',
      body:
        'The lease keeps its residential character even if the tenant personally does not live there permanently, provided that the tenant\u2019s spouse, not legally or de facto separated, or dependent children live there. This is the typical case of someone moving for work and leaving the family in the home. By contrast, if nobody in that circle uses it as a permanent home, the landlord may terminate the lease (art. 27.2.f).',
      questions: [
        'I am moving away for work and my wife and children stay in the flat; is it still my residential lease?',
        'The tenant no longer lives in the flat; can I terminate the lease?',
      ],
    },
    sources: [
      { law: 'LAU', article: '7' },
      { law: 'LAU', article: '27' },
    ],
    keywords: ['traslado', 'trabajo fuera', 'familia', 'hijos', 'no vive', 'vivienda permanente'],
  },
  {
    id: 'lau-fuentes-regimen-juridico',
    topic: 'lease',
    es: {
      title: 'Qué normas rigen un alquiler de vivienda y en qué orden',
      body:
        'Los Títulos I (disposiciones generales) y IV (fianza, formalización y normas procesales) de la LAU son imperativos para todos los arrendamientos urbanos. Los alquileres de vivienda se rigen por lo que pacten las partes dentro del marco imperativo del Título II de la LAU y, supletoriamente, por el Código Civil. Los de uso distinto se rigen por la voluntad de las partes, en su defecto por el Título III de la LAU y, supletoriamente, por el Código Civil. Las partes pueden someter sus conflictos a mediación o arbitraje.',
      questions: [
        '¿Qué ley se aplica a mi contrato de alquiler, la LAU o el Código Civil?',
        '¿Puede el contrato de alquiler decir algo distinto de lo que dice la ley?',
      ],
    },
    en: {
      title: 'Which rules govern a residential lease and in what order',
      body:
        'Titles I (general provisions) and IV (deposit, form and procedural rules) of the LAU are mandatory for all urban leases. Residential leases are governed by what the parties agree within the mandatory framework of Title II of the LAU and, in a supplementary way, by the Civil Code. Leases for other uses are governed by the parties\u2019 agreement, failing that by Title III of the LAU and, in a supplementary way, by the Civil Code. The parties may submit their disputes to mediation or arbitration.',
      questions: [
        'Which law applies to my lease, the LAU or the Civil Code?',
        'Can a lease say something different from the law?',
      ],
    },
    sources: [{ law: 'LAU', article: '4' }],
    keywords: ['ley aplicable', 'código civil', 'pactos', 'jerarquía', 'normativa', 'arbitraje'],
  },
  {
    id: 'lau-clausulas-nulas',
    topic: 'lease',
    es: {
      title: 'Cláusulas nulas que perjudican al inquilino',
      body:
        'En el alquiler de vivienda son nulas, y se tienen por no puestas, las cláusulas que modifiquen en perjuicio del inquilino o subarrendatario las normas del Título II de la LAU, salvo que la propia norma lo permita expresamente. Por ejemplo, no vale pactar una duración mínima inferior a cinco años sin prórrogas, una fianza distinta de una mensualidad, garantías adicionales superiores a dos meses o que el inquilino pague los honorarios de la agencia. El resto del contrato sigue siendo válido.',
      questions: [
        'Firmé una cláusula abusiva en el contrato de alquiler, ¿tengo que cumplirla?',
        '¿Puedo renunciar en el contrato a los cinco años de duración?',
      ],
    },
    en: {
      title: 'Void clauses that prejudice the tenant',
      body:
        'In residential leases, clauses that alter to the detriment of the tenant or subtenant the rules of Title II of the LAU are void and treated as not written, unless the rule itself expressly allows it. For example, it is not valid to agree a minimum term under five years without extensions, a deposit other than one month, additional guarantees above two months or that the tenant pays the agency\u2019s fees. The rest of the contract remains valid.',
      questions: [
        'I signed an unfair clause in my lease; do I have to comply?',
        'Can I waive the five-year minimum term in the lease?',
      ],
    },
    sources: [{ law: 'LAU', article: '6' }],
    keywords: ['cláusula abusiva', 'nula', 'renunciar', 'ilegal', 'no puesta', 'letra pequeña'],
  },
  {
    id: 'lau-viviendas-grandes-rentas-altas',
    topic: 'lease',
    es: {
      title: 'Viviendas de más de 300 m² o renta muy alta',
      body:
        'Los alquileres de la vivienda completa cuya superficie supere los 300 m² o cuya renta inicial anual exceda de 5,5 veces el salario mínimo interprofesional anual se rigen primero por la voluntad de las partes, después por el Título II de la LAU y supletoriamente por el Código Civil. En la práctica, en estos contratos las partes pueden pactar libremente aspectos como la duración o las prórrogas, que en el resto de viviendas son imperativos.',
      questions: [
        '¿Hay excepciones a la duración mínima para pisos de lujo?',
        'Si el alquiler es muy caro, ¿se aplican los cinco años?',
      ],
    },
    en: {
      title: 'Homes over 300 m² or with very high rent',
      body:
        'Leases of a whole home with more than 300 m² or with an initial annual rent above 5.5 times the annual statutory minimum wage are governed first by the parties\u2019 agreement, then by Title II of the LAU and, in a supplementary way, by the Civil Code. In practice, in these leases the parties may freely agree matters such as the term or extensions, which are mandatory for other homes.',
      questions: [
        'Are there exceptions to the minimum term for luxury homes?',
        'If the rent is very high, does the five-year rule apply?',
      ],
    },
    sources: [{ law: 'LAU', article: '4' }],
    keywords: ['lujo', 'piso grande', '300 metros', 'salario mínimo', 'renta alta', 'libertad de pactos'],
  },
  {
    id: 'lau-exclusiones-ambito',
    topic: 'lease',
    es: {
      title: 'Alquileres excluidos de la LAU',
      body:
        'No se rigen por la LAU, entre otros: el uso de viviendas que porteros, guardas, empleados o funcionarios tienen asignadas por razón de su cargo o trabajo; las viviendas militares; los contratos en que, aunque se arriende una finca con casa, la finalidad principal es la explotación agrícola, ganadera o forestal; las viviendas universitarias asignadas a alumnos y profesores por la universidad; y la cesión temporal de viviendas de uso turístico sometida a su normativa sectorial. Estos supuestos se rigen por sus normas específicas o por el Código Civil.',
      questions: [
        '¿A qué alquileres no se les aplica la ley de arrendamientos urbanos?',
        'La vivienda del portero, ¿es un alquiler normal?',
      ],
    },
    en: {
      title: 'Leases excluded from the LAU',
      body:
        'The LAU does not govern, among others: homes that caretakers, guards, employees or civil servants occupy by reason of their post or job; military housing; contracts where, although a property with a house is let, the main purpose is farming, livestock or forestry; university residences assigned to students and staff by the university; and the temporary letting of tourist homes subject to their own sector rules. These cases are governed by their own rules or by the Civil Code.',
      questions: [
        'Which lettings are not covered by the Spanish urban leases law?',
        'Is the caretaker\u2019s flat an ordinary lease?',
      ],
    },
    sources: [{ law: 'LAU', article: '5' }],
    keywords: ['excluidos', 'portero', 'residencia universitaria', 'finca rústica', 'turístico', 'militar'],
  },
  {
    id: 'lau-vivienda-uso-turistico',
    topic: 'lease',
    es: {
      title: 'Pisos turísticos: fuera de la LAU y sujetos a normativa autonómica',
      body:
        'La cesión temporal de una vivienda entera, amueblada y lista para usar, comercializada en canales de oferta turística y con ánimo de lucro, queda excluida de la LAU cuando está sometida a un régimen turístico específico. Se rige por la normativa de cada comunidad autónoma (registro, licencia o declaración responsable, requisitos y sanciones) y por las ordenanzas municipales. Además, la comunidad de propietarios puede limitar o condicionar esta actividad por mayoría de tres quintas partes (art. 17.12 LPH) y, desde abril de 2025, necesita su aprobación previa para iniciarla.',
      questions: [
        '¿Se aplica la ley de arrendamientos urbanos a un piso turístico?',
        '¿Puede la comunidad de vecinos prohibir los pisos turísticos?',
      ],
    },
    en: {
      title: 'Tourist flats: outside the LAU and subject to regional rules',
      body:
        'The temporary letting of a whole home, furnished and ready for use, marketed through tourist channels and for profit is excluded from the LAU when it is subject to a specific tourism regime. It is governed by each region\u2019s rules (registration, licence or prior declaration, requirements and penalties) and by municipal by-laws. In addition, the owners\u2019 community may limit or condition the activity by a three-fifths majority (art. 17.12 LPH) and, since April 2025, its prior approval is needed to start it.',
      questions: [
        'Does the urban leases law apply to a tourist flat?',
        'Can the owners\u2019 community ban tourist lets?',
      ],
    },
    sources: [
      { law: 'LAU', article: '5' },
      { law: 'LPH', article: '17' },
      { law: 'LPH', article: '7' },
    ],
    keywords: ['airbnb', 'piso turístico', 'vivienda de uso turístico', 'VUT', 'licencia', 'vacacional', 'comunidad'],
  },
  {
    id: 'lau-alquiler-temporada',
    topic: 'lease',
    es: {
      title: 'Alquiler de temporada',
      body:
        'El alquiler de temporada (por verano, por un curso académico, por un desplazamiento laboral de unos meses) es un arrendamiento para uso distinto del de vivienda. Se rige por lo pactado en el contrato, en su defecto por el Título III de la LAU y supletoriamente por el Código Civil, por lo que no tiene duración mínima ni prórrogas obligatorias. La fianza legal es de dos mensualidades. El contrato debe reflejar la causa real de temporalidad; si en realidad el inquilino vive allí de forma permanente, los tribunales lo tratan como arrendamiento de vivienda.',
      questions: [
        '¿Qué es un contrato de alquiler de temporada?',
        'Me hicieron un contrato de temporada de once meses pero vivo allí todo el año, ¿es legal?',
        '¿Cuánta fianza se paga en un alquiler de temporada?',
      ],
    },
    en: {
      title: 'Seasonal lease',
      body:
        'A seasonal lease (for the summer, an academic year, a work posting of a few months) is a lease for a use other than housing. It is governed by the contract, failing that by Title III of the LAU and, in a supplementary way, by the Civil Code, so it has no minimum term or compulsory extensions. The statutory deposit is two months. The contract should state the genuine temporary reason; if the tenant actually lives there permanently, courts treat it as a residential lease.',
      questions: [
        'What is a seasonal lease in Spain?',
        'I was given an eleven-month seasonal contract but live there all year; is that legal?',
      ],
    },
    sources: [
      { law: 'LAU', article: '3' },
      { law: 'LAU', article: '4' },
      { law: 'LAU', article: '36' },
    ],
    keywords: ['temporada', 'temporal', 'once meses', 'estudiantes', 'curso', 'verano', 'fraude', 'contrato temporal'],
  },
  {
    id: 'lau-registro-unico-arrendamientos',
    topic: 'lease',
    es: {
      title: 'Registro único de arrendamientos de corta duración',
      body:
        'El Real Decreto 1312/2024 creó el Registro Único de Arrendamientos y la Ventanilla Única Digital de Arrendamientos, obligatorios desde el 1 de julio de 2025. Quien ofrezca en plataformas en línea alquileres de corta duración, tanto turísticos como de temporada o de habitaciones, debe obtener un número de registro a través del Registro de la Propiedad y mostrarlo en los anuncios. Las plataformas deben retirar los anuncios sin número válido. No afecta a los alquileres ordinarios de vivienda habitual.',
      questions: [
        '¿Necesito un número de registro para anunciar un alquiler de temporada?',
        '¿Qué es el registro único de arrendamientos?',
      ],
    },
    en: {
      title: 'Single register of short-term rentals',
      body:
        'Royal Decree 1312/2024 created the Single Rental Register and the Digital Rental One-Stop Shop, mandatory since 1 July 2025. Anyone offering short-term rentals on online platforms, whether tourist, seasonal or room lets, must obtain a registration number through the Land Registry and show it in the listings. Platforms must remove listings without a valid number. It does not affect ordinary leases of a main home.',
      questions: [
        'Do I need a registration number to advertise a seasonal let?',
        'What is the single rental register in Spain?',
      ],
    },
    sources: [{ law: 'RD 1312/2024', article: '1' }],
    keywords: ['número de registro', 'anuncio', 'plataformas', 'airbnb', 'corta duración', 'ventanilla única'],
  },
  {
    id: 'lau-alquiler-habitacion',
    topic: 'lease',
    es: {
      title: 'Alquiler de una habitación',
      body:
        'Cuando el propietario alquila directamente una habitación de una vivienda (no el inquilino que subarrienda), la opinión mayoritaria de los tribunales es que no se aplica el régimen de vivienda de la LAU, porque una habitación no es por sí sola una edificación habitable completa. El contrato se rige por lo pactado y por el Código Civil, sin duración mínima ni prórrogas obligatorias, por lo que conviene fijar por escrito duración, precio, gastos y uso de zonas comunes. Si lo que se cede es la vivienda completa para compartir, sí es un arrendamiento de vivienda.',
      questions: [
        '¿Qué ley se aplica si alquilo una habitación en mi piso?',
        '¿Tiene el inquilino de una habitación los mismos derechos que el de un piso?',
      ],
    },
    en: {
      title: 'Renting a room',
      body:
        'When the owner directly lets a room in a home (as opposed to a tenant subletting), the majority view of the courts is that the LAU housing regime does not apply, because a single room is not in itself a complete habitable building. The contract is governed by what is agreed and by the Civil Code, with no minimum term or compulsory extensions, so duration, price, costs and use of shared areas should be set out in writing. If the whole home is let to be shared, it is a residential lease.',
      questions: [
        'Which law applies if I let a room in my flat?',
        'Does a room tenant have the same rights as a flat tenant?',
      ],
    },
    sources: [
      { law: 'CC', article: '1543' },
      { law: 'LAU', article: '2' },
    ],
    keywords: ['habitación', 'compartir piso', 'alquilar un cuarto', 'zonas comunes', 'estudiante'],
  },
  {
    id: 'lau-garaje-trastero-independiente',
    topic: 'lease',
    es: {
      title: 'Plaza de garaje o trastero alquilados por separado',
      body:
        'Si la plaza de garaje o el trastero se alquilan con la vivienda y por el mismo arrendador, forman parte del arrendamiento de vivienda. Si se alquilan de forma independiente, la opinión mayoritaria es que no son edificaciones a efectos de la LAU y el contrato se rige por lo pactado y el Código Civil: no hay fianza legal obligatoria de la LAU ni prórrogas, y si no se fijó plazo se entiende hecho por el periodo de pago de la renta (normalmente mensual).',
      questions: [
        '¿Qué ley se aplica al alquiler de una plaza de garaje?',
        '¿Cuánto preaviso tengo que dar para dejar una plaza de garaje alquilada?',
      ],
    },
    en: {
      title: 'Parking space or storeroom let separately',
      body:
        'If a parking space or storeroom is let with the home by the same landlord, it is part of the residential lease. If it is let on its own, the majority view is that it is not a building for LAU purposes and the contract is governed by what is agreed and by the Civil Code: there is no mandatory LAU deposit and no extensions, and if no term was set the lease is deemed made for the rent payment period (usually monthly).',
      questions: [
        'Which law applies to renting a parking space?',
        'How much notice must I give to leave a rented parking space?',
      ],
    },
    sources: [
      { law: 'LAU', article: '2' },
      { law: 'CC', article: '1581' },
    ],
    keywords: ['garaje', 'plaza de aparcamiento', 'parking', 'trastero', 'mes a mes'],
  },
  {
    id: 'lau-uso-distinto-vivienda',
    topic: 'lease',
    es: {
      title: 'Arrendamiento para uso distinto del de vivienda (locales, oficinas)',
      body:
        'Los alquileres de locales para actividades comerciales, industriales, profesionales, recreativas, culturales o docentes, así como los de temporada, son arrendamientos para uso distinto del de vivienda. Se rigen ante todo por lo pactado, después por el Título III de la LAU (arts. 29 a 35) y supletoriamente por el Código Civil. No tienen duración mínima legal, la fianza es de dos mensualidades y los gastos, la actualización de la renta o la cesión pueden pactarse con mucha más libertad que en vivienda.',
      questions: [
        '¿Qué diferencia hay entre alquilar un local y una vivienda?',
        '¿Tiene duración mínima el alquiler de un local de negocio?',
      ],
    },
    en: {
      title: 'Leases for uses other than housing (premises, offices)',
      body:
        'Leases of premises for commercial, industrial, professional, recreational, cultural or teaching activities, as well as seasonal leases, are leases for uses other than housing. They are governed first by what is agreed, then by Title III of the LAU (arts. 29 to 35) and, in a supplementary way, by the Civil Code. They have no statutory minimum term, the deposit is two months and costs, rent updates or assignment can be agreed much more freely than for housing.',
      questions: [
        'What is the difference between renting commercial premises and a home?',
        'Is there a minimum term for a commercial lease in Spain?',
      ],
    },
    sources: [
      { law: 'LAU', article: '3' },
      { law: 'LAU', article: '4' },
      { law: 'LAU', article: '29' },
    ],
    keywords: ['local', 'oficina', 'negocio', 'comercial', 'despacho', 'nave', 'uso distinto'],
  },
  {
    id: 'lau-local-cesion-subarriendo',
    topic: 'lease',
    es: {
      title: 'Local de negocio: cesión y subarriendo sin consentimiento',
      body:
        'Salvo que el contrato lo prohíba, el arrendatario de un local en el que se ejerce una actividad empresarial o profesional puede subarrendarlo o ceder el contrato sin consentimiento del arrendador. A cambio, el arrendador tiene derecho a subir la renta un 10 % en caso de subarriendo parcial y un 20 % en caso de subarriendo total o de cesión. Ambos deben notificarse fehacientemente al arrendador en el plazo de un mes desde que se conciertan. La transformación, fusión o escisión de la sociedad arrendataria no se considera cesión, aunque da derecho a la misma subida.',
      questions: [
        '¿Puedo traspasar mi local de negocio sin permiso del dueño?',
        '¿Cuánto puede subir la renta el propietario si subarriendo el local?',
      ],
    },
    en: {
      title: 'Business premises: assignment and sublet without consent',
      body:
        'Unless the contract forbids it, the tenant of premises used for a business or professional activity may sublet them or assign the lease without the landlord\u2019s consent. In return, the landlord may raise the rent by 10% for a partial sublet and by 20% for a total sublet or assignment. Both must be notified reliably to the landlord within one month of being agreed. A conversion, merger or split of the tenant company is not an assignment, although it gives the right to the same increase.',
      questions: [
        'Can I transfer my business premises without the owner\u2019s permission?',
        'How much can the landlord raise the rent if I sublet the premises?',
      ],
    },
    sources: [{ law: 'LAU', article: '32' }],
    keywords: ['traspaso', 'local', 'negocio', 'subarriendo', 'cesión', '20 %', '10 %'],
  },
  {
    id: 'lau-local-indemnizacion-clientela',
    topic: 'lease',
    es: {
      title: 'Local de negocio: indemnización por clientela al terminar',
      body:
        'Si el arrendamiento de un local donde se ha ejercido una actividad de venta al público durante los últimos cinco años se extingue por el transcurso del plazo, el arrendatario puede tener derecho a una indemnización, siempre que hubiera manifestado con cuatro meses de antelación su voluntad de renovar por al menos cinco años más a renta de mercado. La cuantía depende de si inicia la misma actividad en otro local del mismo municipio en los seis meses siguientes o de si otro ocupa el local con su actividad aprovechando la clientela. Es un derecho que puede excluirse por pacto.',
      questions: [
        'Se acaba el contrato de mi tienda y no me renuevan, ¿me tienen que indemnizar?',
        '¿Qué es la indemnización por clientela en un local?',
      ],
    },
    en: {
      title: 'Business premises: goodwill compensation at the end',
      body:
        'If a lease of premises where a retail business open to the public has operated for the last five years ends on expiry of its term, the tenant may be entitled to compensation, provided the tenant stated four months in advance the wish to renew for at least five more years at market rent. The amount depends on whether the tenant starts the same business in other premises in the same town within six months or whether someone else uses the premises to exploit the goodwill. This right can be excluded by agreement.',
      questions: [
        'My shop lease is ending and will not be renewed; am I owed compensation?',
        'What is goodwill compensation for commercial premises?',
      ],
    },
    sources: [{ law: 'LAU', article: '34' }],
    keywords: ['clientela', 'tienda', 'comercio', 'indemnización', 'renovar', 'local'],
  },
  {
    id: 'lau-local-muerte-venta',
    topic: 'lease',
    es: {
      title: 'Local de negocio: muerte del arrendatario y venta del local',
      body:
        'Si muere el arrendatario de un local en el que ejercía su actividad empresarial o profesional, su heredero o legatario que continúe la actividad puede subrogarse en el contrato hasta que este termine, notificándolo al arrendador por escrito en los dos meses siguientes al fallecimiento. Si se vende el local, el comprador queda obligado por el arrendamiento salvo que reúna los requisitos de tercero hipotecario del art. 34 de la Ley Hipotecaria. El inquilino de local tiene también derechos de tanteo y retracto, aunque en uso distinto pueden excluirse por pacto.',
      questions: [
        'Ha muerto mi padre, que tenía alquilado el local del negocio, ¿puedo seguir?',
        'Han vendido el local que alquilo, ¿tiene que respetar el contrato el comprador?',
      ],
    },
    en: {
      title: 'Business premises: death of the tenant and sale of the premises',
      body:
        'If the tenant of premises where he or she ran a business or profession dies, the heir or legatee who continues the activity may take over the lease until it ends, notifying the landlord in writing within two months of the death. If the premises are sold, the buyer is bound by the lease unless the buyer meets the requirements of a protected third party under article 34 of the Mortgage Law. A tenant of premises also has pre-emption and redemption rights, although for other uses these may be excluded by agreement.',
      questions: [
        'My father, who leased the business premises, has died; can I carry on?',
        'The premises I rent have been sold; must the buyer honour the lease?',
      ],
    },
    sources: [
      { law: 'LAU', article: '33' },
      { law: 'LAU', article: '29' },
      { law: 'LAU', article: '31' },
    ],
    keywords: ['local', 'negocio', 'herederos', 'fallecimiento', 'venta del local', 'dos meses'],
  },
  {
    id: 'lau-forma-contrato',
    topic: 'lease',
    es: {
      title: 'Forma del contrato de alquiler',
      body:
        'El contrato de arrendamiento es válido aunque sea verbal, pero cualquiera de las partes puede obligar a la otra a ponerlo por escrito. El contrato escrito debe recoger al menos la identidad de las partes, la identificación de la vivienda, la duración pactada, la renta inicial y las demás cláusulas libremente acordadas. Algunas cláusulas solo valen si constan por escrito, como el pago de comunidad e IBI por el inquilino, la necesidad del arrendador del art. 9.3 o la indemnización por desistimiento.',
      questions: [
        '¿Es válido un contrato de alquiler verbal?',
        '¿Qué tiene que incluir un contrato de alquiler?',
      ],
    },
    en: {
      title: 'Form of the lease',
      body:
        'A lease is valid even if oral, but either party may compel the other to put it in writing. A written lease must state at least the identity of the parties, the identification of the home, the agreed term, the initial rent and the other freely agreed clauses. Some clauses are only valid if written, such as the tenant paying community fees and IBI, the landlord\u2019s own-need clause of art. 9.3 or compensation on withdrawal.',
      questions: [
        'Is an oral lease valid in Spain?',
        'What must a lease contain?',
      ],
    },
    sources: [
      { law: 'LAU', article: '37' },
      { law: 'CC', article: '1278' },
    ],
    keywords: ['contrato escrito', 'de palabra', 'verbal', 'modelo de contrato', 'firmar', 'requisitos'],
  },
  {
    id: 'lau-inscripcion-registro-propiedad',
    topic: 'lease',
    es: {
      title: 'Inscribir el alquiler en el Registro de la Propiedad',
      body:
        'La inscripción del arrendamiento en el Registro de la Propiedad es voluntaria, pero para que el contrato tenga efectos frente a terceros que hayan inscrito su derecho (por ejemplo, un comprador protegido por el art. 34 LH o un acreedor hipotecario) debe estar inscrito. Para inscribirlo hace falta escritura pública o documento con firmas legitimadas. Es especialmente útil en contratos de más de cinco o siete años y permite la resolución de pleno derecho por impago del art. 27.4.',
      questions: [
        '¿Hay que inscribir el contrato de alquiler en el Registro?',
        '¿Qué ventajas tiene inscribir un arrendamiento?',
      ],
    },
    en: {
      title: 'Registering the lease in the Land Registry',
      body:
        'Registering the lease in the Land Registry is voluntary, but for the lease to be effective against third parties who have registered their rights (for instance, a buyer protected by art. 34 LH or a mortgage lender) it must be registered. Registration requires a public deed or a document with authenticated signatures. It is especially useful for leases longer than five or seven years and enables termination by operation of law for non-payment under art. 27.4.',
      questions: [
        'Must a lease be registered in the Land Registry?',
        'What are the advantages of registering a lease?',
      ],
    },
    sources: [
      { law: 'LAU', article: '7' },
      { law: 'LH', article: '2' },
    ],
    keywords: ['registro de la propiedad', 'inscribir', 'escritura', 'notario', 'terceros'],
  },
  {
    id: 'lau-regimen-segun-fecha-contrato',
    topic: 'lease',
    es: {
      title: 'Qué régimen se aplica según la fecha del contrato',
      body:
        'Cada contrato se rige por la redacción de la LAU vigente cuando se firmó. En contratos de vivienda de 1995 hasta el 5 de junio de 2013: cinco años de prórroga obligatoria y hasta tres de tácita. Del 6 de junio de 2013 (Ley 4/2013) al 5 de marzo de 2019: tres años de prórroga obligatoria y uno de tácita. Desde el 6 de marzo de 2019 (RDL 7/2019): cinco o siete años y hasta tres de tácita; y desde el 26 de mayo de 2023 se suman las novedades de la Ley 12/2023. Los contratos anteriores a 1995 tienen su propio régimen transitorio.',
      questions: [
        'Mi contrato es de 2017, ¿cuántos años de duración mínima tiene?',
        '¿Qué ley se aplica a un contrato de alquiler antiguo?',
      ],
    },
    en: {
      title: 'Which regime applies according to the date of the lease',
      body:
        'Each lease is governed by the wording of the LAU in force when it was signed. For residential leases from 1995 to 5 June 2013: five years of compulsory extension and up to three of tacit extension. From 6 June 2013 (Ley 4/2013) to 5 March 2019: three years compulsory and one tacit. Since 6 March 2019 (RDL 7/2019): five or seven years and up to three tacit; and since 26 May 2023 the Ley 12/2023 changes are added. Leases from before 1995 have their own transitional regime.',
      questions: [
        'My lease is from 2017; what is its minimum term?',
        'Which law applies to an older lease?',
      ],
    },
    sources: [
      { law: 'RDL 7/2019', article: 'DT 1' },
      { law: 'LAU', article: '9' },
    ],
    keywords: ['contrato antiguo', 'tres años', '2013', '2019', 'fecha de firma', 'régimen transitorio'],
  },
  {
    id: 'lau-contratos-renta-antigua',
    topic: 'lease',
    es: {
      title: 'Contratos de vivienda anteriores al 9 de mayo de 1985 (renta antigua)',
      body:
        'Los contratos de vivienda firmados antes del 9 de mayo de 1985 siguen sometidos a la antigua Ley de Arrendamientos Urbanos de 1964 con las modificaciones de la Disposición Transitoria 2ª de la LAU, y mantienen la prórroga forzosa. La subrogación por muerte queda limitada: en general, solo el cónyuge conviviente o, en su defecto, los hijos que convivieran con el inquilino los dos años anteriores, y si se subroga un hijo el contrato dura, como regla, hasta dos años después o hasta que cumpla 25 años, salvo supuestos de discapacidad. La DT 2ª también permitió actualizar gradualmente estas rentas.',
      questions: [
        'Mi abuela tiene un contrato de renta antigua, ¿puedo heredarlo?',
        '¿Qué pasa con los alquileres de antes de 1985?',
      ],
    },
    en: {
      title: 'Residential leases signed before 9 May 1985 (old rent)',
      body:
        'Residential leases signed before 9 May 1985 remain subject to the old 1964 Urban Leases Law as amended by Transitional Provision 2 of the LAU, and keep the forced extension. Succession on death is restricted: in general, only the cohabiting spouse or, failing that, children who lived with the tenant for the previous two years, and if a child succeeds the lease generally lasts until two years later or until the child turns 25, save for disability cases. DT 2 also allowed these rents to be updated gradually.',
      questions: [
        'My grandmother has an old-rent lease; can I inherit it?',
        'What happens to leases from before 1985?',
      ],
    },
    sources: [{ law: 'LAU', article: 'DT 2' }],
    keywords: ['renta antigua', 'prórroga forzosa', 'abuela', 'contrato de por vida', '1964', 'heredar'],
  },
  {
    id: 'lau-contratos-1985-1995',
    topic: 'lease',
    es: {
      title: 'Contratos firmados entre mayo de 1985 y 1994',
      body:
        'Los contratos de vivienda celebrados desde el 9 de mayo de 1985 (Decreto Boyer) hasta la entrada en vigor de la LAU el 1 de enero de 1995 siguen rigiéndose por las normas vigentes al firmarse, normalmente sin prórroga forzosa si así se pactó. Cuando, por tácita reconducción, continúan tras su vencimiento, pasan a regirse por la LAU de 1994. Es importante revisar el contrato original para saber si se pactó o no la prórroga forzosa.',
      questions: [
        'Tengo un contrato de 1990, ¿qué ley se aplica?',
        '¿Los contratos firmados con el Decreto Boyer tienen prórroga forzosa?',
      ],
    },
    en: {
      title: 'Leases signed between May 1985 and 1994',
      body:
        'Residential leases entered into from 9 May 1985 (the Boyer Decree) until the LAU came into force on 1 January 1995 remain governed by the rules in force when they were signed, usually without forced extension if so agreed. When they continue after expiry through tacit renewal, they become governed by the 1994 LAU. It is important to check the original contract to see whether a forced extension was agreed.',
      questions: [
        'I have a 1990 lease; which law applies?',
        'Do leases signed under the Boyer Decree have a forced extension?',
      ],
    },
    sources: [{ law: 'LAU', article: 'DT 1' }],
    keywords: ['1990', 'Decreto Boyer', 'contrato antiguo', 'prórroga forzosa', 'régimen transitorio'],
  },
  {
    id: 'cc-concepto-arrendamiento',
    topic: 'lease',
    es: {
      title: 'El arrendamiento en el Código Civil',
      body:
        'El Código Civil define el arrendamiento de cosas como el contrato por el que una parte (arrendador) se obliga a dar a la otra (arrendatario) el goce o uso de una cosa por tiempo determinado y precio cierto. Sus normas (arts. 1542 a 1582) se aplican de forma supletoria a los alquileres de la LAU y directamente a los que quedan fuera de ella, como habitaciones, plazas de garaje sueltas o bienes muebles. Por ejemplo, regulan la devolución de la cosa, la responsabilidad por deterioros o la tácita reconducción.',
      questions: [
        '¿Qué dice el Código Civil sobre los alquileres?',
        '¿Cuándo se aplica el Código Civil a un alquiler en lugar de la LAU?',
      ],
    },
    en: {
      title: 'The lease in the Civil Code',
      body:
        'The Civil Code defines the lease of things as the contract by which one party (landlord) undertakes to give the other (tenant) the enjoyment or use of a thing for a set time and a fixed price. Its rules (arts. 1542 to 1582) apply in a supplementary way to LAU leases and directly to those outside it, such as rooms, stand-alone parking spaces or movable goods. For example, they govern the return of the thing, liability for deterioration and tacit renewal.',
      questions: [
        'What does the Spanish Civil Code say about leases?',
        'When does the Civil Code apply to a lease instead of the LAU?',
      ],
    },
    sources: [
      { law: 'CC', article: '1542' },
      { law: 'CC', article: '1543' },
    ],
    keywords: ['código civil', 'definición', 'arrendamiento de cosas', 'supletorio'],
  },
  {
    id: 'cc-obligaciones-arrendador',
    topic: 'lease',
    es: {
      title: 'Obligaciones básicas del arrendador',
      body:
        'El arrendador debe entregar la vivienda en condiciones de servir al uso pactado, hacer durante el contrato las reparaciones necesarias para conservarla en ese estado y mantener al inquilino en el goce pacífico del arrendamiento durante todo el contrato. La LAU concreta estas obligaciones: reparaciones de conservación sin subir la renta, devolución de la fianza en un mes, entrega de recibos, pago de los honorarios de la agencia y respeto a la duración mínima y las prórrogas.',
      questions: [
        '¿Qué obligaciones tiene el casero?',
        '¿Qué tiene que hacer el propietario durante el alquiler?',
      ],
    },
    en: {
      title: 'Basic obligations of the landlord',
      body:
        'The landlord must deliver the home fit for the agreed use, carry out during the lease the repairs needed to keep it in that condition and keep the tenant in peaceful enjoyment for the whole lease. The LAU specifies these duties: maintenance repairs without raising the rent, return of the deposit within one month, issuing receipts, paying the agency\u2019s fees and respecting the minimum term and extensions.',
      questions: [
        'What are a landlord\u2019s obligations in Spain?',
        'What must the owner do during the lease?',
      ],
    },
    sources: [
      { law: 'CC', article: '1554' },
      { law: 'LAU', article: '21' },
    ],
    keywords: ['obligaciones del casero', 'deberes', 'propietario', 'goce pacífico'],
  },
  {
    id: 'cc-obligaciones-inquilino',
    topic: 'lease',
    es: {
      title: 'Obligaciones básicas del inquilino',
      body:
        'El inquilino debe pagar la renta en los términos pactados, usar la vivienda con la diligencia de un buen padre de familia y destinarla al uso acordado, y pagar los gastos que se hayan pactado a su cargo. También debe prestar la fianza, asumir las pequeñas reparaciones por el uso ordinario, avisar al arrendador de las averías y de cualquier intromisión de terceros, permitir las obras urgentes y devolver la vivienda al final tal como la recibió, salvo el desgaste normal. No puede ceder ni subarrendar sin consentimiento escrito ni hacer obras que alteren la vivienda.',
      questions: [
        '¿Qué obligaciones tiene el inquilino?',
        '¿Qué no puede hacer un inquilino en un piso de alquiler?',
      ],
    },
    en: {
      title: 'Basic obligations of the tenant',
      body:
        'The tenant must pay the rent as agreed, use the home with the care of a reasonable person and for the agreed purpose, and pay any costs agreed to be borne by the tenant. The tenant must also provide the deposit, take on small repairs from ordinary use, tell the landlord of faults and of any interference by third parties, allow urgent works and return the home at the end as received, apart from normal wear. The tenant may not assign or sublet without written consent or carry out works that alter the home.',
      questions: [
        'What are a tenant\u2019s obligations in Spain?',
        'What is a tenant not allowed to do in a rented flat?',
      ],
    },
    sources: [
      { law: 'CC', article: '1555' },
      { law: 'CC', article: '1559' },
      { law: 'LAU', article: '21' },
    ],
    keywords: ['obligaciones del inquilino', 'deberes', 'pagar', 'cuidar el piso', 'buen uso'],
  },
  {
    id: 'lau-mascotas-alquiler',
    topic: 'lease',
    es: {
      title: 'Mascotas en un piso de alquiler',
      body:
        'La LAU no regula expresamente las mascotas, así que se está a lo pactado. Si el contrato prohíbe tener animales, el inquilino debe respetarlo y su incumplimiento puede dar lugar a reclamar daños o, en casos graves, a resolver el contrato. Si el contrato no dice nada, el inquilino puede tener animales domésticos siempre que use la vivienda con diligencia, responda de los daños que causen y no generen molestias a los vecinos. El arrendador no puede exigir por ello una fianza superior a la legal, aunque sí una garantía adicional dentro del límite de dos mensualidades.',
      questions: [
        '¿Puede el casero prohibirme tener perro en el piso?',
        'El contrato no dice nada de mascotas, ¿puedo tener un gato?',
      ],
    },
    en: {
      title: 'Pets in a rented flat',
      body:
        'The LAU does not expressly deal with pets, so the contract governs. If the lease forbids animals, the tenant must comply, and breach may lead to a damages claim or, in serious cases, termination. If the lease says nothing, the tenant may keep pets provided the home is used with care, the tenant answers for any damage they cause and they do not disturb the neighbours. The landlord cannot require a larger statutory deposit for this, although an additional guarantee within the two-month cap is possible.',
      questions: [
        'Can my landlord forbid me from having a dog in the flat?',
        'The lease says nothing about pets; can I have a cat?',
      ],
    },
    sources: [
      { law: 'CC', article: '1555' },
      { law: 'LAU', article: '36' },
    ],
    keywords: ['mascotas', 'perro', 'gato', 'animales', 'prohibir', 'cláusula'],
  },
  {
    id: 'cc-venta-quita-renta-fuera-lau',
    topic: 'lease',
    es: {
      title: 'Venta de una finca arrendada fuera de la LAU',
      body:
        'En los arrendamientos que no se rigen por la LAU (por ejemplo, una habitación o una plaza de garaje alquiladas por separado), el Código Civil permite al comprador de la finca dar por terminado el arrendamiento, salvo pacto en contrario o que el arrendamiento esté inscrito en el Registro de la Propiedad. Es la regla tradicional de «venta quita renta». El inquilino puede reclamar al vendedor los daños y perjuicios. En los alquileres de vivienda de la LAU esta regla no se aplica, porque el comprador está obligado a respetar el contrato (art. 14).',
      questions: [
        'Alquilo una plaza de garaje y la han vendido, ¿me pueden echar?',
        '¿Qué significa venta quita renta?',
      ],
    },
    en: {
      title: 'Sale of a let property outside the LAU',
      body:
        'In leases not governed by the LAU (for example, a room or a parking space let separately), the Civil Code allows the buyer of the property to end the lease, unless otherwise agreed or the lease is registered in the Land Registry. This is the traditional rule that a sale breaks the lease. The tenant may claim damages from the seller. For LAU residential leases this rule does not apply, because the buyer must honour the lease (art. 14).',
      questions: [
        'I rent a parking space and it has been sold; can I be made to leave?',
        'What does "venta quita renta" mean?',
      ],
    },
    sources: [
      { law: 'CC', article: '1571' },
      { law: 'CC', article: '1549' },
    ],
    keywords: ['venta quita renta', 'garaje', 'habitación', 'comprador', 'registro'],
  },
];

export const leaseEntries: KnowledgeEntry[] = [
  ...durationEntries,
  ...rentEntries,
  ...depositEntries,
  ...repairEntries,
  ...partiesEntries,
  ...terminationEntries,
  ...scopeEntries,
];
