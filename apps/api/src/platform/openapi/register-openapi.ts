import { apiPrefix } from '@deckhand/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const docsPrefix = `${apiPrefix}/docs`;

/** Swagger UI needs styles and fonts from its bundle and images from its validator badge. */
const docsCsp = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'", 'https:'],
  'img-src': ["'self'", 'data:', 'validator.swagger.io'],
  'font-src': ["'self'", 'https:', 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** OpenAPI generated from the routes' zod schemas; UI at /v1/docs, JSON at /v1/docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Deckhand API',
        description: 'The customer area API. Schemas come from @deckhand/contract.',
        version: '0.1.0',
      },
    },
    transform: createJsonSchemaTransform({ skipList: [docsPrefix, `${docsPrefix}/*`] }),
  });
  await app.register(swaggerUi, { routePrefix: docsPrefix, staticCSP: docsCsp });
}
