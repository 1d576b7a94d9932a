import { ZCountriesResponse } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { findCountries } from './countries.service.ts';

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries/names',
    {
      schema: {
        tags: ['reference'],
        summary: 'Every country with its ISO numeric id, dial code and postcode support',
        response: { 200: ZCountriesResponse, ...errorResponses(500) },
      },
    },
    async () => findCountries(),
  );
};
