// Docusaurus configuration: theme following the OS, navbar, docs + examples plugin instances, offline search, redirects.
import type { Config } from '@docusaurus/types'
import type * as Preset from '@docusaurus/preset-classic'
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs'
import { LIBRARY_VERSION, REPO_URL } from './src/constants'
import { apiReferenceOptions } from './src/api-reference/typedoc-options'
import { darkCodeTheme, lightCodeTheme } from './src/code-themes'

/** Where "Edit this page" goes: the file on the main branch (Docusaurus appends its path). */
const EDIT_URL = `${REPO_URL}/edit/main/`

const config: Config = {
  title: 'family-chart',
  tagline: 'Create interactive family trees with a D3-based library',
  favicon: 'img/logo.svg',
  url: 'https://family-chart.dev',
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  customFields: { libraryVersion: LIBRARY_VERSION, repoUrl: REPO_URL },

  // Run on every page: one keeps the navbar search box from taking focus back after its index loads, the other moves
  // link prefetching to idle time.
  clientModules: [
    require.resolve('./src/client/search-focus-guard.ts'),
    require.resolve('./src/client/idle-prefetch.ts'),
  ],
  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          lastVersion: '0.8.0',
          // "Edit this page" and the last-updated line (git history; a shallow clone gives its one commit's date,
          // a checkout without git gives no date and a warning, never a failed build).
          editUrl: EDIT_URL,
          showLastUpdateTime: true,
          versions: { current: { label: 'Next', path: 'next', banner: 'unreleased' }, '0.8.0': { label: '0.8.0' } },
        },
        blog: false,
        theme: { customCss: ['./src/css/custom.css', './src/css/example-groups.css'] },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The API reference of the Next docs (docs/api, not committed), generated from the library's TSDoc before the
    // docs are read; a broken {@link} stops the build.
    ['docusaurus-plugin-typedoc', apiReferenceOptions(__dirname, REPO_URL)],
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'examples',
        path: 'examples',
        routeBasePath: 'examples',
        sidebarPath: './sidebarsExamples.ts',
        // The legacy sidebar generates from examples/ itself: its subfolders (v2, additional) have sidebars of their own.
        sidebarItemsGenerator: async ({ defaultSidebarItemsGenerator, ...args }) => {
          const items = await defaultSidebarItemsGenerator(args)
          return args.item.dirName === '.' ? items.filter((item) => item.type !== 'category') : items
        },
        // Example routes keep their number ('/examples/v2/1-basic-tree'); order comes from sidebar_position.
        numberPrefixParser: false,
        editUrl: EDIT_URL,
        showLastUpdateTime: true,
        // "Legacy API" / "v2" / "Demo" after each title, also what the search results show.
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS plugin, shared with its unit test
        rehypePlugins: [require('./src/plugins/example-group-title.js')],
      } satisfies DocsOptions,
    ],
    [
      '@docusaurus/plugin-client-redirects',
      {
        // Static pages (meta refresh, script and a link) at each address that has no page of its own.
        redirects: [
          { from: '/examples', to: '/examples/v2/1-basic-tree' },
          { from: '/docs', to: '/docs/intro' },
          { from: '/docs/next', to: '/docs/next/intro' },
        ],
      },
    ],
    // `?raw` imports give a file's text: the additional demos show their own source below the chart.
    './src/plugins/raw-source.js',
    // The Performance page's figures, read from bench/results/latest.json at build time.
    './src/plugins/benchmark-results.js',
    // /examples/gallery: every example and demo with its committed thumbnail.
    './src/plugins/example-gallery.js',
    // /llms.txt: every docs page and example, for language-model tools.
    './src/plugins/llms-txt.js',
    // One shared browser chunk for the family-chart library instead of a copy per importing page; the entry in three
    // files (React DOM, the route tables, the rest), each compiled in a task of its own.
    './src/plugins/split-chunks.js',
    // No code highlighter in the bundle every page loads: the theme's empty Prism-language client module pulled it in.
    './src/plugins/prism-client-module.js',
    // Every script compiled on the background thread as it streams in, not function by function on the main thread.
    // Code blocks highlight the site's ten web languages, not the ~40 prism-react-renderer defines at start-up.
    './src/plugins/prism-languages.js',
    './src/plugins/compile-hints.js',
    // The main chunk's big libraries evaluated one task each before Docusaurus' client entry, not as one long task.
    './src/plugins/staged-entry.js',
    // Each page fetches its route's script files (and the entry's split-out parts) right after its first paint, not
    // once the entry has run and looked the route up.
    './src/plugins/route-scripts.js',
    // Off unless SITE_NAMED_MODULES=1: modules named by path, for reading a CPU profile of the build by module.
    './src/plugins/named-modules.js',
  ],

  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        indexBlog: false,
        docsRouteBasePath: ['docs', 'examples'],
        docsPluginIdForPreferredVersion: 'default',
        highlightSearchTermsOnTargetPage: true,
        explicitSearchResultPath: true,
      },
    ],
  ],

  themeConfig: {
    image: 'img/royal-family-tree.png',
    // First visit follows the operating system (prefers-color-scheme: dark gives dark, otherwise light); a choice made
    // with the switch is stored and wins on later visits.
    colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true },
    navbar: {
      title: 'family-chart',
      logo: { alt: 'family-chart logo', src: 'img/logo.svg' },
      items: [
        { to: '/', label: 'Getting Started', position: 'left', activeBaseRegex: '^/$' },
        { to: '/create-tree', label: 'Create Tree', position: 'left' },
        { to: '/examples/v2/1-basic-tree', label: 'Examples', position: 'left', activeBaseRegex: '^/examples' },
        { to: '/wiki-tree', label: 'Wiki Tree', position: 'left' },
        { type: 'docSidebar', sidebarId: 'docs', position: 'right', label: 'Docs' },
        { type: 'docsVersionDropdown', position: 'right' },
        // The version the page documents: "next" on the unreleased docs, else the docs' or the library's version.
        { type: 'custom-versionBadge', position: 'right' },
        { href: REPO_URL, label: 'GitHub', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Introduction', to: '/docs/intro' },
            { label: 'Performance', to: '/docs/performance' },
          ],
        },
        {
          title: 'Examples',
          items: [
            { label: 'Gallery', to: '/examples/gallery' },
            { label: 'Basic tree', to: '/examples/v2/1-basic-tree' },
            // Only examples every host offers: the Add group (additional demos) is listed on a local host only.
            { label: 'Big tree', to: '/examples/v2/10-big-tree' },
          ],
        },
        { title: 'More', items: [{ label: 'GitHub', href: REPO_URL }] },
      ],
      copyright: `family-chart ${LIBRARY_VERSION}. Built with Docusaurus.`,
    },
    // GitHub and Dracula with every token colour at 4.5:1 or more on its background (src/code-themes).
    prism: { theme: lightCodeTheme, darkTheme: darkCodeTheme },
  } satisfies Preset.ThemeConfig,
}

export default config
