/** What the navbar's version badge says: the docs version of the page, or the library version elsewhere. */

/** The docs plugin's name of the unreleased docs (docs/, served under /docs/next). */
export const UNRELEASED_VERSION = 'current'

export interface VersionBadge {
  text: string
  title: string
}

/**
 * The badge of a page whose docs version is `docsVersion` (a name from versions.json, or 'current' for the unreleased
 * docs), or of a page outside the docs (`undefined`), where `libraryVersion` is the released library's version.
 */
export function versionBadge(docsVersion: string | undefined, libraryVersion: string): VersionBadge {
  if (docsVersion === UNRELEASED_VERSION)
    return {
      text: 'next',
      title: `Docs of the next release, not yet published (the latest release is ${libraryVersion})`,
    }
  if (docsVersion) return { text: `v${docsVersion}`, title: `Docs of family-chart ${docsVersion}` }
  return { text: `v${libraryVersion}`, title: 'Library version' }
}
