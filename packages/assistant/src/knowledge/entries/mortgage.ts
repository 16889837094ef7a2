import type { KnowledgeEntry } from '../types.ts';

/**
 * Mortgages (Ley 5/2019 reguladora de los contratos de crédito inmobiliario, Ley Hipotecaria and related rules).
 * Written by the MIKE team in its own words; facts and article numbers are facts.
 */
export const mortgageEntries: KnowledgeEntry[] = [
  {
    id: 'ley5-ambito-aplicacion',
    topic: 'mortgage',
    es: {
      title: 'A qué préstamos se aplica la Ley 5/2019 de crédito inmobiliario',
      body:
        'La Ley 5/2019, en vigor desde el 16 de junio de 2019, se aplica a los préstamos concedidos a personas físicas con garantía hipotecaria sobre inmuebles de uso residencial (incluidos garajes y trasteros) y a los préstamos cuya finalidad sea comprar o conservar terrenos o inmuebles construidos o por construir cuando el prestatario es consumidor (art. 2). Protege también a los fiadores y garantes personas físicas. Sus normas de transparencia y reparto de gastos rigen para los préstamos firmados desde su entrada en vigor; a los anteriores solo se aplican algunas reglas transitorias, como la del vencimiento anticipado.',
      questions: [
        '¿A qué hipotecas se aplica la ley hipotecaria de 2019?',
        '¿La Ley 5/2019 se aplica a mi hipoteca antigua?',
      ],
    },
    en: {
      title: 'Which loans the 2019 Real Estate Credit Act covers',
      body:
        'Ley 5/2019, in force since 16 June 2019, applies to loans granted to individuals secured by a mortgage on residential property (including garages and storage rooms) and to loans whose purpose is to buy or keep land or built or to-be-built property where the borrower is a consumer (art. 2). It also protects individual guarantors. Its transparency and cost-sharing rules govern loans signed after its entry into force; only some transitional rules, such as the one on accelerated maturity, apply to earlier loans.',
      questions: [
        'Which mortgages does the 2019 mortgage law apply to?',
        'Does Ley 5/2019 apply to my old mortgage?',
      ],
    },
    sources: [
      { law: 'Ley 5/2019', article: '2' },
      { law: 'Ley 5/2019', article: 'DT 1' },
    ],
    keywords: ['ley hipotecaria', 'nueva ley', 'crédito inmobiliario', 'préstamo hipotecario', 'consumidor', '2019'],
  },
  {
    id: 'ley5-fein-fiae-informacion-precontractual',
    topic: 'mortgage',
    es: {
      title: 'FEIN y FiAE: la información previa a la hipoteca',
      body:
        'Antes de firmar, el banco debe entregar al cliente, entre otros documentos, la Ficha Europea de Información Normalizada (FEIN) y la Ficha de Advertencias Estandarizadas (FiAE) (art. 14.1 Ley 5/2019). La FEIN recoge las condiciones personalizadas del préstamo (importe, plazo, tipo de interés, TAE, cuotas, comisiones y productos vinculados) y tiene el valor de oferta vinculante hasta la firma durante el plazo pactado. La FiAE advierte de las cláusulas más delicadas: los índices de referencia del tipo variable, la inexistencia de cláusula suelo, las consecuencias del impago y el vencimiento anticipado, y el reparto de gastos. También debe entregarse el proyecto de contrato y, si el tipo es variable, un documento con la evolución de las cuotas en distintos escenarios de tipos.',
      questions: [
        '¿Qué es la FEIN de la hipoteca?',
        '¿Qué documentos me tiene que dar el banco antes de firmar la hipoteca?',
        '¿Qué es la FiAE?',
      ],
    },
    en: {
      title: 'ESIS (FEIN) and standard warnings sheet (FiAE): pre-contract information',
      body:
        'Before signing, the bank must give the customer, among other documents, the European Standardised Information Sheet (FEIN) and the Standardised Warnings Sheet (FiAE) (art. 14.1 Ley 5/2019). The FEIN sets out the personalised loan terms (amount, term, interest rate, APR, instalments, fees and linked products) and is a binding offer until signing for the agreed period. The FiAE flags the most sensitive clauses: the reference indices for variable rates, the absence of a floor clause, the consequences of default and accelerated maturity, and the allocation of costs. The draft contract must also be delivered and, for variable rates, a document showing instalments under different rate scenarios.',
      questions: [
        'What is the FEIN for a mortgage?',
        'Which documents must the bank give me before I sign the mortgage?',
      ],
    },
    sources: [{ law: 'Ley 5/2019', article: '14' }],
    keywords: ['FEIN', 'FiAE', 'oferta vinculante', 'ficha', 'información precontractual', 'banco', 'documentos hipoteca', 'TAE'],
  },
  {
    id: 'ley5-plazo-diez-dias-firma',
    topic: 'mortgage',
    es: {
      title: 'Diez días naturales entre la documentación y la firma',
      body:
        'El banco debe poner a disposición del prestatario la FEIN, la FiAE, el proyecto de contrato y el resto de la documentación con una antelación mínima de 10 días naturales a la firma de la escritura (art. 14.1 Ley 5/2019). Ese plazo permite comparar ofertas, consultar a un asesor y acudir al notario para el acta de transparencia. El plazo no es renunciable: si el notario comprueba que no se ha respetado, no puede autorizar la escritura del préstamo.',
      questions: [
        '¿Cuántos días antes de firmar la hipoteca me tienen que dar la documentación?',
        '¿Puedo firmar la hipoteca antes de los 10 días?',
      ],
    },
    en: {
      title: 'Ten calendar days between documents and signing',
      body:
        'The bank must make the FEIN, the FiAE, the draft contract and the rest of the documentation available to the borrower at least 10 calendar days before the deed is signed (art. 14.1 Ley 5/2019). That period allows comparing offers, consulting an adviser and going to the notary for the transparency certificate. It cannot be waived: if the notary finds it has not been respected, he cannot authorise the loan deed.',
      questions: [
        'How many days before signing the mortgage must I get the documents?',
        'Can I sign the mortgage before the 10 days are up?',
      ],
    },
    sources: [{ law: 'Ley 5/2019', article: '14' }],
    keywords: ['diez días', '10 días', 'plazo de reflexión', 'firma hipoteca', 'antelación', 'notario'],
  },
  {
    id: 'ley5-acta-transparencia-notario',
    topic: 'mortgage',
    es: {
      title: 'Acta notarial de transparencia previa a la hipoteca',
      body:
        'Como muy tarde el día anterior a la firma, el prestatario debe comparecer personalmente ante el notario que él elija para que levante un acta de transparencia (art. 15 Ley 5/2019). El notario comprueba que el banco entregó la documentación en plazo, revisa que no haya cláusulas abusivas, explica el contenido del préstamo, resuelve dudas y deja constancia de que el cliente ha comprendido sus consecuencias. El acta es gratuita para el prestatario, y sin ella no se puede autorizar la escritura de hipoteca.',
      questions: [
        '¿Qué es el acta de transparencia de la hipoteca?',
        '¿Tengo que ir al notario antes de firmar la hipoteca?',
        '¿Cuánto cuesta el acta previa de la hipoteca?',
      ],
    },
    en: {
      title: 'Notarial transparency certificate before the mortgage',
      body:
        'No later than the day before signing, the borrower must appear in person before the notary of his choice so that a transparency certificate (acta) is drawn up (art. 15 Ley 5/2019). The notary checks that the bank delivered the documents in time, reviews that there are no unfair terms, explains the loan, answers questions and records that the customer has understood its consequences. The certificate is free for the borrower, and without it the mortgage deed cannot be authorised.',
      questions: [
        'What is the mortgage transparency certificate?',
        'Do I have to see the notary before signing the mortgage?',
      ],
    },
    sources: [
      { law: 'Ley 5/2019', article: '15' },
      { law: 'Ley 5/2019', article: '14' },
    ],
    keywords: ['acta de transparencia', 'notario', 'gratis', 'asesoramiento', 'elegir notario', 'comprobación', 'test'],
  },
  {
    id: 'ley5-gastos-hipoteca-quien-paga',
    topic: 'mortgage',
    es: {
      title: 'Gastos de la hipoteca: qué paga el banco y qué paga el cliente',
      body:
        'Desde la Ley 5/2019 el reparto es legal (art. 14.1.e): el banco paga los aranceles notariales de la escritura de préstamo, la inscripción en el Registro de la Propiedad y la gestoría, y además el impuesto de Actos Jurídicos Documentados (AJD), del que es sujeto pasivo desde el RDL 17/2018. El cliente paga la tasación del inmueble y las copias de la escritura que él mismo solicite. Cualquier pacto que cargue al prestatario los gastos que corresponden al banco es nulo.',
      questions: [
        '¿Qué gastos de la hipoteca paga el banco?',
        '¿Quién paga la notaría y el registro de la hipoteca?',
        '¿Qué gastos de hipoteca me tocan a mí?',
      ],
    },
    en: {
      title: 'Mortgage costs: what the bank pays and what the customer pays',
      body:
        'Since Ley 5/2019 the allocation is set by law (art. 14.1.e): the bank pays the notary’s fees for the loan deed, registration in the Land Registry and the gestoría, as well as Stamp Duty (AJD), for which it has been the taxpayer since RDL 17/2018. The customer pays the property valuation (tasación) and any copies of the deed he asks for. Any clause charging the borrower with costs that belong to the bank is void.',
      questions: [
        'Which mortgage costs does the bank pay?',
        'Who pays the notary and registry for the mortgage?',
      ],
    },
    sources: [
      { law: 'Ley 5/2019', article: '14' },
      { law: 'TRLITPAJD', article: '29' },
    ],
    keywords: ['gastos hipoteca', 'notaría', 'registro', 'gestoría', 'tasación', 'banco', 'quién paga', 'AJD'],
  },
  {
    id: 'ley5-tasacion-aportada-por-cliente',
    topic: 'mortgage',
    es: {
      title: 'La tasación: la paga el cliente y puede aportar la suya',
      body:
        'La tasación del inmueble la paga el prestatario (art. 14.1.e Ley 5/2019), pero no está obligado a encargarla a la sociedad que proponga el banco. La entidad debe aceptar cualquier tasación que aporte el cliente siempre que la haya realizado una sociedad de tasación homologada e inscrita en el Banco de España y no esté caducada, sin poder cobrar gastos adicionales por comprobarla (art. 3 bis Ley 2/1981, introducido por la Ley 41/2007). En la práctica las tasaciones suelen tener una vigencia de seis meses. El valor de tasación es relevante porque limita el porcentaje financiable y fija el tipo de subasta en una ejecución.',
      questions: [
        '¿Puedo llevar mi propia tasación al banco para la hipoteca?',
        '¿Quién paga la tasación de la hipoteca?',
      ],
    },
    en: {
      title: 'The valuation: paid by the customer, who may bring his own',
      body:
        'The property valuation is paid by the borrower (art. 14.1.e Ley 5/2019), but he is not obliged to commission it from the firm the bank suggests. The lender must accept any valuation the customer provides, as long as it was carried out by an approved valuation company registered with the Bank of Spain and has not expired, and cannot charge extra to check it (art. 3 bis Ley 2/1981, added by Ley 41/2007). In practice valuations are usually valid for six months. The valuation matters because it limits the percentage that can be financed and sets the auction value in a foreclosure.',
      questions: [
        'Can I bring my own valuation to the bank for the mortgage?',
        'Who pays the mortgage valuation?',
      ],
    },
    sources: [
      { law: 'Ley 2/1981', article: '3 bis' },
      { law: 'Ley 5/2019', article: '14' },
    ],
    keywords: ['tasación', 'tasadora', 'valor de tasación', 'homologada', 'Banco de España', 'elegir tasadora'],
  },
  {
    id: 'ley5-comision-apertura',
    topic: 'mortgage',
    es: {
      title: 'Comisión de apertura de la hipoteca',
      body:
        'Si se pacta una comisión de apertura, se devenga una sola vez y engloba todos los gastos de estudio, tramitación o concesión del préstamo; el banco no puede cobrar aparte otras comisiones por esos mismos conceptos (art. 14.4 Ley 5/2019). Debe figurar en la FEIN y se incluye en el cálculo de la TAE. Solo pueden cobrarse comisiones por servicios efectivamente prestados o gastos realmente soportados.',
      questions: [
        '¿Me pueden cobrar comisión de apertura en la hipoteca?',
        '¿Qué incluye la comisión de apertura?',
      ],
    },
    en: {
      title: 'Mortgage arrangement fee',
      body:
        'If an arrangement fee is agreed, it accrues only once and covers all costs of studying, processing or granting the loan; the bank cannot charge separate fees for those same items (art. 14.4 Ley 5/2019). It must appear in the FEIN and is included in the APR calculation. Fees may only be charged for services actually rendered or costs actually incurred.',
      questions: [
        'Can they charge me an arrangement fee on the mortgage?',
        'What does the arrangement fee cover?',
      ],
    },
    sources: [{ law: 'Ley 5/2019', article: '14' }],
    keywords: ['comisión de apertura', 'comisiones', 'estudio', 'TAE', 'banco cobra'],
  },
  {
    id: 'ley5-evaluacion-solvencia',
    topic: 'mortgage',
    es: {
      title: 'Evaluación de la solvencia del prestatario',
      body:
        'Antes de conceder la hipoteca, el banco debe evaluar en profundidad la capacidad del cliente para devolverla, teniendo en cuenta sus ingresos, gastos, ahorro, estabilidad laboral y otras deudas (art. 11 Ley 5/2019). La evaluación no puede basarse principalmente en que el valor del inmueble supere el importe del préstamo ni en la expectativa de que la vivienda se revalorice. Si el resultado es negativo, el banco debe denegar el préstamo, y no puede después resolver o modificar el contrato alegando que evaluó mal, salvo que el cliente ocultara o falseara información.',
      questions: [
        '¿Qué mira el banco para darme una hipoteca?',
        '¿Me pueden denegar la hipoteca por mis ingresos?',
      ],
    },
    en: {
      title: 'Assessing the borrower’s creditworthiness',
      body:
        'Before granting a mortgage, the bank must thoroughly assess the customer’s ability to repay, taking into account income, expenses, savings, job stability and other debts (art. 11 Ley 5/2019). The assessment may not rely mainly on the property’s value exceeding the loan amount or on the expectation that the home will rise in value. If the outcome is negative, the bank must refuse the loan, and it cannot later terminate or change the contract claiming it assessed badly, unless the customer hid or falsified information.',
      questions: [
        'What does the bank look at to grant me a mortgage?',
        'Can they refuse me a mortgage because of my income?',
      ],
    },
    sources: [{ law: 'Ley 5/2019', article: '11' }],
    keywords: ['solvencia', 'nómina', 'ingresos', 'denegar hipoteca', 'endeudamiento', 'CIRBE', 'requisitos'],
  },
  {
    id: 'ley5-ventas-vinculadas-combinadas',
    topic: 'mortgage',
    es: {
      title: 'Ventas vinculadas prohibidas y ventas combinadas permitidas',
      body:
        'El banco no puede condicionar la concesión de la hipoteca a que el cliente contrate otros productos que solo se ofrecen en paquete (ventas vinculadas), salvo excepciones tasadas (art. 17 Ley 5/2019). Sí puede ofrecer ventas combinadas: el préstamo se puede contratar por separado, pero si el cliente suscribe otros productos (nómina, seguros, plan de pensiones) obtiene una bonificación del tipo de interés, y la FEIN debe mostrar el coste con y sin esas bonificaciones. El banco puede exigir un seguro de daños del inmueble y un seguro en garantía del préstamo, pero debe aceptar pólizas de otras aseguradoras con coberturas equivalentes sin cobrar por ello.',
      questions: [
        '¿Me pueden obligar a contratar el seguro de vida del banco para la hipoteca?',
        '¿Qué son las ventas vinculadas en una hipoteca?',
        'Si quito el seguro del banco, ¿me suben el interés?',
      ],
    },
    en: {
      title: 'Tied sales prohibited, combined sales allowed',
      body:
        'The bank cannot make the mortgage conditional on the customer taking out other products offered only as a package (tied sales), save for narrow exceptions (art. 17 Ley 5/2019). It may offer combined sales: the loan can be taken on its own, but if the customer signs up for other products (salary account, insurance, pension plan) he gets an interest-rate discount, and the FEIN must show the cost with and without those discounts. The bank may require property damage insurance and insurance securing the loan, but must accept policies from other insurers with equivalent cover without charging for it.',
      questions: [
        'Can they force me to take the bank’s life insurance with the mortgage?',
        'What are tied sales in a mortgage?',
      ],
    },
    sources: [{ law: 'Ley 5/2019', article: '17' }],
    keywords: ['seguro de vida', 'seguro de hogar', 'bonificación', 'productos vinculados', 'nómina', 'ventas vinculadas', 'ventas combinadas'],
  },
  {
    id: 'ley5-tipo-interes-variable-indices',
    topic: 'mortgage',
    es: {
      title: 'Tipo fijo, variable o mixto y los índices de referencia',
      body:
        'La hipoteca puede tener un tipo fijo durante toda su vida, un tipo variable (índice de referencia más un diferencial) o un tipo mixto (fijo unos años y después variable). En el tipo variable, el índice debe ser claro, accesible, objetivo y verificable por ambas partes, normalmente el Euríbor, y el tipo no puede modificarse en perjuicio del prestatario sin acuerdo por escrito (art. 21 Ley 5/2019). En las operaciones a tipo variable se prohíbe fijar un límite a la baja (cláusula suelo), y el interés remuneratorio tampoco puede ser negativo.',
      questions: [
        '¿Qué es mejor, hipoteca fija o variable?',
        '¿Qué es el Euríbor y cómo afecta a mi hipoteca?',
      ],
    },
    en: {
      title: 'Fixed, variable or mixed rate and reference indices',
      body:
        'A mortgage may carry a fixed rate for its whole life, a variable rate (reference index plus a margin) or a mixed rate (fixed for some years, then variable). For a variable rate, the index must be clear, accessible, objective and verifiable by both parties, usually Euribor, and the rate cannot be changed to the borrower’s detriment without written agreement (art. 21 Ley 5/2019). Variable-rate loans may not include a lower limit (floor clause), and the contractual interest cannot be negative either.',
      questions: [
        'Which is better, a fixed or variable mortgage?',
        'What is Euribor and how does it affect my mortgage?',
      ],
    },
    sources: [{ law: 'Ley 5/2019', article: '21' }],
    keywords: ['Euríbor', 'tipo fijo', 'tipo variable', 'tipo mixto', 'diferencial', 'interés', 'revisión'],
  },
  {
    id: 'ley5-clausula-suelo',
    topic: 'mortgage',
    es: {
      title: 'Cláusulas suelo y control de transparencia',
      body:
        'La cláusula suelo fija un tipo mínimo que el prestatario paga aunque el índice baje. Desde la Ley 5/2019 está prohibida en los préstamos a tipo variable (art. 21). En las hipotecas anteriores, el Tribunal Supremo (sentencia de 9 de mayo de 2013) declaró nulas las cláusulas suelo que no superaban el control de transparencia, es decir, las que no se explicaron de forma que el consumidor comprendiera su carga económica, y tras la sentencia del TJUE de 21 de diciembre de 2016 la devolución de lo cobrado de más es íntegra, desde la firma. El RDL 1/2017 creó un cauce extrajudicial para reclamarlas al banco antes de acudir al juzgado.',
      questions: [
        '¿Puedo reclamar la cláusula suelo de mi hipoteca?',
        '¿Es legal la cláusula suelo?',
      ],
    },
    en: {
      title: 'Floor clauses and the transparency test',
      body:
        'A floor clause sets a minimum rate the borrower pays even if the index falls. Since Ley 5/2019 it is prohibited in variable-rate loans (art. 21). For older mortgages, the Supreme Court (judgment of 9 May 2013) declared void the floor clauses that failed the transparency test, that is, those not explained so that the consumer understood their economic burden, and following the CJEU judgment of 21 December 2016 the overpayments must be refunded in full, from signing. RDL 1/2017 created an out-of-court channel to claim them from the bank before going to court.',
      questions: [
        'Can I claim back the floor clause on my mortgage?',
        'Is a floor clause legal?',
      ],
    },
    sources: [
      { law: 'Ley 5/2019', article: '21' },
      { law: 'RDL 1/2017', article: '3' },
    ],
    keywords: ['cláusula suelo', 'reclamar', 'devolución', 'abusiva', 'transparencia', 'banco', 'intereses cobrados de más'],
  },
  {
    id: 'ley5-amortizacion-anticipada-variable',
    topic: 'mortgage',
    es: {
      title: 'Amortización anticipada en hipotecas a tipo variable',
      body:
        'El prestatario puede devolver en cualquier momento todo o parte del préstamo, con un preaviso que no puede superar un mes (art. 23 Ley 5/2019). En los préstamos a tipo variable, la compensación que puede cobrar el banco, y nunca por encima de la pérdida financiera que sufra, tiene dos modalidades a elegir en el contrato: hasta el 0,25 % del capital amortizado durante los 3 primeros años, o hasta el 0,15 % durante los 5 primeros años. Pasado ese periodo, amortizar anticipadamente no tiene coste.',
      questions: [
        '¿Cuánto me cobra el banco por amortizar la hipoteca variable?',
        '¿Qué comisión hay por cancelar anticipadamente una hipoteca variable?',
      ],
    },
    en: {
      title: 'Early repayment of variable-rate mortgages',
      body:
        'The borrower may repay all or part of the loan at any time, with notice that cannot exceed one month (art. 23 Ley 5/2019). For variable-rate loans, the compensation the bank may charge, never above the financial loss it suffers, follows one of two options chosen in the contract: up to 0.25% of the capital repaid during the first 3 years, or up to 0.15% during the first 5 years. After that period, early repayment costs nothing.',
      questions: [
        'How much does the bank charge for early repayment of a variable mortgage?',
        'What is the fee for paying off a variable mortgage early?',
      ],
    },
    sources: [{ law: 'Ley 5/2019', article: '23' }],
    keywords: ['amortizar', 'amortización anticipada', 'comisión', 'adelantar pagos', 'cancelar hipoteca', 'variable'],
  },
  {
    id: 'ley5-amortizacion-anticipada-fijo',
    topic: 'mortgage',
    es: {
      title: 'Amortización anticipada en hipotecas a tipo fijo',
      body:
        'En los préstamos a tipo fijo, la compensación por reembolso anticipado puede pactarse con un máximo del 2 % del capital amortizado durante los 10 primeros años del contrato (o desde que empieza a aplicarse el tipo fijo) y del 1,5 % a partir de entonces (art. 23 Ley 5/2019). En ningún caso puede superar la pérdida financiera que efectivamente sufra el banco, calculada según la ley. Estos mismos límites se aplican a los tramos fijos de las hipotecas mixtas.',
      questions: [
        '¿Cuánto cuesta amortizar una hipoteca a tipo fijo?',
        '¿Qué comisión de amortización anticipada tiene una hipoteca fija?',
      ],
    },
    en: {
      title: 'Early repayment of fixed-rate mortgages',
      body:
        'For fixed-rate loans, the early-repayment compensation may be agreed up to 2% of the capital repaid during the first 10 years of the contract (or from when the fixed rate starts to apply) and up to 1.5% thereafter (art. 23 Ley 5/2019). It can never exceed the financial loss the bank actually suffers, calculated as the law provides. The same limits apply to the fixed periods of mixed-rate mortgages.',
      questions: [
        'How much does it cost to repay a fixed-rate mortgage early?',
        'What is the early-repayment fee on a fixed mortgage?',
      ],
    },
    sources: [{ law: 'Ley 5/2019', article: '23' }],
    keywords: ['amortizar', 'tipo fijo', 'comisión', 'amortización anticipada', 'pérdida financiera', 'mixta'],
  },
  {
    id: 'ley5-cambio-variable-a-fijo',
    topic: 'mortgage',
    es: {
      title: 'Pasar la hipoteca de tipo variable a tipo fijo',
      body:
        'El paso de variable a fijo puede hacerse con el propio banco (novación) o llevando el préstamo a otra entidad (subrogación de acreedor). Si a partir de ese momento se aplica un tipo fijo durante el resto de la vida del préstamo, la compensación que puede cobrar el banco no puede superar el 0,15 % del capital durante los 3 primeros años de vigencia del contrato, y después es cero (art. 23 Ley 5/2019). Los costes notariales y registrales de la novación o subrogación están reducidos y la escritura de novación de tipo o plazo está exenta de AJD (arts. 8 y 9 Ley 2/1994).',
      questions: [
        '¿Cuánto cuesta cambiar mi hipoteca variable a fija?',
        '¿Puedo pasar mi hipoteca a tipo fijo con otro banco?',
      ],
    },
    en: {
      title: 'Switching the mortgage from variable to fixed rate',
      body:
        'Switching from variable to fixed can be done with one’s own bank (novation) or by moving the loan to another lender (creditor subrogation). If a fixed rate applies from then on for the rest of the loan’s life, the compensation the bank may charge cannot exceed 0.15% of the capital during the first 3 years of the contract, and is zero thereafter (art. 23 Ley 5/2019). Notary and registry costs of the novation or subrogation are reduced, and a deed changing the rate or term is exempt from AJD (arts. 8 and 9 Ley 2/1994).',
      questions: [
        'How much does it cost to switch my variable mortgage to fixed?',
        'Can I move my mortgage to a fixed rate with another bank?',
      ],
    },
    sources: [
      { law: 'Ley 5/2019', article: '23' },
      { law: 'Ley 2/1994', article: '9' },
    ],
    keywords: ['variable a fijo', 'novación', 'cambiar hipoteca', 'subrogación', 'tipo fijo', 'Euríbor', 'comisión'],
  },
  {
    id: 'ley2-1994-subrogacion-novacion-costes',
    topic: 'mortgage',
    es: {
      title: 'Subrogación y novación de la hipoteca: cómo se hace y cuánto cuesta',
      body:
        'Con la subrogación de acreedor el cliente traslada su hipoteca a otro banco que le ofrece mejores condiciones sin necesidad del consentimiento del banco original, que solo dispone de un breve plazo para igualar la oferta mediante una novación (art. 2 Ley 2/1994). Con la novación modificativa, el cliente y su propio banco cambian el tipo de interés o el plazo. En ambos casos los aranceles notariales y registrales son reducidos (art. 8 Ley 2/1994), la escritura está exenta de AJD cuando solo modifica tipo o plazo (art. 9) y la comisión del banco saliente está limitada por el art. 23 Ley 5/2019 (para pasar a tipo fijo, como máximo el 0,15 % en los 3 primeros años y nada después).',
      questions: [
        '¿Cómo cambio mi hipoteca a otro banco?',
        '¿Cuánto cuesta una novación de hipoteca?',
        '¿Qué es la subrogación de acreedor?',
      ],
    },
    en: {
      title: 'Mortgage subrogation and novation: how it works and what it costs',
      body:
        'Through creditor subrogation the customer moves his mortgage to another bank offering better terms without needing the original bank’s consent; the original bank only has a short period to match the offer through a novation (art. 2 Ley 2/1994). Through a modifying novation, the customer and his own bank change the interest rate or the term. In both cases notary and registry fees are reduced (art. 8 Ley 2/1994), the deed is exempt from AJD when it only changes the rate or term (art. 9) and the outgoing bank’s fee is capped by art. 23 Ley 5/2019 (to switch to a fixed rate, at most 0.15% in the first 3 years and nothing thereafter).',
      questions: [
        'How do I move my mortgage to another bank?',
        'How much does a mortgage novation cost?',
      ],
    },
    sources: [
      { law: 'Ley 2/1994', article: '2' },
      { law: 'Ley 2/1994', article: '8' },
      { law: 'Ley 5/2019', article: '23' },
    ],
    keywords: ['subrogación', 'novación', 'cambiar de banco', 'mejorar condiciones', 'traspasar hipoteca', 'renegociar', 'aranceles'],
  },
  {
    id: 'ley5-vencimiento-anticipado',
    topic: 'mortgage',
    es: {
      title: 'Vencimiento anticipado por impago: cuántas cuotas hacen falta',
      body:
        'El banco solo puede dar por vencida toda la hipoteca y reclamar la deuda completa si el prestatario está en mora y las cuotas impagadas alcanzan (art. 24 Ley 5/2019): en la primera mitad de la duración del préstamo, el 3 % del capital concedido o 12 cuotas mensuales (o su equivalente); en la segunda mitad, el 7 % del capital o 15 cuotas mensuales. Además, el banco debe requerir el pago concediendo al menos un mes y advirtiendo de que, si no se paga, exigirá la totalidad. Estas reglas son imperativas y el contrato no puede empeorarlas.',
      questions: [
        '¿Cuántas cuotas de la hipoteca tengo que dejar de pagar para que el banco me ejecute?',
        '¿Cuándo puede el banco reclamarme toda la hipoteca?',
        'He dejado de pagar la hipoteca, ¿qué pasa?',
      ],
    },
    en: {
      title: 'Accelerated maturity for non-payment: how many instalments',
      body:
        'The bank may only call in the whole mortgage and claim the full debt if the borrower is in default and the unpaid instalments reach (art. 24 Ley 5/2019): in the first half of the loan term, 3% of the capital lent or 12 monthly instalments (or equivalent); in the second half, 7% of the capital or 15 monthly instalments. In addition, the bank must demand payment giving at least one month and warning that, if unpaid, it will claim the whole amount. These rules are mandatory and the contract cannot worsen them.',
      questions: [
        'How many mortgage payments must I miss before the bank forecloses?',
        'When can the bank demand the whole mortgage?',
      ],
    },
    sources: [{ law: 'Ley 5/2019', article: '24' }],
    keywords: ['impago', 'no puedo pagar', 'cuotas', 'vencimiento anticipado', 'ejecución', 'desahucio', 'mora', 'deuda'],
  },
  {
    id: 'ley5-interes-demora',
    topic: 'mortgage',
    es: {
      title: 'Intereses de demora en la hipoteca',
      body:
        'En los préstamos sujetos a la Ley 5/2019 el interés de demora es el interés ordinario pactado más tres puntos porcentuales anuales, sin posibilidad de pactar otro (art. 25). Solo se devenga sobre el principal vencido y pendiente de pago, y no puede capitalizarse, es decir, no genera a su vez nuevos intereses, salvo en el caso previsto en la LEC para la ejecución. Cualquier cláusula que fije un interés de demora superior se tiene por no puesta.',
      questions: [
        '¿Cuánto es el interés de demora de la hipoteca?',
        'Si me retraso en una cuota, ¿qué intereses me cobran?',
      ],
    },
    en: {
      title: 'Default interest on the mortgage',
      body:
        'For loans subject to Ley 5/2019, default interest is the agreed ordinary interest plus three percentage points a year, with no possibility of agreeing otherwise (art. 25). It accrues only on the principal that has fallen due and is unpaid, and it cannot be capitalised, that is, it does not itself bear further interest, except in the case the Civil Procedure Act provides for enforcement. Any clause fixing a higher default rate is deemed not written.',
      questions: [
        'What is the default interest on a mortgage?',
        'If I am late with a payment, what interest do they charge?',
      ],
    },
    sources: [{ law: 'Ley 5/2019', article: '25' }],
    keywords: ['interés de demora', 'retraso', 'recibo impagado', 'penalización', 'tres puntos', 'mora'],
  },
  {
    id: 'tax-ajd-hipoteca-prestamista',
    topic: 'tax',
    es: {
      title: 'Impuesto de AJD de la escritura de hipoteca: lo paga el banco',
      body:
        'La escritura de préstamo hipotecario tributa por la cuota gradual del Impuesto sobre Actos Jurídicos Documentados (AJD), con un tipo autonómico que suele oscilar entre el 0,5 % y el 1,5 % de la responsabilidad hipotecaria. Desde el RDL 17/2018, en vigor desde el 10 de noviembre de 2018, el sujeto pasivo es el prestamista, es decir, el banco (art. 29 TRLITPAJD), y no puede repercutirlo al cliente. En las hipotecas firmadas antes de esa fecha el impuesto lo pagaba el prestatario, y el Tribunal Supremo ha confirmado que esas cantidades no pueden reclamarse al banco.',
      questions: [
        '¿Quién paga el impuesto de la hipoteca?',
        '¿El AJD de la hipoteca lo paga el banco o el cliente?',
      ],
    },
    en: {
      title: 'Stamp duty (AJD) on the mortgage deed: paid by the bank',
      body:
        'The mortgage loan deed is subject to the graduated Stamp Duty (AJD), at a regional rate usually between 0.5% and 1.5% of the secured amount. Since RDL 17/2018, in force from 10 November 2018, the taxpayer is the lender, that is, the bank (art. 29 TRLITPAJD), which cannot pass it on to the customer. For mortgages signed before that date the borrower paid the tax, and the Supreme Court has confirmed that those amounts cannot be claimed from the bank.',
      questions: [
        'Who pays the tax on the mortgage?',
        'Is the mortgage AJD paid by the bank or the customer?',
      ],
    },
    sources: [
      { law: 'TRLITPAJD', article: '29' },
    ],
    keywords: ['AJD', 'impuesto hipoteca', 'actos jurídicos documentados', 'banco paga', 'sujeto pasivo', 'prestamista'],
  },
  {
    id: 'ley5-reclamar-gastos-hipotecas-antiguas',
    topic: 'mortgage',
    es: {
      title: 'Reclamar gastos de hipotecas firmadas antes de la Ley 5/2019',
      body:
        'En muchas hipotecas antiguas una cláusula imponía al cliente todos los gastos de formalización; los tribunales la consideran abusiva y nula cuando el prestatario es consumidor. Según la doctrina del Tribunal Supremo, el cliente puede recuperar la totalidad de lo pagado por la inscripción en el Registro (que interesa al banco) y la mitad de los gastos de notaría de la escritura original, entre otras partidas. En cambio, el AJD pagado antes del 10 de noviembre de 2018 no es recuperable, porque la ley entonces vigente designaba como sujeto pasivo al prestatario. Conviene reunir las facturas y reclamar primero al servicio de atención al cliente del banco.',
      questions: [
        '¿Puedo reclamar los gastos de mi hipoteca antigua?',
        '¿Qué gastos de hipoteca me devuelve el banco?',
      ],
    },
    en: {
      title: 'Claiming costs on mortgages signed before Ley 5/2019',
      body:
        'In many older mortgages a clause made the customer bear all arrangement costs; courts regard it as unfair and void when the borrower is a consumer. Under Supreme Court case law, the customer can recover all of what he paid for registration in the Land Registry (which serves the bank’s interest) and half of the notary costs of the original deed, among other items. By contrast, AJD paid before 10 November 2018 cannot be recovered, because the law then in force made the borrower the taxpayer. It is advisable to gather the invoices and claim first with the bank’s customer service department.',
      questions: [
        'Can I claim back the costs of my old mortgage?',
        'Which mortgage costs will the bank refund?',
      ],
    },
    sources: [
      { law: 'TRLGDCU', article: '89' },
      { law: 'TRLITPAJD', article: '29' },
    ],
    keywords: ['gastos hipoteca', 'reclamar', 'devolución', 'cláusula abusiva', 'notaría', 'registro', 'hipoteca antigua'],
  },
  {
    id: 'lh-inscripcion-constitutiva-hipoteca',
    topic: 'mortgage',
    es: {
      title: 'La hipoteca solo existe si se inscribe en el Registro',
      body:
        'A diferencia de la compraventa, la hipoteca exige para quedar válidamente constituida que la escritura pública se inscriba en el Registro de la Propiedad (art. 1875 CC y art. 145 LH): la inscripción es constitutiva. Por eso el banco se ocupa de presentar la escritura y, desde la Ley 5/2019, paga su inscripción. Una vez inscrita, la hipoteca sigue a la finca aunque cambie de dueño, y quien la compre responde con ella de la deuda garantizada hasta la cifra de responsabilidad hipotecaria inscrita.',
      questions: [
        '¿Es obligatorio inscribir la hipoteca en el Registro?',
        'Si compro un piso con hipoteca, ¿respondo yo de la deuda?',
      ],
    },
    en: {
      title: 'A mortgage only exists once registered',
      body:
        'Unlike a sale, a mortgage requires the public deed to be registered in the Land Registry in order to be validly created (art. 1875 CC and art. 145 LH): registration is constitutive. That is why the bank files the deed and, since Ley 5/2019, pays for its registration. Once registered, the mortgage follows the property even if it changes hands, and whoever buys it answers with it for the secured debt up to the registered mortgage liability amount.',
      questions: [
        'Is it compulsory to register the mortgage?',
        'If I buy a mortgaged flat, am I liable for the debt?',
      ],
    },
    sources: [
      { law: 'CC', article: '1875' },
      { law: 'LH', article: '145' },
    ],
    keywords: ['inscripción', 'Registro', 'hipoteca', 'constitutiva', 'responsabilidad hipotecaria', 'carga'],
  },
  {
    id: 'lh-responsabilidad-personal-ilimitada',
    topic: 'mortgage',
    es: {
      title: 'El deudor responde con todos sus bienes, no solo con la casa',
      body:
        'La hipoteca garantiza la deuda con el inmueble, pero no limita la responsabilidad del deudor: responde del cumplimiento con todos sus bienes presentes y futuros (art. 1911 CC). Si la vivienda se subasta y lo obtenido no cubre la deuda, el banco puede seguir reclamando el resto contra otros bienes o ingresos del deudor y de los avalistas (art. 579 LEC). Solo si se pacta expresamente que la responsabilidad se limite a la finca hipotecada (art. 140 LH) o se acuerda una dación en pago, la entrega de la casa extingue toda la deuda.',
      questions: [
        'Si el banco se queda con mi casa, ¿sigo debiendo dinero?',
        '¿La dación en pago cancela toda la deuda de la hipoteca?',
      ],
    },
    en: {
      title: 'The debtor is liable with all his assets, not just the house',
      body:
        'A mortgage secures the debt with the property, but it does not limit the debtor’s liability: he answers for performance with all his present and future assets (art. 1911 CC). If the home is auctioned and the proceeds do not cover the debt, the bank may keep claiming the remainder against the debtor’s and guarantors’ other assets or income (art. 579 LEC). Only if it is expressly agreed that liability is limited to the mortgaged property (art. 140 LH) or a surrender in lieu of payment is agreed does handing over the house extinguish the whole debt.',
      questions: [
        'If the bank takes my house, do I still owe money?',
        'Does giving the house back cancel the whole mortgage debt?',
      ],
    },
    sources: [
      { law: 'CC', article: '1911' },
      { law: 'LH', article: '140' },
      { law: 'LEC', article: '579' },
    ],
    keywords: ['dación en pago', 'deuda pendiente', 'avalistas', 'embargo', 'subasta', 'seguir debiendo', 'responsabilidad'],
  },
  {
    id: 'lec-ejecucion-hipotecaria',
    topic: 'mortgage',
    es: {
      title: 'Ejecución hipotecaria: cómo se subasta la vivienda',
      body:
        'Tras el vencimiento anticipado, el banco puede acudir al procedimiento de ejecución sobre bienes hipotecados (arts. 681 y siguientes LEC). El juzgado requiere el pago y, si no se produce, saca la finca a subasta electrónica en el Portal de Subastas del BOE. Si no hay postores y se trata de la vivienda habitual, el banco puede adjudicársela por el 70 % del valor de tasación para subasta o, si la deuda es inferior a esa cantidad, por el 60 % (art. 671 LEC). El deudor puede liberar el bien pagando la deuda antes del cierre de la subasta y, en la vivienda habitual, rehabilitar el préstamo pagando las cuotas atrasadas (art. 693.3 LEC).',
      questions: [
        '¿Cómo funciona una ejecución hipotecaria?',
        '¿Por cuánto se queda el banco mi casa si no hay pujas?',
      ],
    },
    en: {
      title: 'Mortgage foreclosure: how the home is auctioned',
      body:
        'After accelerated maturity, the bank may bring enforcement proceedings against mortgaged property (arts. 681 ff. LEC). The court demands payment and, failing it, puts the property up for electronic auction on the BOE Auction Portal. If there are no bidders and it is the main home, the bank may take it for 70% of the auction valuation or, if the debt is lower than that, for 60% (art. 671 LEC). The debtor may release the property by paying the debt before the auction closes and, for the main home, reinstate the loan by paying the arrears (art. 693.3 LEC).',
      questions: [
        'How does a mortgage foreclosure work?',
        'For how much does the bank keep my house if nobody bids?',
      ],
    },
    sources: [
      { law: 'LEC', article: '681' },
      { law: 'LEC', article: '671' },
      { law: 'LEC', article: '693' },
    ],
    keywords: ['ejecución', 'subasta', 'desahucio', 'embargo', 'perder la casa', 'juzgado', 'adjudicación'],
  },
  {
    id: 'rdl6-2012-codigo-buenas-practicas',
    topic: 'mortgage',
    es: {
      title: 'Código de Buenas Prácticas para deudores hipotecarios',
      body:
        'El Código de Buenas Prácticas (RDL 6/2012), al que se han adherido la mayoría de bancos, permite a los deudores en el umbral de exclusión con hipoteca sobre su vivienda habitual pedir una reestructuración de la deuda (carencia de capital, ampliación del plazo y rebaja del tipo), después una quita y, como último recurso, la dación en pago con posibilidad de seguir en la vivienda de alquiler social. Los requisitos de ingresos, de esfuerzo de la cuota y de precio del inmueble están tasados en la norma y se acreditan documentalmente. El RDL 19/2022 añadió un código temporal para familias de renta media afectadas por la subida de tipos.',
      questions: [
        'No puedo pagar la hipoteca, ¿qué ayudas hay?',
        '¿Qué es el Código de Buenas Prácticas bancarias?',
      ],
    },
    en: {
      title: 'Code of Good Practice for mortgage debtors',
      body:
        'The Code of Good Practice (RDL 6/2012), which most banks have joined, allows debtors at the threshold of exclusion with a mortgage on their main home to request a debt restructuring (capital grace period, longer term and lower rate), then a write-down and, as a last resort, surrender in lieu of payment with the option of staying in the home on a social rent. The income, instalment-burden and property-price requirements are set out in the rules and must be documented. RDL 19/2022 added a temporary code for middle-income families hit by rising rates.',
      questions: [
        'I cannot pay my mortgage; what help is there?',
        'What is the banks’ Code of Good Practice?',
      ],
    },
    sources: [
      { law: 'RDL 6/2012', article: 'Anexo' },
    ],
    keywords: ['no puedo pagar', 'reestructuración', 'dación en pago', 'quita', 'alquiler social', 'vulnerable', 'ayudas'],
  },
  {
    id: 'lh-cancelacion-hipoteca-pagada',
    topic: 'mortgage',
    es: {
      title: 'Cancelar la hipoteca en el Registro cuando ya está pagada',
      body:
        'Pagar la última cuota extingue la deuda, pero la carga sigue figurando en el Registro hasta que se cancela. Para ello se pide al banco un certificado de deuda cero, el banco otorga ante notario la escritura de cancelación y esta se presenta en el Registro de la Propiedad (art. 82 LH). Los costes los asume normalmente el propietario, que es quien solicita la cancelación, pero son moderados porque los aranceles están reducidos (art. 8 Ley 2/1994). No es obligatorio cancelar, aunque conviene hacerlo antes de vender o de pedir otro préstamo; si no se hace, la hipoteca solo puede cancelarse por caducidad al cabo de muchos años desde su vencimiento.',
      questions: [
        'He terminado de pagar la hipoteca, ¿tengo que cancelarla en el Registro?',
        '¿Cuánto cuesta cancelar una hipoteca pagada?',
      ],
    },
    en: {
      title: 'Cancelling a paid-off mortgage in the Registry',
      body:
        'Paying the last instalment extinguishes the debt, but the charge remains on the Registry until it is cancelled. To do so, the owner asks the bank for a zero-balance certificate, the bank executes the cancellation deed before a notary and the deed is filed with the Land Registry (art. 82 LH). Costs are normally borne by the owner, who requests the cancellation, but they are moderate because fees are reduced (art. 8 Ley 2/1994). Cancellation is not compulsory, although it is advisable before selling or applying for another loan; otherwise the mortgage can only be cancelled by lapse many years after maturity.',
      questions: [
        'I have paid off my mortgage; do I have to cancel it in the Registry?',
        'How much does it cost to cancel a paid-off mortgage?',
      ],
    },
    sources: [
      { law: 'LH', article: '82' },
      { law: 'Ley 2/1994', article: '8' },
    ],
    keywords: ['cancelar hipoteca', 'deuda cero', 'certificado', 'carga', 'Registro', 'escritura de cancelación', 'terminar de pagar'],
  },
  {
    id: 'ley41-2007-hipoteca-inversa',
    topic: 'mortgage',
    es: {
      title: 'Hipoteca inversa para mayores de 65 años',
      body:
        'La hipoteca inversa permite a personas de 65 años o más, o en situación de dependencia o con discapacidad reconocida, obtener dinero (de una vez o en rentas periódicas) con garantía de su vivienda sin dejar de vivir en ella (DA 1.ª Ley 41/2007). La deuda solo es exigible al fallecer el prestatario o el último beneficiario: entonces los herederos pueden pagarla y conservar la vivienda o dejar que el banco cobre con cargo a ella. Debe concederse por entidades autorizadas y exige asesoramiento independiente previo.',
      questions: [
        '¿Qué es la hipoteca inversa?',
        '¿Qué pasa con la hipoteca inversa cuando fallece el titular?',
      ],
    },
    en: {
      title: 'Reverse mortgage for over-65s',
      body:
        'A reverse mortgage lets people aged 65 or over, or those in dependency or with a recognised disability, obtain money (in one sum or periodic payments) secured on their home while continuing to live in it (DA 1 Ley 41/2007). The debt only becomes payable on the death of the borrower or the last beneficiary: the heirs may then pay it and keep the home, or let the bank recover from the property. It must be granted by authorised lenders and requires prior independent advice.',
      questions: [
        'What is a reverse mortgage?',
        'What happens to a reverse mortgage when the owner dies?',
      ],
    },
    sources: [{ law: 'Ley 41/2007', article: 'DA 1' }],
    keywords: ['hipoteca inversa', 'mayores', 'jubilados', 'renta', 'herederos', 'liquidez', 'pensión'],
  },
  {
    id: 'lh-subrogacion-comprador-hipoteca-promotor',
    topic: 'mortgage',
    es: {
      title: 'Subrogarse en la hipoteca del promotor al comprar obra nueva',
      body:
        'Al comprar una vivienda nueva es habitual que el comprador se subrogue en la parte del préstamo promotor que grava su vivienda, en lugar de pedir una hipoteca nueva. Esa subrogación está sujeta a la Ley 5/2019: el banco debe entregar FEIN y FiAE con 10 días naturales de antelación y el comprador tiene derecho al acta de transparencia ante notario. El comprador no está obligado a subrogarse y puede financiarse con otra entidad: en la venta a consumidores es abusiva la cláusula que le obligue a subrogarse o le penalice por no hacerlo, y también la que le cargue los gastos de cancelar el préstamo promotor (art. 89.3 TRLGDCU).',
      questions: [
        '¿Estoy obligado a quedarme con la hipoteca de la promotora?',
        '¿Qué es subrogarse en el préstamo promotor?',
      ],
    },
    en: {
      title: 'Taking over the developer’s mortgage when buying off-plan',
      body:
        'When buying a new home it is common for the buyer to take over (subrogate into) the share of the developer’s loan charged on his home instead of applying for a new mortgage. That subrogation is subject to Ley 5/2019: the bank must provide the FEIN and FiAE 10 calendar days in advance and the buyer is entitled to the notarial transparency certificate. The buyer is not obliged to subrogate and may obtain financing from another lender: in sales to consumers, a clause forcing him to subrogate or penalising him for not doing so is unfair, as is one charging him the cost of cancelling the developer’s loan (art. 89.3 TRLGDCU).',
      questions: [
        'Am I obliged to take over the developer’s mortgage?',
        'What does subrogating into the developer’s loan mean?',
      ],
    },
    sources: [
      { law: 'TRLGDCU', article: '89' },
      { law: 'Ley 5/2019', article: '14' },
    ],
    keywords: ['promotora', 'obra nueva', 'subrogación', 'préstamo promotor', 'hipoteca promotor', 'cambiar de banco'],
  },
];
