import type { FastifySchema } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { type ZodObject, z } from 'zod';

type SerializerCompiler = (route: {
  schema: FastifySchema;
  method: string;
  url: string;
  httpStatus?: string;
}) => (data: unknown) => string;

/**
 * A route's `serializerCompiler` that answers its 200 like fastify-type-provider-zod's (the
 * response encoded with its zod schema, then JSON), field by field, and each object a field holds
 * is encoded once per object: a value handed out again (the current user kept with an instance's
 * copy of a session, platform/auth/session-user.ts; the site's alerts kept for a few seconds,
 * modules/init/active-alerts-reader.ts) is not checked and stringified again on every request.
 * Such a value must never be changed after it is first answered. A frozen answer (an object
 * answered to many requests, like anonymous init's: modules/init/anonymous-answers.ts) is encoded
 * once as a whole. Only for a plain object schema (no refinement of the whole): each field is
 * checked by its own schema, in the schema's order, keys it does not name left out, as zod's
 * encode does. Other statuses: the default.
 */
export function memoizeFieldsSerializer(schema: ZodObject): SerializerCompiler {
  const fields = Object.entries(schema.shape).map(([name, fieldSchema]) => ({
    name,
    key: JSON.stringify(name),
    schema: fieldSchema as z.ZodType,
    jsonByValue: new WeakMap<object, string>(),
  }));
  const jsonByAnswer = new WeakMap<object, string>();
  const compile = serializerCompiler as unknown as SerializerCompiler;
  return (route) => {
    if (route.httpStatus !== '200') return compile(route);
    const fail = (cause: unknown): never => {
      throw new ResponseSerializationError(route.method, route.url, { cause } as never);
    };
    const encodeField = (field: (typeof fields)[number], value: unknown): string | undefined => {
      const cacheable = typeof value === 'object' && value !== null;
      const known = cacheable ? field.jsonByValue.get(value) : undefined;
      if (known !== undefined) return known;
      const encoded = z.safeEncode(field.schema, value);
      if (!encoded.success) fail(encoded.error);
      const json = JSON.stringify(encoded.data) as string | undefined;
      if (cacheable && json !== undefined) field.jsonByValue.set(value, json);
      return json;
    };
    const encode = (data: unknown): string => {
      if (typeof data !== 'object' || data === null) {
        return fail(new TypeError(`expected an object, received ${typeof data}`));
      }
      const values = data as Record<string, unknown>;
      const parts: string[] = [];
      for (const field of fields) {
        const json = encodeField(field, values[field.name]);
        if (json !== undefined) parts.push(`${field.key}:${json}`);
      }
      return `{${parts.join(',')}}`;
    };
    return (data) => {
      if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return encode(data);
      let json = jsonByAnswer.get(data);
      if (json === undefined) {
        json = encode(data);
        jsonByAnswer.set(data, json);
      }
      return json;
    };
  };
}
