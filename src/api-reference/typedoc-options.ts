// TypeDoc options of the generated API reference (docs/api), shared by the site build and the test that checks it.
import path from 'node:path'

/** Where the generated pages go, relative to the site: the "Next" docs, beside the hand-written guides. */
export const API_OUT_DIR = path.join('docs', 'api')

/**
 * @param siteDir - absolute path of the site (the repository root)
 * @param repoUrl - the source repository, for "Source" links (to files on main, without line numbers)
 */
export function apiReferenceOptions(siteDir: string, repoUrl: string): Record<string, unknown> {
  const library = path.join(siteDir, 'packages', 'family-chart')
  return {
    // One entry point, so the reference is one module (pages at classes/Chart.md ...): api-reference.ts gathers the
    // `family-chart` entry and what family-chart/core and the feature entries (src/entries/) add.
    entryPoints: [path.join(library, 'src', 'api-reference.ts')],
    tsconfig: path.join(library, 'tsconfig.json'),
    out: path.join(siteDir, API_OUT_DIR),
    name: 'family-chart',
    readme: 'none',
    plugin: [path.join(siteDir, 'src', 'api-reference', 'typedoc-plugin.mjs')],
    // The reference is the public surface: private, protected and @internal members stay out.
    excludePrivate: true,
    excludeProtected: true,
    excludeInternal: true,
    excludeExternals: true,
    // No git needed (a shallow or exported checkout builds the same): links name the file on main, never a line.
    disableGit: true,
    sourceLinkTemplate: `${repoUrl}/blob/main/{path}`,
    displayBasePath: siteDir,
    // Markdown layout (typedoc-plugin-markdown): one page per class and interface, functions and types on the index.
    entryFileName: 'index',
    hidePageHeader: true,
    hideBreadcrumbs: true,
    useCodeBlocks: true,
    parametersFormat: 'table',
    // Properties as headings, not table rows: Docusaurus checks links to headings, and row anchors are not seen.
    interfacePropertiesFormat: 'list',
    classPropertiesFormat: 'list',
    typeDeclarationFormat: 'table',
    tableColumnSettings: { hideSources: true, hideValues: true },
    // Chart and EditTree methods are grouped by task (`@group`), in the order a reader meets them; the names kept for
    // code written for the published 0.8.0 and 0.9.0 (src/compat) come last, under "Compatibility".
    groupOrder: [
      'Constructors',
      'Properties',
      'Drawing',
      'Layout',
      'Collapse',
      'Cards',
      'Main person',
      'Kinship',
      'Editing',
      'Events',
      'Large trees',
      'Form setup',
      'Opening the form',
      'Relatives',
      'Permissions',
      'Callbacks',
      'Data',
      'Lifecycle',
      '*',
      'Compatibility',
    ],
    membersWithOwnFile: ['Class', 'Interface'],
    // A {@link} to a name that does not exist fails the build, like a broken docs link.
    validation: { notExported: false, invalidLink: true, notDocumented: false },
    treatValidationWarningsAsErrors: true,
    sidebar: { autoConfiguration: true, pretty: true },
  }
}
