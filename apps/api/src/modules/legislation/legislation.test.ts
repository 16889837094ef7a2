import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LegislationArticleResponseSchema, LegislationListResponseSchema } from '@mike/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { legislationLaws } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db.ts';
import { legalizeMarkdown } from '../../test/fake-boe.ts';
import { registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestDatabase, makeTempDir, testConfig, testEngine } from '../../test/helpers.ts';

/** Our own wording, in the legalize-es layout: an article with a 'bis', one with apartados, a disposición. */
const LAU_MARKDOWN = `---
title: "Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos"
identifier: "BOE-A-1994-26003"
rank: "ley"
last_updated: "2023-05-25"
source: "https://www.boe.es/eli/es/l/1994/11/24/29"
---

# Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos

## TÍTULO II. De los arrendamientos de vivienda

##### Artículo 9 bis. Prueba de artículo con bis.

El arrendador que sea gran tenedor lo hará constar en el contrato.

##### Artículo 36. Fianza.

1. A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico.

2. Durante los cinco primeros años de duración del contrato, la fianza no estará sujeta a actualización.

## Disposiciones adicionales

##### Disposición adicional undécima. Acceso a la información.

Las comunidades autónomas podrán acceder a los datos de los depósitos de fianzas.
`;

describe(`legislation at start-up and its API (${testEngine})`, () => {
  let dir: string;
  let database: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let owner: RegisteredOwner;
  const dataDirs: string[] = [];
  const start = async () => {
    const config = testConfig({ LEGISLATION_DIR: dir });
    dataDirs.push(config.DATA_DIR);
    return buildApp(config, { database });
  };
  const get = (url: string, auth = owner.auth) => app.inject({ method: 'GET', url, headers: auth });

  beforeAll(async () => {
    dir = makeTempDir('mike-laws-');
    writeFileSync(path.join(dir, 'BOE-A-1994-26003.md'), LAU_MARKDOWN);
    writeFileSync(
      path.join(dir, 'BOE-A-1960-10906.md'),
      legalizeMarkdown({ lawId: 'BOE-A-1960-10906', date: '20260321', articles: [{ number: 'diecisiete', heading: 'Acuerdos.', paragraphs: ['Los acuerdos de la Junta se sujetarán a las normas siguientes.'] }] }),
    );
    ({ database, dispose } = await createTestDatabase());
    app = await start();
    await app.ready();
    owner = await registerOwner(app);
  });
  afterAll(async () => {
    await app.close();
    await dispose();
    for (const entry of [dir, ...dataDirs]) rmSync(entry, { recursive: true, force: true });
  });

  it('loads LEGISLATION_DIR at start-up; a second start on the same database loads nothing', async () => {
    const before = await database.db.select().from(legislationLaws).orderBy(asc(legislationLaws.lawId));
    expect(before.map((law) => `${law.lawId} ${law.shortName} ${law.provisionCount}`)).toEqual(['BOE-A-1960-10906 LPH 1', 'BOE-A-1994-26003 LAU 3']);
    const second = await start();
    try {
      expect(await database.db.select().from(legislationLaws).orderBy(asc(legislationLaws.lawId))).toEqual(before);
    } finally {
      await second.close();
    }
  });

  it('GET /api/legislation lists the laws held to any signed-in member', async () => {
    const response = await get('/api/legislation');
    expect(response.statusCode, response.body).toBe(200);
    expect(LegislationListResponseSchema.parse(response.json())).toEqual({
      laws: [
        { lawId: 'BOE-A-1960-10906', law: 'LPH', title: 'Ley de prueba', versionDate: '2026-03-21' },
        { lawId: 'BOE-A-1994-26003', law: 'LAU', title: 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos', versionDate: '2023-05-25' },
      ],
    });
  });

  it('GET /api/legislation/{lawId}/articles/{article} answers one provision with its apartados, date and BOE address', async () => {
    const response = await get('/api/legislation/BOE-A-1994-26003/articles/36');
    expect(response.statusCode, response.body).toBe(200);
    expect(LegislationArticleResponseSchema.parse(response.json())).toEqual({
      provision: {
        lawId: 'BOE-A-1994-26003',
        law: 'LAU',
        article: '36',
        number: '36',
        kind: 'article',
        heading: 'Fianza.',
        text: '1. A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico.\n2. Durante los cinco primeros años de duración del contrato, la fianza no estará sujeta a actualización.',
        apartados: [
          { number: '1', text: 'A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico.' },
          { number: '2', text: 'Durante los cinco primeros años de duración del contrato, la fianza no estará sujeta a actualización.' },
        ],
        versionDate: '2023-05-25',
        url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36',
      },
    });
  });

  it('reads the key URL-encoded, and the friendly forms of a reference', async () => {
    const articleOf = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return (response.json() as { provision: { article: string; kind: string } }).provision;
    };
    expect(await articleOf('/api/legislation/BOE-A-1994-26003/articles/DA%2011%C2%AA')).toMatchObject({ article: 'DA 11ª', kind: 'additional' });
    for (const friendly of ['da-11', 'DA-undecima', 'disposicion-adicional-undecima']) {
      expect((await articleOf(`/api/legislation/BOE-A-1994-26003/articles/${friendly}`)).article).toBe('DA 11ª');
    }
    expect((await articleOf('/api/legislation/BOE-A-1994-26003/articles/9%20bis')).article).toBe('9 bis');
    expect((await articleOf('/api/legislation/BOE-A-1994-26003/articles/9-bis')).article).toBe('9 bis');
    expect((await articleOf('/api/legislation/BOE-A-1994-26003/articles/articulo-36')).article).toBe('36');
    expect((await articleOf('/api/legislation/BOE-A-1960-10906/articles/17')).article).toBe('17');
  });

  it('answers 404 NOT_FOUND for a provision or a law not held, 400 for a malformed law id', async () => {
    for (const url of ['/api/legislation/BOE-A-1994-26003/articles/37', '/api/legislation/BOE-A-1994-26003/articles/DA%2012%C2%AA', '/api/legislation/BOE-A-2000-323/articles/1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ errorCode: 'NOT_FOUND', message: expect.stringMatching(/legislación cargada/) });
    }
    const bad = await get('/api/legislation/LAU/articles/36');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('documents both routes in the OpenAPI document', async () => {
    const docs = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, unknown> };
    expect(docs.paths).toHaveProperty(['/api/legislation', 'get']);
    expect(docs.paths).toHaveProperty(['/api/legislation/{lawId}/articles/{article}', 'get']);
  });

  it('answers 401 without a session', async () => {
    for (const url of ['/api/legislation', '/api/legislation/BOE-A-1994-26003/articles/36']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('UNAUTHORIZED');
    }
  });
});
