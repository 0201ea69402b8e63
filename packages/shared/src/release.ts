/**
 * This release's number (semver, CHANGELOG.md): operators read it in /api/health's details and staff in the
 * desk's footer. The root package.json says the same (release.test.ts checks): one module both the server's
 * and the desk's bundles inline, with no JSON import of a file outside either workspace.
 */
export const sitedeskVersion = '0.2.0';
