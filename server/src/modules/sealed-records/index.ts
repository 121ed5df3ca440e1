export { default as sealedRecordsPlugin, type SealedRecords } from './plugin';
export { sealedRecordRoutes } from './routes';
