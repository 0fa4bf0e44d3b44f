import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { registerOpenApi } from './openapi.ts';
import { buildOpenApiDocument, jsonSchemaOf, type OpenApiDocument, openApiPath } from './openapi-document.ts';
import { addRoute, type RouteDefinition, routeCatalog } from './route.ts';

type Operation = OpenApiDocument['paths'][string][string];
type ObjectSchema = { required?: string[]; properties: Record<string, Record<string, unknown>> };

const bodySchema = (described: Operation, mediaType: string) =>
  described.requestBody?.content[mediaType].schema as ObjectSchema;

function successSchema(described: Operation, status: string): ObjectSchema {
  const response = described.responses[status];
  if (!('content' in response) || !response.content) throw new Error(`The ${status} answer has no content`);
  return response.content['application/json'].schema as ObjectSchema;
}

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    document = response.json();
  });
  afterAll(() => t.close());

  const operation = (path: string, method: string): Operation => document.paths[path][method];
  const allOperations = () => Object.values(document.paths).flatMap((item) => Object.values(item));

  it('is an OpenAPI 3.1 document with a bearer security scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Grain API', version: '1.0.0' });
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      description: 'The token returned by POST /api/login',
    });
  });

  it('describes every route of the catalogue, each once, with OpenAPI path templates', () => {
    const routes = routeCatalog.get(t.app) ?? [];
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const described = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(described, `${route.method} ${route.url}`).toBeDefined();
      expect(described.summary).toBe(route.summary);
      expect(described.tags).toEqual([route.tag]);
    }
    expect(allOperations()).toHaveLength(routes.length);
    expect(Object.keys(document.paths).filter((path) => path.includes(':'))).toEqual([]);
  });

  it('contains the known paths and methods', () => {
    expect(Object.keys(document.paths['/api/login'])).toEqual(['post']);
    expect(Object.keys(document.paths['/api/services/{id}']).sort()).toEqual(['delete', 'get', 'patch', 'post', 'put']);
    expect(Object.keys(document.paths['/api/contact/send'])).toEqual(['post']);
    expect(document.paths['/api/products']).toHaveProperty('get');
    expect(Object.keys(document.paths['/api/contact-messages/{id}/read']).sort()).toEqual(['patch', 'post', 'put']);
  });

  it('documents the variants beside every image field: image_meta of services and products, gallery_meta', () => {
    const dataOf = (path: string, method: string, status = '200') =>
      successSchema(operation(path, method), status).properties.data as unknown as ObjectSchema;
    const meta = {
      type: 'object',
      properties: expect.objectContaining({
        width: expect.objectContaining({ type: 'integer' }),
        placeholder: expect.objectContaining({ type: 'string' }),
        srcset: expect.objectContaining({ required: ['avif', 'webp'] }),
      }),
    };
    const nullableMeta = { anyOf: [expect.objectContaining(meta), { type: 'null' }] };
    expect(dataOf('/api/services/{id}', 'get').properties.image_meta).toMatchObject(nullableMeta);
    expect(dataOf('/api/services', 'post', '201').properties.image_meta).toMatchObject(nullableMeta);
    expect(dataOf('/api/banners/{id}', 'put').properties.background_img_meta).toMatchObject(nullableMeta);
    const product = dataOf('/api/products/{id}', 'get');
    expect(product.properties.image_meta).toMatchObject(nullableMeta);
    expect(product.properties.gallery_meta).toMatchObject({ type: 'array', items: nullableMeta });
  });

  it('gives every operation a unique id', () => {
    const ids = allOperations().map((described) => described.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('/api/services/{id}', 'get').operationId).toBe('getServicesById');
  });

  it('describes path and query parameters from the zod schemas', () => {
    expect(operation('/api/services/{id}', 'get').parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
    ]);
    const listParameters = operation('/api/contact-messages', 'get').parameters ?? [];
    expect(listParameters.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['page', 'query', false],
      ['per_page', 'query', false],
      ['unread', 'query', false],
      ['q', 'query', false],
      ['sort', 'query', false],
      ['order', 'query', false],
      ['status', 'query', false],
      ['product_id', 'query', false],
      ['from', 'query', false],
      ['to', 'query', false],
    ]);
    expect(listParameters[1].schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 20 });
    expect(listParameters[4].schema).toMatchObject({
      enum: ['created_at', 'id', 'email', 'first_name', 'last_name', 'is_read'],
    });
  });

  it('describes the search, sort, active filter and paging of every content list', () => {
    for (const path of ['/api/faqs', '/api/faqs/all']) {
      const parameters = operation(path, 'get').parameters ?? [];
      expect(parameters.map((parameter) => [parameter.name, parameter.required])).toEqual([
        ['q', false],
        ['sort', false],
        ['order', false],
        ['active', false],
        ['page', false],
        ['per_page', false],
      ]);
      expect(parameters[1].schema).toMatchObject({
        enum: ['id', 'created_at', 'updated_at', 'question', 'answer', 'order', 'is_active'],
      });
      expect(parameters[2].schema).toMatchObject({ enum: ['asc', 'desc'], default: 'asc' });
      expect(parameters[5].schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 20 });
    }
    const blogParameters = operation('/api/blogs', 'get').parameters ?? [];
    expect(blogParameters.map((parameter) => parameter.name)).toEqual([
      'q',
      'sort',
      'order',
      'active',
      'page',
      'per_page',
      'category_id',
    ]);
    expect(blogParameters[4].schema).toMatchObject({ type: 'integer', minimum: 1, default: 1 });
    expect(blogParameters[5].schema).toMatchObject({ default: 6 });
    const categoryParameters = operation('/api/categories', 'get').parameters ?? [];
    expect(categoryParameters.map((parameter) => parameter.name)).not.toContain('active');
  });

  it('describes JSON bodies with their required fields', () => {
    const login = operation('/api/login', 'post').requestBody;
    expect(Object.keys(login?.content ?? {})).toEqual(['application/json']);
    expect(login?.required).toBe(true);
    expect(login?.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['email', 'password'],
      properties: { email: { type: 'string' }, password: { type: 'string' } },
    });
    expect(bodySchema(operation('/api/contact/send', 'post'), 'application/json').required).toEqual([
      'first_name',
      'last_name',
      'email',
      'message',
    ]);
  });

  it('describes multipart bodies with file fields as binary uploads', () => {
    const create = operation('/api/services', 'post');
    expect(Object.keys(create.requestBody?.content ?? {})).toEqual(['application/json', 'multipart/form-data']);
    const multipart = bodySchema(create, 'multipart/form-data');
    expect(multipart.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    // An optional picture is removed with an empty value; a required file cannot be.
    const removal = 'An empty value (an empty string, or null in JSON) removes the file from the record';
    expect(multipart.properties.image.description).toContain(removal);
    expect(bodySchema(create, 'application/json').properties.image.description).toContain(removal);
    expect(multipart.properties.title).toMatchObject({
      anyOf: expect.arrayContaining([{ type: 'string', maxLength: 255 }]),
    });
    expect(bodySchema(create, 'application/json').properties.image).not.toHaveProperty('format');

    const video = bodySchema(operation('/api/video-sections/{id}', 'post'), 'multipart/form-data');
    expect(video.properties.video_file).toMatchObject({ format: 'binary' });
    expect(video.properties.video_file.description).toMatch(/^A video file/);
    expect(video.properties.video_file.description).toContain('Required: an empty value is refused (422).');
  });

  it('wraps the data of success answers in the envelope', () => {
    const envelope = successSchema(operation('/api/contact/send', 'post'), '201');
    expect(envelope.required).toEqual(['success', 'data']);
    expect(envelope.properties.success).toEqual({ type: 'boolean', const: true });
    expect(envelope.properties.data).toMatchObject({
      type: 'object',
      required: ['id', 'first_name', 'last_name', 'email', 'message', 'product_id', 'product_name', 'created_at'],
    });
    const login = successSchema(operation('/api/login', 'post'), '200');
    expect(login.properties.data).toMatchObject({ properties: { token: { type: 'string' } } });
    // token and user sit beside the envelope too, except when a two-factor code is still needed.
    expect(login.required).toEqual(['success', 'data']);
    expect(Object.keys(login.properties)).toEqual(expect.arrayContaining(['token', 'user']));
  });

  it('gives every success answer of every route a typed `data`', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, described] of Object.entries(item)) {
        const statuses = Object.keys(described.responses).filter((status) => status.startsWith('2'));
        expect(statuses, `${method} ${path}`).toHaveLength(1);
        const data = successSchema(described, statuses[0]).properties.data;
        expect(Object.keys(data).length, `${method} ${path}`).toBeGreaterThan(0);
        expect(JSON.stringify(data), `${method} ${path}`).not.toMatch(/(?<!"properties"):\{\}/);
      }
    }
  });

  it('documents every field of the records: products in pages, content records with their references', () => {
    const dataOf = (path: string) => successSchema(operation(path, 'get'), '200').properties.data;
    const itemsOf = (path: string) => {
      const productPage = dataOf(path) as unknown as ObjectSchema;
      expect(productPage.required).toEqual(['data', 'current_page', 'last_page', 'per_page', 'total']);
      return Object.keys((productPage.properties.data.items as ObjectSchema).properties).sort();
    };
    const summary = [
      ...['id', 'name', 'sku', 'short_description', 'price', 'sale_price', 'stock_quantity'],
      ...['is_featured', 'is_active', 'customized', 'category_id', 'category', 'sort_order'],
      ...['image', 'image_url', 'image_meta', 'created_at', 'updated_at', 'in_stock', 'on_sale'],
      ...['price_on_request', 'sale_starts_at', 'sale_ends_at', 'made_to_order', 'lead_time_weeks', 'availability'],
    ];
    const whole = [
      ...summary,
      ...['description', 'gallery', 'gallery_urls', 'gallery_meta', 'specifications', 'features'],
      ...['meta_title', 'meta_description', 'share_image', 'share_image_url', 'share_image_meta', 'noindex'],
    ];
    for (const path of ['/api/products', '/api/products/search', '/api/products/category/{id}']) {
      expect(itemsOf(path), path).toEqual(summary.sort());
    }
    for (const path of ['/api/products/allproducts', '/api/products/admin/search/sku']) {
      expect(itemsOf(path), path).toEqual(whole.sort());
    }
    const product = dataOf('/api/products/{id}') as unknown as ObjectSchema;
    expect(Object.keys(product.properties).sort()).toEqual(whole.sort());
    const blog = dataOf('/api/blogs/{id}') as unknown as ObjectSchema;
    expect(blog.properties.category).toMatchObject({
      anyOf: [{ type: 'object', required: ['id', 'name'] }, { type: 'null' }],
    });
    expect(dataOf('/api/faqs')).toMatchObject({ anyOf: [{ type: 'array' }, { type: 'object' }] });
  });

  it('marks signed-in and admin routes with bearer security and their 401/403 answers', () => {
    const remove = operation('/api/services/{id}', 'delete');
    expect(remove.security).toEqual([{ bearerAuth: [] }]);
    expect(remove.responses).toMatchObject({
      '401': { $ref: '#/components/responses/Unauthenticated' },
      '403': { $ref: '#/components/responses/Forbidden' },
      '404': { $ref: '#/components/responses/NotFound' },
    });
    expect(remove.description).toBe('Who may call it: Editors and administrators.');
    expect(operation('/api/users', 'get').description).toBe('Who may call it: Administrators.');
    const me = operation('/api/me', 'get');
    expect(me.security).toEqual([{ bearerAuth: [] }]);
    expect(me.responses).toHaveProperty('401');
    expect(me.responses).not.toHaveProperty('403');

    const publicRead = operation('/api/services', 'get');
    expect(publicRead.security).toEqual([{}, { bearerAuth: [] }]);
    expect(publicRead.responses).not.toHaveProperty('401');
    expect(publicRead.responses).not.toHaveProperty('404');
  });

  it('answers 422 only where a query or body is read', () => {
    expect(operation('/api/contact/send', 'post').responses).toHaveProperty('422');
    expect(operation('/api/services/{id}', 'put').responses).toHaveProperty('422');
    expect(operation('/api/contact-messages', 'get').responses).toHaveProperty('422');
    expect(operation('/api/logout', 'post').responses).not.toHaveProperty('422');
  });

  it('resolves every $ref inside the document', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((match) => match[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      const target = ref.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document);
      expect(target, ref).toBeDefined();
    }
  });

  it('is generated once and then served from cache', async () => {
    const again = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(again.json()).toEqual(document);
  });
});

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the Swagger UI page from local files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Grain API</title>');
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    expect(page.body).not.toMatch(/https?:\/\//);

    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('feeds the page the generated document', async () => {
    const fromUi = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const direct = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(fromUi.statusCode).toBe(200);
    expect(fromUi.json()).toEqual(direct.json());
  });
});

