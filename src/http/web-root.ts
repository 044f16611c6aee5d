import * as path from 'node:path';

/** The built web client (`npm run build:web`), served by the SPA controller. */
export const WEB_ROOT = path.resolve(__dirname, '../../web/dist');
