export { createApiClient, ApiError, type ApiClientOptions } from './client';
export { createEndpoints, type CallOptions, type EndpointCall, type Endpoints } from './endpoints';
