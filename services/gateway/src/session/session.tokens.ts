/** The session store's Redis connection (undefined in embedded mode). */
export const SESSION_REDIS = Symbol('SESSION_REDIS');
