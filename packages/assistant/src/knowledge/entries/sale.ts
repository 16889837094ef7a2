import type { KnowledgeEntry } from '../types.ts';

/**
 * Sale and purchase of homes, and the taxes around it (topic 'sale' and 'tax').
 * Written by the MIKE team in its own words; facts and article numbers are facts.
 */
export const saleEntries: KnowledgeEntry[] = [
  // ───────────────────────────── Arras, reserva y contrato ─────────────────────────────
  {
    id: 'cc-arras-penitenciales',
    topic: 'sale',
    es: {
      title: 'Arras penitenciales: desistir pagando el precio pactado',
      body:
        'Las arras penitenciales (art. 1454 CC) permiten a cualquiera de las partes desistir de la compraventa a cambio de una pérdida fijada de antemano. Si el comprador se echa atrás, pierde las arras entregadas; si quien desiste es el vendedor, debe devolverlas duplicadas, es decir, reintegra la cantidad recibida y paga otra igual. Ninguna de las partes puede exigir en ese caso el cumplimiento forzoso ni una indemnización adicional. Para que las arras sean penitenciales el contrato debe decirlo de forma clara, normalmente con una mención expresa al art. 1454 CC.',
      questions: [
        '¿Qué pasa si el comprador se echa atrás después de pagar arras penitenciales?',
        'Si el vendedor se arrepiente, ¿tiene que devolver el doble de las arras?',
        '¿Puedo desistir de la compra del piso perdiendo la señal?',
      ],
    },
    en: {
      title: 'Penitential deposit (arras penitenciales): withdrawing at an agreed price',
      body:
        'Penitential arras (art. 1454 CC) allow either party to walk away from the sale in exchange for a loss fixed in advance. If the buyer withdraws, he loses the deposit paid; if the seller withdraws, he must return it doubled, that is, give back the amount received plus an equal sum. In that case neither party can demand forced performance or further damages. For the deposit to be penitential the contract must say so clearly, usually by expressly referring to art. 1454 CC.',
      questions: [
        'What happens if the buyer backs out after paying a penitential deposit?',
        'If the seller changes his mind, does he have to return double the deposit?',
      ],
    },
    sources: [{ law: 'CC', article: '1454' }],
    keywords: ['arras', 'señal', 'echarse atrás', 'arrepentirse', 'doble', 'desistimiento', 'contrato de arras', 'perder la señal'],
  },
  {
    id: 'cc-arras-confirmatorias',
    topic: 'sale',
    es: {
      title: 'Arras confirmatorias: pago a cuenta del precio',
      body:
        'Las arras confirmatorias son un simple anticipo del precio que prueba que el contrato está cerrado; no dan derecho a desistir. Si una parte incumple, la otra puede elegir entre exigir el cumplimiento (que se otorgue la escritura y se pague el resto del precio) o resolver el contrato, en ambos casos con indemnización de daños y perjuicios, conforme al art. 1124 CC. Los daños deben acreditarse: la cantidad entregada no se pierde ni se dobla de forma automática, aunque puede imputarse a la indemnización.',
      questions: [
        '¿Qué son las arras confirmatorias?',
        'Si el vendedor no quiere firmar y las arras son confirmatorias, ¿puedo obligarle a vender?',
        '¿Las arras confirmatorias se pierden si me echo atrás?',
      ],
    },
    en: {
      title: 'Confirmatory deposit: part payment of the price',
      body:
        'Confirmatory arras are simply an advance on the price that evidences a concluded contract; they give no right to withdraw. If one party fails to perform, the other may choose between demanding performance (signing the deed and paying the rest of the price) or terminating the contract, in both cases with damages, under art. 1124 CC. Damages must be proved: the amount paid is not automatically forfeited or doubled, although it may be set against the compensation.',
      questions: [
        'What is a confirmatory deposit?',
        'If the seller refuses to sign and the deposit is confirmatory, can I force the sale?',
      ],
    },
    sources: [
      { law: 'CC', article: '1124' },
      { law: 'CC', article: '1445' },
    ],
    keywords: ['arras', 'señal', 'anticipo', 'entrada', 'obligar a vender', 'cumplimiento forzoso', 'resolución', 'incumplimiento'],
  },
  {
    id: 'cc-arras-penales',
    topic: 'sale',
    es: {
      title: 'Arras penales: garantía y castigo por incumplir',
      body:
        'Las arras penales funcionan como una cláusula penal (arts. 1152 y 1153 CC): si una parte incumple, pierde la cantidad entregada o debe devolverla duplicada como sanción, pero el contrato sigue vigente. A diferencia de las penitenciales, no dan derecho a desistir, de modo que el perjudicado puede además exigir el cumplimiento. Salvo pacto expreso, la pena sustituye a la indemnización de daños, y el juez puede moderarla si el incumplimiento fue solo parcial (art. 1154 CC).',
      questions: [
        '¿Qué diferencia hay entre arras penales y penitenciales?',
        'Con arras penales, ¿puedo exigir que se firme la venta además de quedarme la señal?',
      ],
    },
    en: {
      title: 'Penal deposit: security and penalty for breach',
      body:
        'Penal arras work like a penalty clause (arts. 1152 and 1153 CC): if a party breaches, it loses the amount paid or must return it doubled as a sanction, but the contract remains in force. Unlike penitential arras they give no right to withdraw, so the injured party may also demand performance. Unless expressly agreed, the penalty replaces damages, and the court may reduce it if the breach was only partial (art. 1154 CC).',
      questions: [
        'What is the difference between penal and penitential deposits?',
        'With a penal deposit, can I demand the sale and also keep the deposit?',
      ],
    },
    sources: [
      { law: 'CC', article: '1152' },
      { law: 'CC', article: '1154' },
    ],
    keywords: ['arras', 'penalización', 'cláusula penal', 'castigo', 'multa', 'señal'],
  },
  {
    id: 'cc-arras-sin-especificar',
    topic: 'sale',
    es: {
      title: 'Arras sin especificar: se presumen confirmatorias',
      body:
        'Cuando el contrato habla de arras o de señal sin decir de qué clase son, la jurisprudencia del Tribunal Supremo las considera confirmatorias, es decir, un pago a cuenta del precio. El carácter penitencial es excepcional y exige una voluntad clara e inequívoca de las partes, por lo que la simple palabra "arras" no basta. En consecuencia, ninguna parte puede liberarse perdiendo o doblando la señal: el perjudicado podrá pedir el cumplimiento o la resolución con daños (art. 1124 CC). Conviene redactar siempre la cláusula indicando el tipo de arras y citando el art. 1454 CC si se quieren penitenciales.',
      questions: [
        'Si el contrato de arras no dice de qué tipo son, ¿qué se aplica?',
        'He firmado un contrato de señal sin poner si son penitenciales, ¿puedo echarme atrás?',
      ],
    },
    en: {
      title: 'Deposit of unspecified type: presumed confirmatory',
      body:
        'When the contract mentions arras or a deposit without stating its type, Supreme Court case law treats it as confirmatory, that is, as a payment on account of the price. The penitential nature is exceptional and requires a clear and unequivocal intention of the parties, so the mere word "arras" is not enough. Consequently neither party can escape by forfeiting or doubling the deposit: the injured party may seek performance or termination with damages (art. 1124 CC). Drafting should always state the type of deposit and cite art. 1454 CC if penitential arras are intended.',
      questions: [
        'If the deposit agreement does not say which type it is, what applies?',
        'I signed a deposit contract without saying it was penitential; can I back out?',
      ],
    },
    sources: [
      { law: 'CC', article: '1454' },
      { law: 'CC', article: '1124' },
    ],
    keywords: ['arras', 'señal', 'contrato de arras', 'jurisprudencia', 'Tribunal Supremo', 'no pone', 'tipo de arras'],
  },
  {
    id: 'cc-reserva-senal-vivienda',
    topic: 'sale',
    es: {
      title: 'Documento de reserva (señal) y su diferencia con las arras',
      body:
        'La reserva es un documento previo, habitual en las inmobiliarias, por el que el interesado entrega una cantidad pequeña (a menudo entre 1.000 y 6.000 €) para que el piso se retire del mercado durante unos días mientras se negocia o se busca financiación. No está regulada específicamente y se rige por lo pactado (art. 1255 CC): lo normal es que, si la operación sigue, se descuente del precio o se convierta en arras, y si el comprador no continúa, la pierda. Si el vendedor no la ha firmado, en principio no le vincula, por eso es clave comprobar quién firma y con qué facultades. Las arras, en cambio, suelen ser un contrato entre comprador y vendedor con precio, plazo y consecuencias del incumplimiento ya fijados.',
      questions: [
        '¿Qué diferencia hay entre una reserva y unas arras?',
        'He pagado una reserva a la inmobiliaria y me echo atrás, ¿me la devuelven?',
        '¿La señal de reserva obliga al vendedor?',
      ],
    },
    en: {
      title: 'Reservation agreement and how it differs from arras',
      body:
        'A reservation is a preliminary document, common with estate agencies, whereby the prospective buyer pays a small amount (often between 1,000 and 6,000 euros) so that the home is taken off the market for a few days while the deal is negotiated or financing is sought. It has no specific regulation and is governed by what was agreed (art. 1255 CC): normally, if the deal goes ahead, it is deducted from the price or turned into arras, and if the buyer does not proceed he loses it. If the seller has not signed it, it does not in principle bind him, so it is key to check who signs and with what authority. Arras, by contrast, are usually a contract between buyer and seller with price, deadline and consequences of breach already fixed.',
      questions: [
        'What is the difference between a reservation and a deposit (arras)?',
        'I paid a reservation to the agency and changed my mind; will I get it back?',
      ],
    },
    sources: [
      { law: 'CC', article: '1255' },
      { law: 'CC', article: '1454' },
    ],
    keywords: ['reserva', 'señal', 'inmobiliaria', 'apartar el piso', 'quitar del mercado', 'devolución', 'agencia'],
  },
  {
    id: 'cc-contrato-privado-escritura-publica',
    topic: 'sale',
    es: {
      title: 'Contrato privado de compraventa frente a escritura pública',
      body:
        'La compraventa queda perfeccionada cuando las partes están de acuerdo en la cosa y el precio (arts. 1445 y 1450 CC), y el contrato privado es válido y obliga aunque no se haya ido al notario (art. 1278 CC). Sin embargo, cualquiera de las partes puede exigir a la otra que lo eleve a escritura pública (arts. 1279 y 1280 CC). La escritura tiene ventajas decisivas: su otorgamiento equivale a la entrega de la vivienda (art. 1462 CC), tiene fuerza probatoria reforzada y es el documento necesario para inscribir la compra en el Registro de la Propiedad y proteger al comprador frente a terceros.',
      questions: [
        '¿Es válido un contrato privado de compraventa de un piso?',
        '¿Es obligatorio ir al notario para comprar una casa?',
        'El vendedor no quiere firmar la escritura, ¿puedo obligarle?',
      ],
    },
    en: {
      title: 'Private sale contract versus public deed',
      body:
        'A sale is concluded once the parties agree on the thing and the price (arts. 1445 and 1450 CC), and a private contract is valid and binding even without a notary (art. 1278 CC). However, either party may compel the other to formalise it in a public deed (arts. 1279 and 1280 CC). The deed has decisive advantages: executing it amounts to delivery of the home (art. 1462 CC), it carries stronger evidential value and it is the document required to register the purchase in the Land Registry and protect the buyer against third parties.',
      questions: [
        'Is a private contract for the sale of a flat valid?',
        'Do I have to go to a notary to buy a house?',
      ],
    },
    sources: [
      { law: 'CC', article: '1278' },
      { law: 'CC', article: '1279' },
      { law: 'CC', article: '1462' },
    ],
    keywords: ['notario', 'escritura', 'contrato privado', 'firmar', 'elevar a público', 'documento privado', 'validez'],
  },
  {
    id: 'cc-momento-adquisicion-propiedad',
    topic: 'sale',
    es: {
      title: '¿Cuándo se convierte el comprador en propietario?',
      body:
        'En Derecho español no basta el contrato para adquirir la propiedad: hace falta además la entrega o tradición (arts. 609 y 1095 CC), lo que se conoce como teoría del título y el modo. La entrega puede ser material (llaves, posesión) o instrumental: el otorgamiento de la escritura pública equivale a la entrega salvo que de ella resulte lo contrario (art. 1462 CC). La inscripción en el Registro no es necesaria para ser propietario, pero sí para gozar de la protección registral frente a terceros.',
      questions: [
        '¿Cuándo soy dueño del piso, al firmar el contrato o al escriturar?',
        '¿Hace falta inscribir la casa en el Registro para ser propietario?',
      ],
    },
    en: {
      title: 'When does the buyer become the owner?',
      body:
        'Under Spanish law the contract alone does not transfer ownership: delivery (tradición) is also needed (arts. 609 and 1095 CC), the so-called title and mode theory. Delivery may be physical (keys, possession) or instrumental: executing the public deed counts as delivery unless the deed shows otherwise (art. 1462 CC). Registration in the Land Registry is not required to become owner, but it is required to enjoy registry protection against third parties.',
      questions: [
        'When do I own the flat: when signing the contract or the deed?',
        'Do I need to register the house to be the owner?',
      ],
    },
    sources: [
      { law: 'CC', article: '609' },
      { law: 'CC', article: '1095' },
      { law: 'CC', article: '1462' },
    ],
    keywords: ['dueño', 'propietario', 'llaves', 'entrega', 'título y modo', 'tradición', 'escriturar'],
  },
  {
    id: 'cc-doble-venta',
    topic: 'sale',
    es: {
      title: 'Doble venta de un mismo inmueble',
      body:
        'Si el mismo piso se vende a dos compradores distintos, el art. 1473 CC da preferencia a quien primero lo inscriba de buena fe en el Registro de la Propiedad. Si ninguno lo ha inscrito, prevalece quien primero tomó posesión de buena fe y, en su defecto, quien presente el título de fecha más antigua, siempre que haya buena fe. El comprador que pierde puede reclamar al vendedor la devolución del precio y los daños, y la conducta puede además ser constitutiva de estafa.',
      questions: [
        '¿Qué pasa si el vendedor vende el mismo piso a dos personas?',
        '¿Quién se queda la casa en una doble venta?',
      ],
    },
    en: {
      title: 'Double sale of the same property',
      body:
        'If the same flat is sold to two different buyers, art. 1473 CC gives priority to whoever first registers it in good faith in the Land Registry. If neither has registered, the one who first took possession in good faith prevails and, failing that, the one holding the title with the earliest date, provided there is good faith. The losing buyer may claim the price back and damages from the seller, and the conduct may also amount to fraud.',
      questions: [
        'What happens if the seller sells the same flat to two people?',
        'Who keeps the house in a double sale?',
      ],
    },
    sources: [{ law: 'CC', article: '1473' }],
    keywords: ['vender dos veces', 'doble venta', 'estafa', 'inscribir primero', 'prioridad', 'Registro'],
  },
  {
    id: 'cc-condicion-financiacion-hipoteca',
    topic: 'sale',
    es: {
      title: 'Comprar condicionado a obtener la hipoteca',
      body:
        'Quien necesita financiación debería incluir en el contrato de arras o de compraventa una condición: si el banco deniega la hipoteca en un plazo determinado, el contrato queda sin efecto y se devuelve íntegramente la cantidad entregada. Es una condición suspensiva o resolutoria válida (arts. 1113 y 1114 CC), pero debe redactarse con precisión: importe mínimo del préstamo, plazo para obtenerlo y forma de acreditar la denegación (por ejemplo, con dos denegaciones por escrito de entidades distintas). Sin esta cláusula, no conseguir la hipoteca no libera al comprador y, en arras penitenciales, perdería la señal.',
      questions: [
        'Si no me dan la hipoteca, ¿pierdo las arras?',
        '¿Cómo pongo en el contrato que la compra depende de que el banco me conceda la hipoteca?',
      ],
    },
    en: {
      title: 'Buying subject to mortgage approval',
      body:
        'A buyer who needs financing should include a condition in the deposit or sale contract: if the bank refuses the mortgage within a set period, the contract lapses and the full amount paid is returned. This is a valid condition precedent or subsequent (arts. 1113 and 1114 CC), but it must be drafted precisely: minimum loan amount, deadline to obtain it and how refusal is proved (for instance, two written refusals from different lenders). Without this clause, failing to get a mortgage does not release the buyer and, with penitential arras, he would lose the deposit.',
      questions: [
        'If I do not get the mortgage, do I lose the deposit?',
        'How do I make the purchase conditional on the bank approving my mortgage?',
      ],
    },
    sources: [
      { law: 'CC', article: '1113' },
      { law: 'CC', article: '1114' },
    ],
    keywords: ['no me dan la hipoteca', 'denegación', 'financiación', 'condición', 'cláusula hipoteca', 'banco', 'arras', 'préstamo'],
  },
  {
    id: 'cc-vivienda-familiar-consentimiento-conyuge',
    topic: 'sale',
    es: {
      title: 'Venta de la vivienda familiar: consentimiento del cónyuge',
      body:
        'Para vender la vivienda habitual de la familia hace falta el consentimiento de ambos cónyuges aunque la casa pertenezca solo a uno de ellos (art. 1320 CC); a falta de consentimiento, cabe autorización judicial. En la escritura el vendedor debe manifestar si la vivienda tiene ese carácter, y la manifestación errónea o falsa no perjudica al comprador de buena fe. Si el piso es ganancial, además, la venta requiere el consentimiento de ambos como cotitulares (art. 1377 CC).',
      questions: [
        '¿Puedo vender mi piso sin la firma de mi mujer si está a mi nombre?',
        '¿Hace falta el consentimiento del cónyuge para vender la vivienda habitual?',
      ],
    },
    en: {
      title: 'Selling the family home: spouse’s consent',
      body:
        'Selling the family’s habitual home requires the consent of both spouses even if it belongs to only one of them (art. 1320 CC); failing consent, a court may authorise it. In the deed the seller must state whether the home has that character, and an incorrect or false statement does not harm a good-faith buyer. If the flat is community property (gananciales), the sale also requires both spouses’ consent as co-owners (art. 1377 CC).',
      questions: [
        'Can I sell my flat without my wife’s signature if it is in my name?',
        'Is the spouse’s consent needed to sell the family home?',
      ],
    },
    sources: [
      { law: 'CC', article: '1320' },
      { law: 'CC', article: '1377' },
    ],
    keywords: ['marido', 'mujer', 'esposa', 'cónyuge', 'gananciales', 'firma', 'vivienda habitual', 'matrimonio'],
  },
  {
    id: 'cc-venta-proindiviso-herederos',
    topic: 'sale',
    es: {
      title: 'Vender un piso en copropiedad (proindiviso o herencia)',
      body:
        'Cuando un piso pertenece a varios (por ejemplo, hermanos que lo han heredado), la venta del inmueble entero necesita el consentimiento de todos los copropietarios (art. 397 CC). Cada uno puede vender libremente su cuota, pero los demás tienen un derecho de retracto para adquirirla en las mismas condiciones si se vende a un extraño (art. 1522 CC). Si no hay acuerdo, cualquiera puede pedir la división de la cosa común (art. 400 CC) y, si el piso es indivisible, su venta en pública subasta repartiendo el precio (art. 404 CC).',
      questions: [
        'Mi hermano no quiere vender el piso heredado, ¿qué puedo hacer?',
        '¿Puedo vender mi parte de una casa que tengo con otros?',
      ],
    },
    en: {
      title: 'Selling a co-owned flat (joint ownership or inheritance)',
      body:
        'When a flat belongs to several people (for example, siblings who inherited it), selling the whole property requires the consent of all co-owners (art. 397 CC). Each may freely sell his share, but the others have a right of redemption to acquire it on the same terms if it is sold to an outsider (art. 1522 CC). If there is no agreement, any co-owner may seek division of the common thing (art. 400 CC) and, if the flat cannot be divided, its sale at public auction with the price shared out (art. 404 CC).',
      questions: [
        'My brother does not want to sell the inherited flat; what can I do?',
        'Can I sell my share of a house I own with others?',
      ],
    },
    sources: [
      { law: 'CC', article: '397' },
      { law: 'CC', article: '400' },
      { law: 'CC', article: '1522' },
    ],
    keywords: ['herencia', 'hermanos', 'herederos', 'proindiviso', 'copropiedad', 'extinción de condominio', 'mi parte', 'subasta'],
  },

  // ───────────────────────────── Documentación y Registro ─────────────────────────────
  {
    id: 'sale-documentos-para-vender',
    topic: 'sale',
    es: {
      title: 'Documentos necesarios para vender una vivienda',
      body:
        'Para vender un piso de segunda mano conviene reunir: la escritura de propiedad (título), una nota simple actualizada del Registro, el último recibo del IBI, el certificado de la comunidad de estar al corriente de los gastos (art. 9.1.e LPH), el certificado de eficiencia energética con su etiqueta (RD 390/2021) y, si hay hipoteca, el certificado de deuda pendiente del banco. Según la comunidad autónoma pueden exigirse además la cédula de habitabilidad o la licencia de primera ocupación y, en edificios antiguos, la ITE o el Informe de Evaluación del Edificio. También es útil aportar los últimos recibos de suministros y, si el piso está alquilado, el contrato de arrendamiento.',
      questions: [
        '¿Qué papeles necesito para vender mi piso?',
        '¿Qué documentos hay que llevar al notario para vender una casa?',
        'Documentación para la venta de una vivienda de segunda mano',
      ],
    },
    en: {
      title: 'Documents needed to sell a home',
      body:
        'To sell a second-hand flat the seller should gather: the title deed, an up-to-date land-registry extract (nota simple), the last IBI receipt, the community of owners’ certificate of being up to date with dues (art. 9.1.e LPH), the energy performance certificate and label (RD 390/2021) and, if there is a mortgage, the bank’s certificate of the outstanding debt. Depending on the region, a certificate of habitability or a first-occupation licence may also be required and, for older buildings, the technical inspection (ITE) or Building Assessment Report. It is also useful to provide the latest utility bills and, if the flat is let, the lease.',
      questions: [
        'What paperwork do I need to sell my flat?',
        'Which documents must I take to the notary to sell a house?',
      ],
    },
    sources: [
      { law: 'LPH', article: '9' },
      { law: 'RD 390/2021', article: '3' },
      { law: 'LH', article: '222' },
    ],
    keywords: ['papeles', 'documentación', 'vender piso', 'escritura', 'recibo IBI', 'certificado comunidad', 'notario', 'requisitos'],
  },
  {
    id: 'lh-nota-simple-registro',
    topic: 'sale',
    es: {
      title: 'La nota simple del Registro de la Propiedad',
      body:
        'La nota simple es un extracto del contenido del Registro de la Propiedad sobre una finca: identifica al titular registral y su porcentaje, describe la finca (situación, superficie, cuota, referencia catastral) y relaciona las cargas que pesan sobre ella, como hipotecas, embargos, servidumbres, afecciones fiscales o anotaciones de demanda. Cualquiera con interés legítimo puede pedirla en el Registro o por internet (registradores.org) por unos pocos euros, y suele obtenerse en horas (art. 222 LH). Tiene valor meramente informativo; si se necesita un documento con fe pública hay que pedir una certificación registral. Antes de dar arras o firmar conviene pedir una nota simple reciente para comprobar que el vendedor es el dueño y que no hay cargas ocultas.',
      questions: [
        '¿Qué es la nota simple del Registro de la Propiedad?',
        '¿Cómo sé si un piso tiene cargas o embargos?',
        '¿Dónde pido una nota simple y cuánto cuesta?',
      ],
    },
    en: {
      title: 'The land-registry extract (nota simple)',
      body:
        'The nota simple is an extract of what the Land Registry records about a property: it identifies the registered owner (titular) and his share, describes the property (location, area, quota, cadastral reference) and lists the charges (cargas) on it, such as mortgages, attachments, easements, tax liens or notes of pending lawsuits. Anyone with a legitimate interest can request it from the Registry or online (registradores.org) for a few euros, usually within hours (art. 222 LH). It has purely informative value; a document with public faith requires a registry certificate. Before paying a deposit or signing, a recent nota simple should be obtained to check that the seller is the owner and that there are no hidden charges.',
      questions: [
        'What is the nota simple from the Land Registry?',
        'How do I know whether a flat has charges or attachments?',
      ],
    },
    sources: [
      { law: 'LH', article: '222' },
      { law: 'RH', article: '332' },
    ],
    keywords: ['nota simple', 'cargas', 'embargos', 'titular', 'dueño', 'registradores', 'deudas del piso', 'propietario registral'],
  },
  {
    id: 'rd390-certificado-eficiencia-energetica',
    topic: 'sale',
    es: {
      title: 'Certificado de eficiencia energética para vender o alquilar',
      body:
        'El certificado de eficiencia energética es obligatorio para vender o alquilar una vivienda o local existente (RD 390/2021, art. 3): el vendedor debe tenerlo y entregarlo al comprador, y la calificación (la etiqueta, con letras de la A, más eficiente, a la G, menos eficiente) debe figurar en los anuncios de venta o alquiler. Lo emite un técnico competente tras visitar el inmueble y se registra en el órgano autonómico. Tiene una validez máxima de 10 años, salvo que la calificación sea G, en cuyo caso dura 5. No tenerlo o no mostrar la etiqueta en la publicidad puede dar lugar a sanciones.',
      questions: [
        '¿Es obligatorio el certificado energético para vender un piso?',
        '¿Cuánto dura el certificado de eficiencia energética?',
        '¿Tengo que poner la etiqueta energética en el anuncio de Idealista?',
      ],
    },
    en: {
      title: 'Energy performance certificate to sell or let',
      body:
        'The energy performance certificate is mandatory to sell or let an existing home or premises (RD 390/2021, art. 3): the seller must have it and hand it to the buyer, and the rating (the label, with letters from A, most efficient, to G, least efficient) must appear in sale or rental adverts. It is issued by a qualified technician after visiting the property and registered with the regional authority. It is valid for a maximum of 10 years, except with a G rating, in which case it lasts 5. Not having it or not showing the label in advertising may lead to fines.',
      questions: [
        'Is the energy certificate mandatory to sell a flat?',
        'How long is the energy performance certificate valid?',
      ],
    },
    sources: [
      { law: 'RD 390/2021', article: '3' },
      { law: 'RD 390/2021', article: '13' },
    ],
    keywords: ['certificado energético', 'etiqueta energética', 'CEE', 'eficiencia', 'anuncio', 'letra', 'obligatorio', 'caducidad'],
  },
  {
    id: 'sale-cedula-habitabilidad-licencia-ocupacion',
    topic: 'sale',
    es: {
      title: 'Cédula de habitabilidad y licencia de primera ocupación',
      body:
        'La cédula de habitabilidad acredita que una vivienda reúne las condiciones mínimas para ser habitada; es competencia autonómica y solo algunas comunidades la exigen para vender o alquilar (por ejemplo, Cataluña o Baleares). En otras se utiliza la licencia de primera ocupación o una declaración responsable, que el ayuntamiento concede u obtiene al terminar la obra nueva. Para escriturar una obra nueva terminada, el notario y el registrador exigen además el certificado final de obra y el cumplimiento de los requisitos para entregar la vivienda a sus usuarios (art. 28 TRLSRU). Conviene comprobar con antelación qué documento pide la normativa del lugar, ya que su falta puede impedir contratar suministros.',
      questions: [
        '¿Necesito cédula de habitabilidad para vender mi piso?',
        '¿Qué es la licencia de primera ocupación?',
      ],
    },
    en: {
      title: 'Certificate of habitability and first-occupation licence',
      body:
        'The certificate of habitability (cédula de habitabilidad) proves that a home meets minimum living conditions; it is a regional matter and only some regions require it to sell or let (for instance Catalonia or the Balearic Islands). Elsewhere the first-occupation licence or a responsible declaration is used, granted or filed with the town hall when a new building is completed. To execute a deed declaring a completed new building, the notary and the registrar also require the final works certificate and compliance with the requirements for handing the home to its users (art. 28 TRLSRU). It is advisable to check in advance which document local rules require, as its absence may prevent contracting utilities.',
      questions: [
        'Do I need a certificate of habitability to sell my flat?',
        'What is a first-occupation licence?',
      ],
    },
    sources: [{ law: 'TRLSRU', article: '28' }],
    keywords: ['cédula', 'habitabilidad', 'licencia de primera ocupación', 'LPO', 'declaración responsable', 'ayuntamiento', 'suministros', 'obra nueva'],
  },
  {
    id: 'sale-ite-iee-inspeccion-edificio',
    topic: 'sale',
    es: {
      title: 'ITE e Informe de Evaluación del Edificio (IEE)',
      body:
        'La Inspección Técnica de Edificios (ITE) y el Informe de Evaluación del Edificio (IEE) revisan el estado de conservación de los edificios de cierta antigüedad y, en el IEE, también su accesibilidad y eficiencia energética (art. 29 TRLSRU). Es la comunidad de propietarios, no cada vendedor, quien debe encargarlo cuando lo exige la normativa autonómica o la ordenanza municipal, que fijan la antigüedad y la periodicidad. En una compraventa es recomendable preguntar si el edificio tiene la ITE favorable, porque un resultado desfavorable suele implicar obras obligatorias y derramas que acabará pagando quien sea propietario cuando se exijan.',
      questions: [
        '¿Hace falta la ITE para vender un piso?',
        '¿Qué es el informe de evaluación del edificio?',
      ],
    },
    en: {
      title: 'Building technical inspection (ITE) and Building Assessment Report (IEE)',
      body:
        'The Building Technical Inspection (ITE) and the Building Assessment Report (IEE) review the state of repair of buildings of a certain age and, in the IEE, also their accessibility and energy efficiency (art. 29 TRLSRU). It is the community of owners, not each seller, that must commission it when regional rules or the municipal bylaw require it; they set the age threshold and frequency. In a sale it is advisable to ask whether the building has a favourable ITE, since an unfavourable result usually means mandatory works and special levies that will be paid by whoever owns the flat when they fall due.',
      questions: [
        'Is an ITE needed to sell a flat?',
        'What is the building assessment report?',
      ],
    },
    sources: [{ law: 'TRLSRU', article: '29' }],
    keywords: ['ITE', 'IEE', 'inspección técnica', 'edificio antiguo', 'desfavorable', 'obras', 'derrama', 'fachada'],
  },
  {
    id: 'lh-efectos-inscripcion-registral',
    topic: 'sale',
    es: {
      title: 'Efectos de inscribir la compra en el Registro de la Propiedad',
      body:
        'La inscripción no es obligatoria, pero protege al comprador. Lo que no está inscrito no perjudica a terceros (art. 32 LH), y quien adquiere a título oneroso y de buena fe de quien figura en el Registro como titular con facultades para transmitir queda protegido una vez inscrito, aunque después se anule el derecho del vendedor por causas que no constaban en el Registro (art. 34 LH, fe pública registral). Además, se presume que los derechos inscritos existen y pertenecen a su titular (art. 38 LH). Por eso, tras firmar la escritura, el notario la envía telemáticamente al Registro y conviene completar la inscripción cuanto antes.',
      questions: [
        '¿Para qué sirve inscribir la escritura en el Registro?',
        '¿Qué pasa si no inscribo mi casa en el Registro de la Propiedad?',
      ],
    },
    en: {
      title: 'Effects of registering the purchase in the Land Registry',
      body:
        'Registration is not compulsory, but it protects the buyer. What is not registered does not prejudice third parties (art. 32 LH), and whoever acquires for value and in good faith from the person the Registry shows as owner with power to transfer is protected once registered, even if the seller’s right is later annulled for reasons not shown in the Registry (art. 34 LH, public faith of the Registry). In addition, registered rights are presumed to exist and belong to their holder (art. 38 LH). That is why, after the deed is signed, the notary sends it electronically to the Registry and registration should be completed as soon as possible.',
      questions: [
        'What is the point of registering the deed?',
        'What happens if I do not register my house in the Land Registry?',
      ],
    },
    sources: [
      { law: 'LH', article: '32' },
      { law: 'LH', article: '34' },
      { law: 'LH', article: '38' },
    ],
    keywords: ['inscribir', 'inscripción', 'Registro de la Propiedad', 'tercero hipotecario', 'fe pública registral', 'buena fe', 'protección'],
  },

  // ───────────────────────────── Obligaciones de las partes ─────────────────────────────
  {
    id: 'cc-obligaciones-vendedor-entrega-saneamiento',
    topic: 'sale',
    es: {
      title: 'Obligaciones del vendedor: entregar y sanear',
      body:
        'El vendedor está obligado a entregar la vivienda y a responder de su saneamiento (art. 1461 CC). La entrega comprende la posesión y, salvo pacto, se entiende hecha al otorgar la escritura (art. 1462 CC); debe hacerse en el estado en que estaba al perfeccionarse el contrato y con sus accesorios. El saneamiento obliga a garantizar al comprador la posesión legal y pacífica de la cosa (evicción) y a responder de los vicios o defectos ocultos (art. 1474 CC). El comprador, por su parte, debe pagar el precio en el tiempo y lugar pactados (art. 1500 CC).',
      questions: [
        '¿Qué obligaciones tiene el vendedor de un piso?',
        '¿En qué estado tiene que entregarme la casa el vendedor?',
      ],
    },
    en: {
      title: 'Seller’s obligations: delivery and warranty',
      body:
        'The seller must deliver the home and answer for its warranty (saneamiento) (art. 1461 CC). Delivery includes possession and, unless agreed otherwise, is deemed made on executing the deed (art. 1462 CC); the property must be handed over in the condition it was in when the contract was concluded, with its accessories. The warranty requires the seller to guarantee the buyer lawful and peaceful possession (against eviction) and to answer for hidden defects (art. 1474 CC). The buyer, in turn, must pay the price at the agreed time and place (art. 1500 CC).',
      questions: [
        'What obligations does the seller of a flat have?',
        'In what condition must the seller hand over the house?',
      ],
    },
    sources: [
      { law: 'CC', article: '1461' },
      { law: 'CC', article: '1474' },
      { law: 'CC', article: '1500' },
    ],
    keywords: ['vendedor', 'entrega', 'llaves', 'saneamiento', 'garantía', 'obligaciones', 'estado del piso'],
  },
  {
    id: 'cc-vicios-ocultos',
    topic: 'sale',
    es: {
      title: 'Vicios ocultos en la vivienda comprada: plazo de seis meses',
      body:
        'El vendedor responde de los defectos ocultos que hagan la vivienda impropia para su uso o disminuyan tanto ese uso que el comprador no la habría comprado, o habría pagado menos (art. 1484 CC). No responde de los defectos manifiestos o a la vista, ni de los que el comprador debía conocer fácilmente por ser perito en la materia. Responde aunque los desconociera, salvo pacto en contrario, que no ampara al vendedor de mala fe (art. 1485 CC). El comprador puede elegir entre deshacer la venta (acción redhibitoria) o pedir una rebaja del precio (quanti minoris) (art. 1486 CC), y debe ejercitar la acción en el plazo de seis meses desde la entrega (art. 1490 CC).',
      questions: [
        '¿Cuánto tiempo tengo para reclamar vicios ocultos de un piso?',
        'He comprado una casa con humedades ocultas, ¿puedo reclamar al vendedor?',
        '¿Qué son los vicios ocultos en una compraventa?',
      ],
    },
    en: {
      title: 'Hidden defects in the home bought: six-month period',
      body:
        'The seller is liable for hidden defects that make the home unfit for its use or reduce that use so much that the buyer would not have bought it, or would have paid less (art. 1484 CC). He is not liable for obvious or visible defects, nor for those the buyer should easily have known of as an expert in the field. He is liable even if unaware of them, unless otherwise agreed, and such an agreement does not protect a seller in bad faith (art. 1485 CC). The buyer may choose between undoing the sale (redhibitory action) or a price reduction (quanti minoris) (art. 1486 CC), and must bring the action within six months of delivery (art. 1490 CC).',
      questions: [
        'How long do I have to claim hidden defects in a flat?',
        'I bought a house with hidden damp; can I claim against the seller?',
      ],
    },
    sources: [
      { law: 'CC', article: '1484' },
      { law: 'CC', article: '1486' },
      { law: 'CC', article: '1490' },
    ],
    keywords: ['vicios ocultos', 'defectos', 'humedades', 'termitas', 'reclamar', 'rebaja del precio', 'seis meses', 'goteras', 'desperfectos'],
  },
  {
    id: 'cc-cargas-ocultas-eviccion',
    topic: 'sale',
    es: {
      title: 'Evicción y cargas no declaradas',
      body:
        'Si el comprador pierde la vivienda total o parcialmente por sentencia firme en virtud de un derecho anterior a la compra, el vendedor debe sanear por evicción: devolver el precio, los frutos, las costas y, si actuó de mala fe, los daños (arts. 1475 y 1478 CC). Si la finca estaba gravada con una carga o servidumbre no aparente que no se declaró, de tal importancia que el comprador no la habría adquirido, este puede pedir la rescisión o una indemnización en el plazo de un año desde la escritura (art. 1483 CC). Revisar la nota simple antes de firmar reduce mucho estos riesgos.',
      questions: [
        '¿Qué pasa si el piso tenía una carga que el vendedor no me dijo?',
        '¿Qué es el saneamiento por evicción?',
      ],
    },
    en: {
      title: 'Eviction and undisclosed charges',
      body:
        'If the buyer loses the home wholly or partly by final judgment on the basis of a right predating the sale, the seller must answer for eviction: return the price, the fruits, the costs and, if he acted in bad faith, damages (arts. 1475 and 1478 CC). If the property carried a non-apparent charge or easement that was not disclosed, of such importance that the buyer would not have bought it, the buyer may seek rescission or compensation within one year of the deed (art. 1483 CC). Checking the nota simple before signing greatly reduces these risks.',
      questions: [
        'What if the flat had a charge the seller did not tell me about?',
        'What is the warranty against eviction?',
      ],
    },
    sources: [
      { law: 'CC', article: '1475' },
      { law: 'CC', article: '1483' },
    ],
    keywords: ['evicción', 'cargas', 'servidumbre', 'no me lo dijo', 'engaño', 'rescisión', 'indemnización'],
  },
  {
    id: 'cc-metros-cabida-venta',
    topic: 'sale',
    es: {
      title: 'El piso tiene menos metros de los anunciados',
      body:
        'Si la venta se hizo a razón de un precio por unidad de medida (tanto por metro) y la superficie real es menor, el comprador puede pedir una rebaja proporcional o, si la falta alcanza al menos la décima parte de la superficie atribuida, la rescisión (art. 1469 CC). Si se vendió por un precio alzado y no por metros, no hay en principio variación de precio aunque la superficie sea menor o mayor (art. 1471 CC), salvo que la diferencia sea tal que la cosa no sirva para lo pactado o haya habido engaño. Estas acciones caducan a los seis meses desde la entrega (art. 1472 CC).',
      questions: [
        'Mi piso tiene menos metros de los que ponía la escritura, ¿puedo reclamar?',
        '¿Qué pasa si la casa es más pequeña de lo que me dijeron?',
      ],
    },
    en: {
      title: 'The flat is smaller than advertised',
      body:
        'If the sale was made at a price per unit of measurement (so much per square metre) and the real area is smaller, the buyer may seek a proportional price reduction or, if the shortfall is at least one tenth of the stated area, rescission (art. 1469 CC). If it was sold for a lump sum rather than by the metre, there is in principle no price adjustment even if the area is smaller or larger (art. 1471 CC), unless the difference is such that the property is unfit for the agreed purpose or there was deceit. These actions expire six months after delivery (art. 1472 CC).',
      questions: [
        'My flat has fewer square metres than the deed said; can I claim?',
        'What if the house is smaller than I was told?',
      ],
    },
    sources: [
      { law: 'CC', article: '1469' },
      { law: 'CC', article: '1471' },
      { law: 'CC', article: '1472' },
    ],
    keywords: ['metros', 'superficie', 'metros cuadrados', 'más pequeño', 'cabida', 'precio alzado', 'catastro'],
  },
  {
    id: 'cc-impago-precio-resolucion',
    topic: 'sale',
    es: {
      title: 'El comprador no paga el precio aplazado',
      body:
        'Si el comprador no paga, el vendedor puede exigir el pago o resolver la venta con indemnización (art. 1124 CC). En la venta de inmuebles con precio aplazado, aunque se haya pactado que la falta de pago resuelva el contrato de pleno derecho, el comprador puede pagar mientras no haya sido requerido judicialmente o por acta notarial; tras el requerimiento, el juez no puede concederle nuevo plazo (art. 1504 CC). El comprador debe intereses por el precio pendiente si así se pactó, si la cosa produce frutos o si ha sido constituido en mora (art. 1501 CC). Para protegerse, el vendedor puede inscribir una condición resolutoria explícita o reservarse una hipoteca en garantía del precio aplazado.',
      questions: [
        'Vendí mi casa con pago aplazado y el comprador no paga, ¿qué hago?',
        '¿Puedo anular la venta si no me pagan el resto del precio?',
      ],
    },
    en: {
      title: 'The buyer does not pay the deferred price',
      body:
        'If the buyer does not pay, the seller may demand payment or terminate the sale with damages (art. 1124 CC). In sales of real property with a deferred price, even where it was agreed that non-payment terminates the contract automatically, the buyer may still pay until he has been served a demand in court or by notarial act; after that, the court cannot grant further time (art. 1504 CC). The buyer owes interest on the outstanding price if so agreed, if the property yields fruits or if he has been put in default (art. 1501 CC). To protect himself, the seller may register an express termination condition or reserve a mortgage securing the deferred price.',
      questions: [
        'I sold my house with deferred payment and the buyer is not paying; what can I do?',
        'Can I undo the sale if the rest of the price is not paid?',
      ],
    },
    sources: [
      { law: 'CC', article: '1124' },
      { law: 'CC', article: '1501' },
      { law: 'CC', article: '1504' },
    ],
    keywords: ['impago', 'no paga', 'precio aplazado', 'condición resolutoria', 'requerimiento notarial', 'anular venta', 'pago a plazos'],
  },
  {
    id: 'loe-responsabilidad-decenal',
    topic: 'sale',
    es: {
      title: 'Garantías de la obra nueva: responsabilidad decenal (LOE)',
      body:
        'En viviendas de nueva construcción, los agentes de la edificación responden frente a los propietarios durante 10 años por daños estructurales que comprometan la resistencia y estabilidad del edificio, durante 3 años por defectos de habitabilidad (humedades, aislamiento, instalaciones) y el constructor durante 1 año por defectos de terminación o acabado (art. 17 LOE). Los plazos se cuentan desde la recepción de la obra, y el promotor responde siempre solidariamente con los demás agentes frente al comprador. Una vez aparecido el daño, la acción prescribe en 2 años (art. 18 LOE). Para la garantía decenal el promotor debe contratar un seguro obligatorio (art. 19 LOE).',
      questions: [
        '¿Cuántos años de garantía tiene una casa de obra nueva?',
        '¿Qué es el seguro decenal?',
        'Tengo grietas en mi piso nuevo, ¿a quién reclamo?',
      ],
    },
    en: {
      title: 'New-build guarantees: ten-year liability (LOE)',
      body:
        'For newly built homes, the building agents are liable to owners for 10 years for structural damage that compromises the building’s strength and stability, for 3 years for habitability defects (damp, insulation, installations) and the builder for 1 year for finishing defects (art. 17 LOE). Periods run from acceptance of the works, and the developer is always jointly liable with the other agents to the buyer. Once the damage appears, the action must be brought within 2 years (art. 18 LOE). For the ten-year guarantee the developer must take out compulsory insurance (art. 19 LOE).',
      questions: [
        'How many years of guarantee does a new-build house have?',
        'What is ten-year (decennial) insurance?',
      ],
    },
    sources: [
      { law: 'LOE', article: '17' },
      { law: 'LOE', article: '18' },
      { law: 'LOE', article: '19' },
    ],
    keywords: ['obra nueva', 'decenal', 'grietas', 'promotora', 'constructora', 'garantía', 'seguro decenal', 'defectos de construcción'],
  },

  // ───────────────────────────── Situaciones especiales ─────────────────────────────
  {
    id: 'lau-tanteo-retracto-inquilino',
    topic: 'sale',
    es: {
      title: 'Derecho de tanteo y retracto del inquilino al vender',
      body:
        'Si se vende una vivienda alquilada, el inquilino tiene preferencia para comprarla (art. 25 LAU). El propietario debe notificarle de forma fehaciente su decisión de vender, el precio y las condiciones, y el inquilino dispone de 30 días naturales para ejercer el tanteo, es decir, comprar en esas mismas condiciones. Si no se le notificó, o se vendió por un precio o en condiciones distintas, puede ejercer el retracto y subrogarse en lugar del comprador en los 30 días naturales siguientes a que se le comunique la venta con copia de la escritura. Las partes pueden pactar en el contrato de alquiler que el inquilino renuncia a este derecho, y no existe cuando se vende la vivienda junto con las demás viviendas o locales del mismo propietario en el edificio.',
      questions: [
        '¿Tengo que ofrecer el piso a mi inquilino antes de venderlo?',
        '¿Qué es el derecho de tanteo y retracto del inquilino?',
        'Me han vendido el piso en el que vivo de alquiler sin avisarme, ¿qué puedo hacer?',
      ],
    },
    en: {
      title: 'Tenant’s right of first refusal and redemption on sale',
      body:
        'If a let home is sold, the tenant has preference to buy it (art. 25 LAU). The landlord must notify him reliably of the decision to sell, the price and the terms, and the tenant has 30 calendar days to exercise the right of first refusal (tanteo), that is, to buy on those same terms. If he was not notified, or the sale was made at a different price or on different terms, he may exercise the right of redemption (retracto) and step into the buyer’s place within 30 calendar days of being notified of the sale with a copy of the deed. The lease may validly provide that the tenant waives this right, and it does not exist when the home is sold together with the owner’s other homes or premises in the building.',
      questions: [
        'Do I have to offer the flat to my tenant before selling?',
        'What is the tenant’s right of first refusal and redemption?',
      ],
    },
    sources: [{ law: 'LAU', article: '25' }],
    keywords: ['inquilino', 'tanteo', 'retracto', 'preferencia', 'derecho de adquisición preferente', 'alquilado', 'notificar', 'renuncia'],
  },
  {
    id: 'sale-vender-vivienda-alquilada',
    topic: 'sale',
    es: {
      title: 'Vender un piso alquilado: el contrato continúa',
      body:
        'La venta no extingue el alquiler: el comprador se subroga en los derechos y obligaciones del arrendador y debe respetar el contrato, aunque reúna los requisitos del art. 34 LH (art. 14 LAU). Si se pactó una duración superior a la mínima legal (5 años, o 7 si el arrendador es persona jurídica), el comprador protegido por el Registro solo tiene que respetar ese periodo mínimo, salvo que el alquiler estuviera inscrito. Por eso, en la escritura se hace constar que la vivienda está arrendada, se entrega al comprador el contrato y la fianza, y se notifica al inquilino el cambio de propietario, además de respetar su derecho de tanteo y retracto.',
      questions: [
        'Si vendo mi piso alquilado, ¿el comprador tiene que respetar al inquilino?',
        'He comprado una casa con inquilino, ¿puedo echarle?',
      ],
    },
    en: {
      title: 'Selling a let flat: the lease continues',
      body:
        'The sale does not end the lease: the buyer steps into the landlord’s rights and obligations and must respect the lease, even if he meets the requirements of art. 34 LH (art. 14 LAU). If a term longer than the statutory minimum (5 years, or 7 if the landlord is a legal entity) was agreed, a buyer protected by the Registry need only respect that minimum period, unless the lease was registered. Therefore the deed states that the home is let, the lease and the deposit are handed to the buyer, and the tenant is notified of the change of owner, in addition to respecting his right of first refusal and redemption.',
      questions: [
        'If I sell my let flat, must the buyer respect the tenant?',
        'I bought a house with a tenant; can I evict him?',
      ],
    },
    sources: [
      { law: 'LAU', article: '14' },
      { law: 'LAU', article: '25' },
    ],
    keywords: ['inquilino', 'alquilado', 'vender con inquilino', 'subrogación', 'echar al inquilino', 'fianza', 'nuevo propietario'],
  },
  {
    id: 'lh-vender-piso-con-hipoteca',
    topic: 'sale',
    es: {
      title: 'Vender un piso con hipoteca pendiente',
      body:
        'Se puede vender una vivienda hipotecada. Lo habitual es cancelar la hipoteca en el mismo acto de la firma: el vendedor pide al banco un certificado de deuda pendiente, con el dinero del comprador se paga el préstamo (un apoderado del banco suele acudir a la notaría) y después se otorga la escritura de cancelación y se inscribe. La otra opción es que el comprador se subrogue en la hipoteca, lo que requiere el consentimiento del banco para que el vendedor quede liberado de la deuda personal (art. 118 LH). En ambos casos puede devengarse la compensación por amortización anticipada pactada, dentro de los límites legales.',
      questions: [
        '¿Puedo vender mi piso si todavía tengo hipoteca?',
        '¿Cómo se cancela la hipoteca al vender la casa?',
        '¿El comprador puede quedarse con mi hipoteca?',
      ],
    },
    en: {
      title: 'Selling a flat with an outstanding mortgage',
      body:
        'A mortgaged home can be sold. The usual route is to cancel the mortgage at signing: the seller asks the bank for a certificate of the outstanding debt, the loan is paid off with the buyer’s money (a bank representative usually attends the notary) and then the cancellation deed is executed and registered. The alternative is for the buyer to take over (subrogate into) the mortgage, which requires the bank’s consent for the seller to be released from the personal debt (art. 118 LH). In both cases the agreed early-repayment compensation may be due, within the legal limits.',
      questions: [
        'Can I sell my flat if I still have a mortgage?',
        'How is the mortgage cancelled when selling the house?',
      ],
    },
    sources: [
      { law: 'LH', article: '118' },
      { law: 'Ley 5/2019', article: '23' },
    ],
    keywords: ['hipoteca', 'vender con hipoteca', 'cancelar', 'subrogación', 'deuda pendiente', 'banco', 'préstamo'],
  },
  {
    id: 'tax-retencion-vendedor-no-residente',
    topic: 'tax',
    es: {
      title: 'Vendedor no residente: retención del 3 %',
      body:
        'Cuando el vendedor es no residente fiscal en España y no actúa mediante establecimiento permanente, el comprador debe retener el 3 % del precio pactado e ingresarlo en Hacienda mediante el modelo 211 en el plazo de un mes desde la compra (art. 25.2 LIRNR). Esa retención es un pago a cuenta del impuesto que el vendedor debe por la ganancia, que liquidará con el modelo 210; si no hay ganancia, podrá solicitar su devolución. Si el comprador no retiene, el inmueble queda afecto al pago de esa cantidad. En la plusvalía municipal, cuando el vendedor es una persona física no residente, el comprador actúa como sustituto del contribuyente (art. 106.2 TRLRHL).',
      questions: [
        'Compro un piso a un extranjero no residente, ¿tengo que retener algo?',
        '¿Qué es la retención del 3 % en la venta de inmuebles de no residentes?',
      ],
    },
    en: {
      title: 'Non-resident seller: 3% withholding',
      body:
        'When the seller is not tax resident in Spain and does not act through a permanent establishment, the buyer must withhold 3% of the agreed price and pay it to the Tax Agency on form 211 within one month of the purchase (art. 25.2 LIRNR). That withholding is a payment on account of the tax the seller owes on the gain, which he settles on form 210; if there is no gain, he may claim a refund. If the buyer does not withhold, the property remains liable for that amount. For the municipal capital-gains tax, when the seller is a non-resident individual, the buyer acts as substitute taxpayer (art. 106.2 TRLRHL).',
      questions: [
        'I am buying a flat from a non-resident foreigner; must I withhold anything?',
        'What is the 3% withholding on property sales by non-residents?',
      ],
    },
    sources: [
      { law: 'LIRNR', article: '25.2' },
      { law: 'TRLRHL', article: '106' },
    ],
    keywords: ['no residente', 'extranjero', 'retención', '3 por ciento', 'modelo 211', 'modelo 210', 'Hacienda'],
  },

  // ───────────────────────────── Gastos de la compraventa ─────────────────────────────
  {
    id: 'sale-gastos-notaria-compraventa',
    topic: 'sale',
    es: {
      title: 'Gastos de notaría en la compraventa: quién paga',
      body:
        'Según el Código Civil, salvo pacto en contrario, los gastos de otorgamiento de la escritura (la matriz) corren a cargo del vendedor, y los de la primera copia y los posteriores a la venta, a cargo del comprador (art. 1455 CC). En la práctica las partes suelen pactar otra cosa y es muy frecuente que el comprador asuma toda la factura notarial, ya que es quien elige notario y recibe la copia. Los honorarios están fijados por el arancel notarial (RD 1426/1989) en función del precio, y para una vivienda media suelen rondar entre 600 y 1.000 €.',
      questions: [
        '¿Quién paga el notario en la compraventa de un piso?',
        '¿Cuánto cuesta la notaría al comprar una casa?',
      ],
    },
    en: {
      title: 'Notary costs in a sale: who pays',
      body:
        'Under the Civil Code, unless otherwise agreed, the cost of executing the deed (the original) is borne by the seller, and that of the first copy and everything after the sale by the buyer (art. 1455 CC). In practice the parties often agree otherwise and it is very common for the buyer to take on the whole notary bill, since he chooses the notary and receives the copy. Fees are set by the notarial tariff (RD 1426/1989) according to the price, and for an average home usually range between 600 and 1,000 euros.',
      questions: [
        'Who pays the notary when buying a flat?',
        'How much does the notary cost when buying a house?',
      ],
    },
    sources: [
      { law: 'CC', article: '1455' },
      { law: 'RD 1426/1989', article: 'Anexo II' },
    ],
    keywords: ['notario', 'notaría', 'gastos', 'quién paga', 'arancel', 'factura', 'escritura', 'copia'],
  },
  {
    id: 'sale-gastos-registro-gestoria',
    topic: 'sale',
    es: {
      title: 'Gastos de registro y gestoría en la compraventa',
      body:
        'La inscripción en el Registro de la Propiedad la paga, según el arancel de los registradores (RD 1427/1989), aquel a cuyo favor se inscribe el derecho, es decir, el comprador; suele costar unos pocos cientos de euros. La gestoría, que tramita la liquidación de impuestos y la presentación en el Registro, no es obligatoria y la paga quien la contrata, normalmente el comprador o el banco si hay hipoteca. La cancelación registral de cargas que deba levantar el vendedor (por ejemplo, su hipoteca) corre a cargo de este.',
      questions: [
        '¿Quién paga el Registro de la Propiedad al comprar un piso?',
        '¿Es obligatorio pagar gestoría en una compraventa?',
      ],
    },
    en: {
      title: 'Registry and agency (gestoría) costs in a sale',
      body:
        'Registration in the Land Registry is paid, under the registrars’ tariff (RD 1427/1989), by the person in whose favour the right is registered, that is, the buyer; it usually costs a few hundred euros. The gestoría, which handles tax filing and submission to the Registry, is not compulsory and is paid by whoever hires it, normally the buyer, or the bank if there is a mortgage. Removing from the Registry charges the seller must clear (for instance, his mortgage) is for the seller’s account.',
      questions: [
        'Who pays the Land Registry when buying a flat?',
        'Is a gestoría compulsory in a sale?',
      ],
    },
    sources: [
      { law: 'RD 1427/1989', article: 'Anexo II' },
      { law: 'CC', article: '1455' },
    ],
    keywords: ['registro', 'gestoría', 'gastos de compra', 'inscripción', 'quién paga', 'gestor'],
  },
  {
    id: 'sale-comision-agencia-inmobiliaria',
    topic: 'sale',
    es: {
      title: 'Comisión de la agencia inmobiliaria en la venta',
      body:
        'En la compraventa no hay una norma que fije quién paga a la inmobiliaria: la comisión la paga quien encargó el servicio, normalmente el vendedor, y su importe es libre (en la práctica suele oscilar entre el 3 % y el 6 % del precio más IVA). El contrato de intermediación o nota de encargo debe dejar claro el porcentaje, la exclusiva si la hay, su duración y cuándo se devenga (habitualmente al firmar la escritura o las arras). Distinto es el alquiler de vivienda, donde desde la Ley 12/2023 los gastos de gestión inmobiliaria corresponden siempre al arrendador (art. 20.1 LAU).',
      questions: [
        '¿Quién paga la comisión de la inmobiliaria al vender un piso?',
        '¿Cuánto cobra una agencia por vender una casa?',
      ],
    },
    en: {
      title: 'Estate agency commission on a sale',
      body:
        'For sales there is no rule fixing who pays the agency: the commission is paid by whoever engaged the service, normally the seller, and its amount is freely agreed (in practice it usually ranges between 3% and 6% of the price plus VAT). The brokerage agreement should state the percentage, any exclusivity, its duration and when the fee is earned (usually on signing the deed or the deposit contract). Residential lettings are different: since Ley 12/2023 agency fees are always borne by the landlord (art. 20.1 LAU).',
      questions: [
        'Who pays the estate agent’s commission when selling a flat?',
        'How much does an agency charge to sell a house?',
      ],
    },
    sources: [
      { law: 'CC', article: '1255' },
      { law: 'LAU', article: '20' },
    ],
    keywords: ['inmobiliaria', 'comisión', 'honorarios', 'agencia', 'exclusiva', 'nota de encargo', 'porcentaje', 'API'],
  },

  // ───────────────────────────── Impuestos de la compra ─────────────────────────────
  {
    id: 'tax-itp-vivienda-segunda-mano',
    topic: 'tax',
    es: {
      title: 'ITP en la compra de vivienda de segunda mano',
      body:
        'La compra de una vivienda usada a un particular tributa por el Impuesto sobre Transmisiones Patrimoniales Onerosas (ITP) (art. 7.1.a TRLITPAJD), que paga el comprador como adquirente (art. 8 TRLITPAJD). El tipo lo fija cada comunidad autónoma y en general está entre el 6 % y el 10 % (por ejemplo, 6 % en Madrid, 7 % en Andalucía o 10 % en Cataluña), con tipos reducidos en muchas regiones para jóvenes, familias numerosas, personas con discapacidad o vivienda protegida. Se liquida con el modelo 600 (o el autonómico) ante la Hacienda de la comunidad, en un plazo que la normativa estatal fija en 30 días hábiles desde la escritura, y sin justificante de pago no se puede inscribir la compra.',
      questions: [
        '¿Cuánto es el ITP al comprar un piso de segunda mano?',
        '¿Quién paga el impuesto de transmisiones patrimoniales, el comprador o el vendedor?',
        '¿Qué impuestos pago al comprar una casa usada?',
      ],
    },
    en: {
      title: 'Transfer tax (ITP) on buying a second-hand home',
      body:
        'Buying a used home from a private individual is subject to the Transfer Tax (ITP) (art. 7.1.a TRLITPAJD), paid by the buyer as acquirer (art. 8 TRLITPAJD). Each region sets the rate, generally between 6% and 10% (for example 6% in Madrid, 7% in Andalusia or 10% in Catalonia), with reduced rates in many regions for young people, large families, people with disabilities or social housing. It is filed on form 600 (or the regional form) with the regional tax office, within a period the state rules set at 30 working days from the deed, and without proof of payment the purchase cannot be registered.',
      questions: [
        'How much is ITP when buying a second-hand flat?',
        'Who pays transfer tax, buyer or seller?',
      ],
    },
    sources: [
      { law: 'TRLITPAJD', article: '7' },
      { law: 'TRLITPAJD', article: '8' },
      { law: 'TRLITPAJD', article: '11' },
    ],
    keywords: ['ITP', 'transmisiones patrimoniales', 'impuesto compra', 'segunda mano', 'piso usado', 'modelo 600', 'comunidad autónoma', 'tipo reducido'],
  },
  {
    id: 'tax-itp-valor-referencia-catastro',
    topic: 'tax',
    es: {
      title: 'Base del ITP: el valor de referencia del Catastro',
      body:
        'Desde 2022 la base imponible del ITP en la compra de inmuebles es el valor de referencia fijado por el Catastro, salvo que el precio declarado en la escritura sea mayor, en cuyo caso se tributa por este (art. 10 TRLITPAJD, reformado por la Ley 11/2021). Si se compra por debajo del valor de referencia, el comprador debe pagar el ITP sobre ese valor y, si considera que es excesivo, solo puede discutirlo recurriendo su propia autoliquidación o la liquidación que se le gire. El valor de referencia de cada inmueble puede consultarse en la Sede Electrónica del Catastro.',
      questions: [
        '¿Qué es el valor de referencia del Catastro y cómo afecta al ITP?',
        'He comprado el piso por menos del valor de referencia, ¿por qué valor pago el impuesto?',
      ],
    },
    en: {
      title: 'ITP taxable base: the Cadastre reference value',
      body:
        'Since 2022 the ITP taxable base on property purchases is the reference value set by the Cadastre, unless the price stated in the deed is higher, in which case that price is taxed (art. 10 TRLITPAJD, as amended by Ley 11/2021). If the purchase is below the reference value, the buyer must pay ITP on that value and, if he considers it excessive, can only challenge it by appealing his own self-assessment or the assessment issued to him. Each property’s reference value can be checked on the Cadastre’s e-office.',
      questions: [
        'What is the Cadastre reference value and how does it affect ITP?',
        'I bought below the reference value; on what value do I pay the tax?',
      ],
    },
    sources: [
      { law: 'TRLITPAJD', article: '10' },
    ],
    keywords: ['valor de referencia', 'Catastro', 'base imponible', 'valor fiscal', 'comprobación de valores', 'Hacienda'],
  },
  {
    id: 'tax-iva-ajd-vivienda-nueva',
    topic: 'tax',
    es: {
      title: 'Impuestos en la compra de vivienda nueva: IVA y AJD',
      body:
        'La primera entrega de una vivienda nueva por el promotor no tributa por ITP sino por IVA, al tipo reducido del 10 % (art. 91.Uno.1.7.º LIVA), que se aplica también a las plazas de garaje (hasta dos) y anexos que se transmitan conjuntamente; las viviendas de protección oficial de régimen especial tributan al 4 %. Además, como la compra se formaliza en escritura, el comprador paga el Impuesto de Actos Jurídicos Documentados (AJD), cuyo tipo fija cada comunidad autónoma, normalmente entre el 0,5 % y el 1,5 % del precio (arts. 29 y 31.2 TRLITPAJD). En Canarias se aplica el IGIC en lugar del IVA. El IVA se paga al promotor, que lo ingresa en Hacienda, mientras que el AJD lo liquida el comprador.',
      questions: [
        '¿Qué IVA tiene una vivienda nueva?',
        '¿Qué impuestos se pagan al comprar una casa a una promotora?',
        '¿Quién paga el AJD en la compra de obra nueva?',
      ],
    },
    en: {
      title: 'Taxes on buying a new home: VAT and AJD',
      body:
        'The first delivery of a new home by the developer is not subject to ITP but to VAT, at the reduced rate of 10% (art. 91.Uno.1.7º LIVA), which also covers parking spaces (up to two) and annexes sold together; special-regime social housing is taxed at 4%. In addition, because the purchase is executed in a public deed, the buyer pays Stamp Duty (AJD), whose rate each region sets, usually between 0.5% and 1.5% of the price (arts. 29 and 31.2 TRLITPAJD). The Canary Islands apply IGIC instead of VAT. VAT is paid to the developer, who pays it to the Tax Agency, while AJD is filed by the buyer.',
      questions: [
        'What VAT applies to a new home?',
        'Which taxes are paid when buying a house from a developer?',
      ],
    },
    sources: [
      { law: 'LIVA', article: '91' },
      { law: 'TRLITPAJD', article: '29' },
      { law: 'TRLITPAJD', article: '31' },
    ],
    keywords: ['IVA', 'obra nueva', 'promotora', 'AJD', 'actos jurídicos documentados', 'vivienda nueva', 'primera transmisión', '10 por ciento'],
  },
  {
    id: 'tax-gastos-totales-compra-vivienda',
    topic: 'tax',
    es: {
      title: 'Cuánto suponen los gastos e impuestos de comprar una vivienda',
      body:
        'Como orientación, al precio de un piso de segunda mano hay que sumar entre un 8 % y un 12 % en impuestos y gastos: el ITP autonómico (6 %-10 % en general), la notaría, el Registro y, si se contrata, la gestoría. En vivienda nueva la carga es similar: 10 % de IVA más el AJD autonómico (0,5 %-1,5 %). Si se compra con hipoteca, los gastos de notaría, registro y gestoría de la escritura de préstamo y el AJD los paga el banco, pero el comprador asume la tasación. Las entidades suelen financiar como máximo el 80 % del valor, de modo que el comprador necesita ahorros para la entrada y los gastos.',
      questions: [
        '¿Cuánto dinero necesito además del precio para comprar un piso?',
        '¿Qué porcentaje suponen los gastos de compra de una casa?',
      ],
    },
    en: {
      title: 'How much purchase costs and taxes add up to',
      body:
        'As a guide, a second-hand flat costs an extra 8% to 12% on top of the price in taxes and expenses: regional ITP (generally 6%-10%), the notary, the Registry and, if hired, the gestoría. For a new home the burden is similar: 10% VAT plus regional AJD (0.5%-1.5%). When buying with a mortgage, the notary, registry and gestoría costs of the loan deed and the AJD are paid by the bank, but the buyer bears the valuation. Lenders usually finance at most 80% of the value, so the buyer needs savings for the down payment and costs.',
      questions: [
        'How much money do I need on top of the price to buy a flat?',
        'What percentage do purchase costs represent?',
      ],
    },
    sources: [
      { law: 'TRLITPAJD', article: '7' },
      { law: 'LIVA', article: '91' },
      { law: 'Ley 5/2019', article: '14' },
    ],
    keywords: ['gastos de compra', 'ahorros', 'entrada', 'cuánto cuesta', 'impuestos', 'presupuesto', 'porcentaje'],
  },

  // ───────────────────────────── Plusvalía municipal ─────────────────────────────
  {
    id: 'tax-plusvalia-municipal-quien-paga',
    topic: 'tax',
    es: {
      title: 'Plusvalía municipal: quién la paga en una compraventa',
      body:
        'El Impuesto sobre el Incremento de Valor de los Terrenos de Naturaleza Urbana (IIVTNU), conocido como plusvalía municipal, grava el aumento de valor del suelo urbano puesto de manifiesto al transmitirlo (arts. 104 a 110 TRLRHL). En una compraventa lo paga el vendedor, porque es el transmitente a título oneroso (art. 106.1.b TRLRHL); en cambio, en donaciones y herencias lo paga quien recibe el inmueble. Las partes pueden pactar que lo asuma el comprador, pero ese pacto solo tiene efectos entre ellas: el ayuntamiento se dirigirá siempre contra el vendedor. Además, si vende un profesional (por ejemplo, una promotora) a un consumidor, trasladarle la plusvalía es una cláusula abusiva (art. 89.3 TRLGDCU).',
      questions: [
        '¿Quién paga la plusvalía municipal en una compraventa?',
        '¿La plusvalía la paga el comprador o el vendedor?',
        '¿Qué es la plusvalía municipal?',
      ],
    },
    en: {
      title: 'Municipal capital-gains tax: who pays it in a sale',
      body:
        'The Tax on the Increase in Value of Urban Land (IIVTNU), known as plusvalía municipal, taxes the rise in value of urban land revealed when it is transferred (arts. 104 to 110 TRLRHL). In a sale it is paid by the seller, as the transferor for value (art. 106.1.b TRLRHL); in donations and inheritances, by contrast, it is paid by whoever receives the property. The parties may agree that the buyer bears it, but that agreement only binds them: the town hall will always pursue the seller. Moreover, when a business (for example, a developer) sells to a consumer, passing the plusvalía on to him is an unfair term (art. 89.3 TRLGDCU).',
      questions: [
        'Who pays the municipal capital-gains tax in a sale?',
        'Does the buyer or the seller pay the plusvalía?',
      ],
    },
    sources: [
      { law: 'TRLRHL', article: '104' },
      { law: 'TRLRHL', article: '106' },
      { law: 'TRLGDCU', article: '89' },
    ],
    keywords: ['plusvalía', 'IIVTNU', 'ayuntamiento', 'vendedor', 'transmitente', 'impuesto municipal', 'quién paga'],
  },
  {
    id: 'tax-plusvalia-sin-ganancia-no-sujecion',
    topic: 'tax',
    es: {
      title: 'Plusvalía municipal cuando se vende sin ganancia o con pérdidas',
      body:
        'Si el vendedor acredita que no ha habido incremento de valor del terreno, porque ha vendido por igual o menos de lo que pagó, no hay plusvalía municipal que pagar: la operación no está sujeta (art. 104.5 TRLRHL, introducido por el RDL 26/2021 tras las sentencias del Tribunal Constitucional 59/2017 y 182/2021). Para comparar se toman los valores de las escrituras de adquisición y de venta (o el valor comprobado por la Administración si es mayor), sin actualizar por inflación y, si el inmueble tiene construcción, en la proporción que el valor catastral del suelo representa sobre el total. El interesado debe declarar la transmisión y aportar los títulos que lo acrediten.',
      questions: [
        'Si vendo mi piso con pérdidas, ¿tengo que pagar plusvalía municipal?',
        '¿Hay que pagar plusvalía si no he ganado dinero con la venta?',
      ],
    },
    en: {
      title: 'Municipal capital-gains tax when selling without a gain or at a loss',
      body:
        'If the seller proves there was no increase in the land’s value, because he sold for the same or less than he paid, there is no municipal capital-gains tax to pay: the transaction is not subject (art. 104.5 TRLRHL, introduced by RDL 26/2021 after Constitutional Court rulings 59/2017 and 182/2021). The comparison uses the values in the purchase and sale deeds (or the value checked by the Administration if higher), without inflation adjustment and, where there is a building, in the proportion that the land’s cadastral value bears to the total. The taxpayer must declare the transfer and provide the deeds proving it.',
      questions: [
        'If I sell my flat at a loss, do I have to pay municipal capital-gains tax?',
        'Must I pay plusvalía if I made no money on the sale?',
      ],
    },
    sources: [
      { law: 'TRLRHL', article: '104.5' },
    ],
    keywords: ['plusvalía', 'pérdidas', 'vender más barato', 'sin ganancia', 'no sujeción', 'Tribunal Constitucional', 'devolución plusvalía'],
  },
  {
    id: 'tax-plusvalia-calculo-metodo-objetivo-real',
    topic: 'tax',
    es: {
      title: 'Cálculo de la plusvalía municipal: método objetivo o real',
      body:
        'Con el sistema vigente desde el RDL 26/2021, la base imponible se calcula, por defecto, multiplicando el valor catastral del suelo en el momento de la venta por un coeficiente que depende de los años de tenencia (hasta un máximo de 20) y que se actualiza cada año (art. 107 TRLRHL). Sin embargo, si el contribuyente acredita que la ganancia real (diferencia entre el precio de venta y el de compra imputable al suelo) es inferior, se tributa por esa ganancia real (art. 107.5 TRLRHL): en la práctica se aplica el método que resulte más favorable. Sobre la base se aplica el tipo que fije cada ayuntamiento, con un máximo del 30 % (art. 108 TRLRHL).',
      questions: [
        '¿Cómo se calcula la plusvalía municipal?',
        '¿Puedo elegir pagar la plusvalía por la ganancia real?',
      ],
    },
    en: {
      title: 'Calculating municipal capital-gains tax: objective or real method',
      body:
        'Under the system in force since RDL 26/2021, the taxable base is calculated by default by multiplying the land’s cadastral value at the time of sale by a coefficient that depends on the years of ownership (up to 20) and is updated every year (art. 107 TRLRHL). However, if the taxpayer proves that the real gain (the difference between sale and purchase price attributable to the land) is lower, that real gain is taxed instead (art. 107.5 TRLRHL): in practice the more favourable method applies. Each town hall’s rate, capped at 30%, is applied to the base (art. 108 TRLRHL).',
      questions: [
        'How is the municipal capital-gains tax calculated?',
        'Can I choose to pay plusvalía on the real gain?',
      ],
    },
    sources: [
      { law: 'TRLRHL', article: '107' },
      { law: 'TRLRHL', article: '108' },
    ],
    keywords: ['plusvalía', 'cálculo', 'valor catastral', 'coeficientes', 'método real', 'método objetivo', 'ganancia real', 'calculadora'],
  },
  {
    id: 'tax-plusvalia-plazo-declaracion',
    topic: 'tax',
    es: {
      title: 'Plazo para declarar la plusvalía municipal',
      body:
        'La plusvalía municipal debe declararse o autoliquidarse ante el ayuntamiento donde está el inmueble en 30 días hábiles desde la transmisión si es entre vivos (compraventa o donación), y en 6 meses desde el fallecimiento si es una herencia, prorrogables hasta un año a solicitud del interesado (art. 110.2 TRLRHL). También el adquirente, en las transmisiones onerosas, y el transmitente, en las lucrativas, deben comunicar la operación al ayuntamiento, y los notarios remiten periódicamente la relación de escrituras autorizadas. Presentar fuera de plazo conlleva recargos y, en su caso, sanciones.',
      questions: [
        '¿Cuánto tiempo tengo para pagar la plusvalía tras vender el piso?',
        '¿Cuál es el plazo de la plusvalía en una herencia?',
      ],
    },
    en: {
      title: 'Deadline to file the municipal capital-gains tax',
      body:
        'The municipal capital-gains tax must be declared or self-assessed with the town hall where the property is located within 30 working days of the transfer if inter vivos (sale or donation), and within 6 months of the death for an inheritance, extendable to one year at the taxpayer’s request (art. 110.2 TRLRHL). The acquirer in transfers for value, and the transferor in gratuitous ones, must also notify the town hall, and notaries periodically send the list of deeds they have authorised. Late filing entails surcharges and possibly penalties.',
      questions: [
        'How long do I have to pay the plusvalía after selling the flat?',
        'What is the plusvalía deadline for an inheritance?',
      ],
    },
    sources: [{ law: 'TRLRHL', article: '110' }],
    keywords: ['plusvalía', 'plazo', 'autoliquidación', '30 días', 'herencia', 'recargo', 'ayuntamiento'],
  },
  {
    id: 'tax-herencia-donacion-vivienda',
    topic: 'tax',
    es: {
      title: 'Impuestos al heredar o recibir en donación una vivienda',
      body:
        'Quien hereda o recibe un piso en donación paga el Impuesto sobre Sucesiones y Donaciones, regulado por el Estado pero con reducciones y bonificaciones autonómicas muy distintas (en varias comunidades la tributación entre padres e hijos es casi nula). También paga la plusvalía municipal, porque en las transmisiones gratuitas el sujeto pasivo es el adquirente (art. 106.1.a TRLRHL). En IRPF, el donante tributa por la ganancia patrimonial que se le ponga de manifiesto al donar, mientras que la transmisión por fallecimiento no genera ganancia para el causante (art. 33.3.b LIRPF).',
      questions: [
        '¿Quién paga la plusvalía en una herencia?',
        '¿Qué impuestos pago si mis padres me donan un piso?',
      ],
    },
    en: {
      title: 'Taxes on inheriting or receiving a home as a gift',
      body:
        'Whoever inherits or receives a flat as a gift pays Inheritance and Gift Tax, regulated by the State but with very different regional reductions and allowances (in several regions the tax between parents and children is almost nil). He also pays the municipal capital-gains tax, because in gratuitous transfers the taxpayer is the acquirer (art. 106.1.a TRLRHL). For income tax, the donor is taxed on any capital gain arising on the gift, whereas transfer on death produces no gain for the deceased (art. 33.3.b LIRPF).',
      questions: [
        'Who pays the plusvalía on an inheritance?',
        'What taxes do I pay if my parents give me a flat?',
      ],
    },
    sources: [
      { law: 'TRLRHL', article: '106' },
      { law: 'LIRPF', article: '33.3' },
      { law: 'Ley 29/1987', article: '3' },
    ],
    keywords: ['herencia', 'donación', 'sucesiones', 'heredar', 'padres', 'hijos', 'plusvalía', 'regalo'],
  },

  // ───────────────────────────── IRPF del vendedor ─────────────────────────────
  {
    id: 'tax-irpf-ganancia-venta-vivienda',
    topic: 'tax',
    es: {
      title: 'IRPF del vendedor: ganancia patrimonial por la venta',
      body:
        'El vendedor residente debe declarar en su IRPF la ganancia o pérdida patrimonial obtenida (art. 33 LIRPF), que es la diferencia entre el valor de transmisión (precio menos gastos y tributos pagados por él, como la plusvalía municipal o la comisión de la agencia) y el valor de adquisición (precio de compra más gastos e impuestos de la compra y mejoras, menos amortizaciones si estuvo alquilado) (art. 35 LIRPF). La ganancia tributa en la base del ahorro a tipos progresivos del 19 % al 30 %. Se incluye en la declaración de la renta del año de la venta, que se presenta en primavera del año siguiente, y una pérdida puede compensarse con otras ganancias.',
      questions: [
        '¿Cuánto pago a Hacienda por vender mi piso?',
        '¿Cómo se calcula la ganancia patrimonial al vender una casa?',
        '¿Tengo que declarar la venta del piso en la renta?',
      ],
    },
    en: {
      title: 'Seller’s income tax (IRPF): capital gain on the sale',
      body:
        'A resident seller must report the capital gain or loss obtained in his income tax return (art. 33 LIRPF), which is the difference between the transfer value (price minus costs and taxes he paid, such as the municipal capital-gains tax or the agency commission) and the acquisition value (purchase price plus purchase costs and taxes and improvements, minus depreciation if it was let) (art. 35 LIRPF). The gain is taxed in the savings base at progressive rates from 19% to 30%. It is included in the return for the year of the sale, filed in the spring of the following year, and a loss can be offset against other gains.',
      questions: [
        'How much tax do I pay for selling my flat?',
        'How is the capital gain on selling a house calculated?',
      ],
    },
    sources: [
      { law: 'LIRPF', article: '33' },
      { law: 'LIRPF', article: '35' },
    ],
    keywords: ['Hacienda', 'renta', 'declaración', 'ganancia patrimonial', 'vender piso', 'impuesto venta', 'IRPF', 'beneficio'],
  },
  {
    id: 'tax-irpf-reinversion-vivienda-habitual',
    topic: 'tax',
    es: {
      title: 'Exención por reinversión en nueva vivienda habitual',
      body:
        'La ganancia obtenida al vender la vivienda habitual queda exenta si el importe obtenido se reinvierte en la compra de otra vivienda habitual en un plazo de dos años, antes o después de la venta (art. 38.1 LIRPF). Si se reinvierte solo una parte, la exención es proporcional. Cuando la vivienda vendida tenía hipoteca, lo que cuenta es el importe total obtenido menos el préstamo pendiente que se cancela. Para que sea vivienda habitual, en general se exige haberla habitado de forma continuada durante al menos tres años, y la intención de acogerse se indica en la declaración del año de la venta.',
      questions: [
        'Si vendo mi casa y me compro otra, ¿pago IRPF?',
        '¿Cuánto tiempo tengo para reinvertir en otra vivienda habitual?',
      ],
    },
    en: {
      title: 'Exemption for reinvestment in a new main home',
      body:
        'The gain on selling one’s main home is exempt if the amount obtained is reinvested in buying another main home within two years, before or after the sale (art. 38.1 LIRPF). If only part is reinvested, the exemption is proportional. When the home sold was mortgaged, what counts is the total amount obtained minus the outstanding loan paid off. For a home to be the main home, it must generally have been lived in continuously for at least three years, and the intention to claim the exemption is stated in the return for the year of the sale.',
      questions: [
        'If I sell my home and buy another, do I pay income tax?',
        'How long do I have to reinvest in another main home?',
      ],
    },
    sources: [{ law: 'LIRPF', article: '38' }],
    keywords: ['reinversión', 'vivienda habitual', 'exención', 'comprar otra casa', 'dos años', 'Hacienda', 'renta'],
  },
  {
    id: 'tax-irpf-mayores-65-vivienda-habitual',
    topic: 'tax',
    es: {
      title: 'Mayores de 65 años: venta de la vivienda habitual sin IRPF',
      body:
        'Los mayores de 65 años (y las personas en situación de dependencia severa o gran dependencia) que venden su vivienda habitual no tributan en IRPF por la ganancia obtenida, sin necesidad de reinvertir (art. 33.4.b LIRPF). La exención solo alcanza a la vivienda habitual, no a segundas residencias ni a pisos alquilados. Para estos, los mayores de 65 pueden dejar exenta la ganancia si reinvierten el importe, hasta 240.000 €, en una renta vitalicia asegurada en un plazo de seis meses (art. 38.3 LIRPF). La plusvalía municipal, en cambio, sí se paga aunque el vendedor tenga más de 65 años.',
      questions: [
        'Tengo más de 65 años y vendo mi casa, ¿pago a Hacienda?',
        '¿Los jubilados pagan IRPF por vender la vivienda habitual?',
      ],
    },
    en: {
      title: 'Over-65s: selling the main home free of income tax',
      body:
        'People over 65 (and those in severe or great dependency) who sell their main home pay no income tax on the gain, without needing to reinvest (art. 33.4.b LIRPF). The exemption only covers the main home, not second homes or let flats. For those, over-65s can exempt the gain by reinvesting the amount, up to 240,000 euros, in an insured life annuity within six months (art. 38.3 LIRPF). The municipal capital-gains tax, however, is still payable even if the seller is over 65.',
      questions: [
        'I am over 65 and selling my house; do I pay tax?',
        'Do retirees pay income tax on selling their main home?',
      ],
    },
    sources: [
      { law: 'LIRPF', article: '33.4' },
      { law: 'LIRPF', article: '38.3' },
    ],
    keywords: ['mayores de 65', 'jubilado', 'exención', 'vivienda habitual', 'renta vitalicia', 'Hacienda', 'pensionista'],
  },

  // ───────────────────────────── IBI ─────────────────────────────
  {
    id: 'tax-ibi-ano-venta-prorrateo',
    topic: 'tax',
    es: {
      title: 'IBI en el año de la venta: quién paga y prorrateo',
      body:
        'El IBI se devenga el 1 de enero y el obligado frente al ayuntamiento es quien era propietario ese día (arts. 63 y 75 TRLRHL), aunque venda el piso al mes siguiente. Entre las partes, lo habitual es pactar en el contrato que el IBI de ese año se prorratee según los días de propiedad de cada uno. A falta de pacto, el Tribunal Supremo (sentencia de 15 de junio de 2016) ha admitido que el vendedor que lo paga repercuta al comprador la parte proporcional, salvo que se haya acordado otra cosa. Por eso conviene dejar expresamente resuelto el reparto en las arras o en la escritura.',
      questions: [
        'Si vendo el piso en marzo, ¿quién paga el IBI de ese año?',
        '¿Se prorratea el IBI entre comprador y vendedor?',
      ],
    },
    en: {
      title: 'Property tax (IBI) in the year of sale: who pays and prorating',
      body:
        'IBI accrues on 1 January and the taxpayer vis-à-vis the town hall is whoever owned the property that day (arts. 63 and 75 TRLRHL), even if he sells the flat the following month. Between the parties, it is usual to agree in the contract that that year’s IBI be prorated by each party’s days of ownership. Absent agreement, the Supreme Court (judgment of 15 June 2016) has allowed a seller who pays it to pass the proportional share on to the buyer, unless otherwise agreed. The split should therefore be expressly settled in the deposit contract or the deed.',
      questions: [
        'If I sell the flat in March, who pays that year’s IBI?',
        'Is IBI prorated between buyer and seller?',
      ],
    },
    sources: [
      { law: 'TRLRHL', article: '63' },
      { law: 'TRLRHL', article: '75' },
    ],
    keywords: ['IBI', 'contribución', 'impuesto de bienes inmuebles', 'prorrateo', '1 de enero', 'recibo', 'quién paga'],
  },
  {
    id: 'tax-ibi-deudas-afeccion-inmueble',
    topic: 'tax',
    es: {
      title: 'Deudas de IBI pendientes: el inmueble responde',
      body:
        'Cuando cambia el titular de un inmueble, este queda afecto al pago de las cuotas de IBI pendientes, de modo que el ayuntamiento puede reclamarlas al nuevo propietario como responsable subsidiario si el deudor principal no paga (art. 64 TRLRHL, en relación con el art. 79 LGT). La afección alcanza a las deudas no prescritas, es decir, en general las de los últimos cuatro años. Por eso en la escritura el notario informa de las deudas pendientes y el comprador debe exigir el último recibo pagado o un certificado de estar al corriente.',
      questions: [
        'He comprado un piso con IBI sin pagar, ¿me lo pueden reclamar a mí?',
        '¿Las deudas de IBI pasan al nuevo propietario?',
      ],
    },
    en: {
      title: 'Outstanding IBI: the property is liable',
      body:
        'When a property changes hands, it remains charged with the payment of outstanding IBI, so the town hall may claim it from the new owner as secondarily liable if the principal debtor does not pay (art. 64 TRLRHL, read with art. 79 LGT). The charge covers debts that are not time-barred, that is, generally those of the last four years. That is why the notary reports pending debts in the deed and the buyer should ask for the last paid receipt or a certificate of being up to date.',
      questions: [
        'I bought a flat with unpaid IBI; can they claim it from me?',
        'Do IBI debts pass to the new owner?',
      ],
    },
    sources: [
      { law: 'TRLRHL', article: '64' },
      { law: 'LGT', article: '79' },
    ],
    keywords: ['IBI', 'deudas', 'impagado', 'ayuntamiento', 'afección', 'recibo', 'nuevo propietario', 'contribución'],
  },
];
