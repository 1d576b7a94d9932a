import {
  boundedString,
  clientKeyMax,
  orderFormLimits,
  ZClientLanding,
  ZOrderCalculationRequest,
  ZOrderCalculationResponse,
  ZOrderFormData,
  ZOrderFormQuery,
  ZPriceList,
} from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import { findActor } from '../../../platform/auth/actor.ts';
import { createShortLivedCopy } from '../../../platform/cache/short-lived-copy.ts';
import { detectCountryCode } from '../../../platform/geo/country-detection.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { buildClientLanding } from './client-landing.ts';
import { toOrderCustomer } from './order-customer.ts';
import { calculateOrderForm, getOrderForm } from './order-forms.service.ts';
import { findBookedSlides } from './order-reference.queries.ts';
import { buildPriceList } from './price-list.ts';
import type { ReferenceReader } from './reference-snapshot.ts';

type Options = {
  database: Database;
  config: Pick<AppConfig, 'countryHeader' | 'orderReferenceTtlMs'>;
  reference: ReferenceReader;
};

const tags = ['order forms'];
/** How long the form's previews may show bookings as they were (orders placed since not counted). */
const bookingsPreviewTtlMs = 1000;
const ZFlowParams = z.object({ flowKey: boundedString(orderFormLimits.flowKeyMax) });
const ZClientParams = z.object({ clientKey: boundedString(clientKeyMax) });

/**
 * The order form of a flow (public: visitors order too, §6). Transport only: who asks (a
 * visitor, or a customer whose team decides how they may pay), the work in the service.
 */
export const orderFormsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  // The form and its calculations (a preview, read at every change of a field) read the bookings
  // from a copy of at most a second, shared by the requests that ask at once; placing the order
  // reads them afresh (orders.service.ts). No copy when the reference copy is off (tests).
  const bookedSlides = createShortLivedCopy(
    (from: string, to: string, timeZone: string) => findBookedSlides(db, from, to, timeZone),
    {
      ttlMs: Math.min(bookingsPreviewTtlMs, options.config.orderReferenceTtlMs),
      keyOf: (from, to, timeZone) => `${from}\n${to}\n${timeZone}`,
    },
  );
  const customerOf = async (request: FastifyRequest) => {
    const detected = detectCountryCode({
      headerValue: options.config.countryHeader
        ? request.headers[options.config.countryHeader]
        : undefined,
      ip: request.ip,
    });
    return toOrderCustomer(await findActor(request), detected);
  };

  app.get(
    '/order-forms/:flowKey',
    {
      schema: {
        tags,
        summary:
          'The order form data of §3 for one flow: steps, components with options and values, the server price',
        params: ZFlowParams,
        querystring: ZOrderFormQuery,
        response: { 200: ZOrderFormData, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getOrderForm({
        db,
        reference: options.reference,
        bookedSlides,
        flowKey: request.params.flowKey,
        customer: await customerOf(request),
        timezone: request.query.timezone,
      });
    },
  );

  app.get(
    '/price-list',
    {
      schema: {
        tags,
        summary:
          'The list prices per slide (treatment by turnaround) and the add-ons the order form charges, for the pricing page',
        response: { 200: ZPriceList },
      },
    },
    async (_request, reply) => {
      // The same for everyone and read from the reference copy: caches may keep it a minute.
      reply.header('cache-control', 'public, max-age=60');
      return buildPriceList(await options.reference(new Date()));
    },
  );

  app.get(
    '/clients/:clientKey/landing',
    {
      schema: {
        tags,
        summary:
          "An enterprise client's landing page: branding, footer or not, treatments and the lowest negotiated price per slide",
        params: ZClientParams,
        response: { 200: ZClientLanding, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return buildClientLanding(await options.reference(new Date()), request.params.clientKey);
    },
  );

  app.post(
    '/order-forms/:flowKey/calculation',
    {
      schema: {
        tags,
        summary: 'Recomputes the components a change affects and the price (§4); stores nothing',
        params: ZFlowParams,
        body: ZOrderCalculationRequest,
        response: {
          200: ZOrderCalculationResponse,
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { values, changed, timezone } = request.body;
      return calculateOrderForm({
        db,
        reference: options.reference,
        bookedSlides,
        flowKey: request.params.flowKey,
        customer: await customerOf(request),
        timezone,
        values,
        changed,
      });
    },
  );
};
