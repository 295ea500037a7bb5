// Sidebar of the guides and API reference.
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs'

// Written by docusaurus-plugin-typedoc (see src/api-reference) before the sidebars are read.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const apiSidebarItems = require('./docs/api/typedoc-sidebar.cjs')

const sidebars: SidebarsConfig = {
  docs: [
    'intro',
    'installation',
    'data-format',
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: [
        'guides/cards',
        'guides/layout',
        'guides/chart-types',
        'guides/editing',
        'guides/large-trees',
        'guides/export',
        'guides/gedcom',
        'guides/accessibility',
        'guides/relationships-and-touch',
        'guides/load-on-demand',
        'guides/privacy',
        'guides/choosing-what-to-load',
        'guides/languages-and-right-to-left',
      ],
    },
    {
      type: 'category',
      label: 'Frameworks',
      collapsed: false,
      items: ['guides/react', 'guides/vue', 'guides/web-component'],
    },
    'performance',
    {
      type: 'category',
      label: 'Help',
      collapsed: false,
      items: ['troubleshooting', 'faq', 'switching-from-npm', 'migration-0.9', 'changelog'],
    },
    {
      type: 'category',
      label: 'API reference',
      collapsed: false,
      link: { type: 'doc', id: 'api/index' },
      items: apiSidebarItems,
    },
  ],
}

export default sidebars
