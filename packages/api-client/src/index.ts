export { createApiClient, ApiError, type ApiClientOptions } from './client';
export { createEndpoints, type Endpoints } from './endpoints/index';
export { NOTIFICATION_PAGE } from './endpoints/customer';
