/** Shared route options of the key API: the access rule, the OpenAPI tag and the BOT key security scheme. */
export const apiV1Config = { access: 'apiKey' as const };
export const apiV1Tags = ['api-v1'];
export const apiV1Security = [{ botKey: [] }];
