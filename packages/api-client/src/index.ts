export { createApiClient, ApiError, type ApiClientOptions } from './client';
export { createEndpoints, type CallOptions, type EndpointFunction, type Endpoints } from './endpoints';
