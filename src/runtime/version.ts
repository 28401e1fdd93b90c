/** The bundle's version; kept equal to package.json's by a unit test. */
export const SITESTACK_VERSION = '0.1.0';
