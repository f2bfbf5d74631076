/** Replaced at build time (vite.config.ts) and in tests (jest.config.js). */
declare const __PRODUCT_NAME__: string;
