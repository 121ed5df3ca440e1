export { createApiClient, ApiError, type ApiClientOptions } from './client';
export { createEndpoints, type Endpoints } from './endpoints/index';
