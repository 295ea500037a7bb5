// Sidebar of the guides and API reference.
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs'

const sidebars: SidebarsConfig = {
  docs: [
    'intro',
    'installation',
    'data-format',
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: ['guides/cards', 'guides/layout', 'guides/editing', 'guides/large-trees', 'guides/gedcom'],
    },
    'performance',
    {
      type: 'category',
      label: 'API reference',
      collapsed: false,
      items: ['api/chart', 'api/card-html', 'api/card-svg', 'api/edit-tree', 'api/functions'],
    },
  ],
}

export default sidebars