describe('OpenAPI generation', () => {
  const route = (overrides: Partial<RouteDefinition>): RouteDefinition => ({
    method: 'GET',
    url: '/api/things',
    summary: 'Things',
    tag: 'Things',
    access: 'public',
    response: z.null(),
    handler: async () => null,
    ...overrides,
  });
  const info = { title: 'Test', version: '0.0.0', description: 'Test' };

  it('includes routes registered after the docs, since the document is built on first request', async () => {
    const app = Fastify();
    await registerOpenApi(app);
    addRoute(app, route({ url: '/api/late/:id', summary: 'Registered late', params: z.object({ id: z.string() }) }));
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/late/{id}'].get.summary).toBe('Registered late');
    await app.close();
  });

  it('documents transforms and custom checks as untyped instead of failing', () => {
    expect(jsonSchemaOf(z.string().transform(Number), 'output')).toEqual({});
    expect(
      jsonSchemaOf(
        z.custom<Date>(() => true),
        'input',
      ),
    ).toEqual({});
    expect(
      jsonSchemaOf(
        z.preprocess((value) => Number(value), z.number().int()),
        'input',
      ),
    ).toMatchObject({
      type: 'integer',
    });
    expect(jsonSchemaOf(z.object({ at: z.date() }), 'output')).toMatchObject({
      type: 'object',
      properties: { at: {} },
    });
  });

  it('describes path placeholders that have no params schema, and bodies with nothing required', () => {
    const document = buildOpenApiDocument(
      [
        route({
          method: 'POST',
          url: '/api/things/:thingId/parts/:partId',
          body: { schema: z.object({ note: z.string().optional() }), encoding: 'multipart', files: { photo: 'image' } },
        }),
      ],
      info,
    );
    const described = document.paths['/api/things/{thingId}/parts/{partId}'].post;
    expect(described.parameters).toEqual([
      { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'partId', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(described.requestBody?.required).toBe(false);
    expect(Object.keys(described.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(described.requestBody?.content['multipart/form-data'].schema.properties).toMatchObject({
      note: { type: 'string' },
      photo: { type: 'string', format: 'binary' },
    });
    expect(described.operationId).toBe('postThingsByThingIdPartsByPartId');
  });

  it('keeps operation ids unique when two routes would share one', () => {
    const document = buildOpenApiDocument(
      [route({ url: '/api/things-list' }), route({ url: '/api/things/list' })],
      info,
    );
    expect(document.paths['/api/things-list'].get.operationId).toBe('getThingsList');
    expect(document.paths['/api/things/list'].get.operationId).toBe('getThingsList2');
  });
});
