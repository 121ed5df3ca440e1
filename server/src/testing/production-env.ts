/** What production requires beyond NODE_ENV (config.ts), for tests of a production configuration. */
export const PRODUCTION_ENV = { NODE_ENV: 'production', DEVICE_COOKIE_SECRET: 'test-device-cookie-secret'.padEnd(64, '0') } as const;
