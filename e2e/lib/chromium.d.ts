// Types of chromium.js (plain CommonJS so that bench/*.mjs can require it too).
export declare const CHROMIUM_PATH: string;
export declare const TEST_CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
