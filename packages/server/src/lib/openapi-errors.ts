import { z } from 'zod';
import { apiErrorSchema } from '@asa/domain';

type Operation = { responses?: Record<string, unknown> };
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
};

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/**
 * The OpenAPI document with the one error answer every route gives (`ApiError`: `{error, message, fields?,
 * code}`, see the app's error handler) as a component, and the `Error` response naming it as each
 * operation's `4XX` answer.
 */
export function withErrorResponses<T extends object>(document: T): T {
  const doc = document as Document;
  const schemas = {
    ...doc.components?.schemas,
    ApiError: z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }),
  };
  const responses = {
    ...doc.components?.responses,
    Error: {
      description:
        'Error: `error` is the status text, `message` readable, `fields` the bad input (400), `code` the stable reason (one of `errorCodes`: the shop rule that refused the action, else the kind of error).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    },
  };
  const errorAnswer = { $ref: '#/components/responses/Error' };
  const paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, op]) =>
          methods.has(method) && !op.responses?.['4XX']
            ? [method, { ...op, responses: { ...op.responses, '4XX': errorAnswer } }]
            : [method, op],
        ),
      ),
    ]),
  );
  return { ...doc, paths, components: { ...doc.components, schemas, responses } } as T;
}
