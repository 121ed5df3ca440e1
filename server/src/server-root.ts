import path from 'node:path';

/**
 * The server workspace folder. This module is one level below it both as source (src/) and in the
 * compiled bundle (dist/main.js), so __dirname gives the same answer under tsx, jest and node.
 */
export const SERVER_ROOT = path.resolve(__dirname, '..');
