/// <reference types="vite/client" />

/** The revision this build was made from (vite.config.ts); compared with the server's announced version. */
declare const __APP_REVISION__: string;
