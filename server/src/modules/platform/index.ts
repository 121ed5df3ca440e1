// The platform module's public surface: the site's pages and files, and the remote map's routes.
export { default as siteFiles, setCacheHeaders, type StaticOptions } from './site-files';
export { platformRoutes } from './routes';
