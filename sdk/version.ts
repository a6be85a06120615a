/** The SDK's version (sdk/package.json's, checked by a test), sent as `x-client` by non-browser callers. */
export const SDK_VERSION = '0.1.0';
