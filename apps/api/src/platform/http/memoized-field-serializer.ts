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
 * response encoded with its zod schema, then JSON), except that the object in `field` is encoded
 * once per object: a value handed out again (the current user kept with an instance's copy of a
 * session, platform/auth/session-user.ts) is not checked and stringified again on every request.
 * Such a value must never be changed after it is first answered. A frozen answer (an object
 * answered to many requests, like anonymous init's: modules/init/anonymous-answers.ts) is encoded
 * once as a whole. Other statuses: the default.
 */
export function memoizeFieldSerializer<S extends ZodObject>(
  schema: S,
  field: keyof S['shape'] & string,
): SerializerCompiler {
  const fieldSchema = schema.shape[field] as z.ZodType;
  const mask: Record<string, true> = { [field]: true };
  const restSchema = (schema as ZodObject).omit(mask as never) as z.ZodType;
  const jsonByValue = new WeakMap<object, string>();
  const jsonByAnswer = new WeakMap<object, string>();
  const encodeField = (value: unknown, fail: (cause: unknown) => never): string | undefined => {
    const cacheable = typeof value === 'object' && value !== null;
    const known = cacheable ? jsonByValue.get(value) : undefined;
    if (known !== undefined) return known;
    const encoded = z.safeEncode(fieldSchema, value);
    if (!encoded.success) fail(encoded.error);
    const json = JSON.stringify(encoded.data) as string | undefined;
    if (cacheable && json !== undefined) jsonByValue.set(value, json);
    return json;
  };
  const compile = serializerCompiler as unknown as SerializerCompiler;
  return (route) => {
    if (route.httpStatus !== '200') return compile(route);
    const fail = (cause: unknown): never => {
      throw new ResponseSerializationError(route.method, route.url, { cause } as never);
    };
    const encode = (data: unknown): string => {
      const { [field]: value, ...rest } = data as Record<string, unknown>;
      const encoded = z.safeEncode(restSchema, rest);
      if (!encoded.success) fail(encoded.error);
      const restJson = JSON.stringify(encoded.data);
      const fieldJson = encodeField(value, fail);
      if (fieldJson === undefined) return restJson;
      const head = `{${JSON.stringify(field)}:${fieldJson}`;
      return restJson === '{}' ? `${head}}` : `${head},${restJson.slice(1)}`;
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
