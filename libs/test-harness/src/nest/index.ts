// What the tests of the Nest services use beyond the servers: a stand-in for auth-api's token signing,
// each route's callers, and the OpenAPI document's required fields against the DTOs' validation.
export * from './auth-tokens';
export * from './route-access';
export * from './openapi-required';
