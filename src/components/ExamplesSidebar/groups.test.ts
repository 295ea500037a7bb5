import { flattenLinks, groupOfPath, isLocalHost, linksOfGroup } from './groups'

const sidebar = [
  { type: 'link', href: '/examples/1-basic-tree', label: 'Basic tree' },
  { type: 'category', label: 'v2', items: [{ type: 'link', href: '/examples/v2/1-basic-tree', label: 'Basic tree' }, { type: 'link', href: '/examples/v2/2-basic-tree-curie', label: 'Curie' }] },
  { type: 'category', label: 'additional', items: [{ type: 'link', href: '/examples/additional/1-private-cards', label: 'Private cards' }] },
]

describe('examples sidebar groups', () => {
  it('picks the initial group from the address', () => {
    expect(groupOfPath('/examples/v2/1-basic-tree')).toBe('new')
    expect(groupOfPath('/examples/additional/2-marriage-date')).toBe('add')
    expect(groupOfPath('/examples/3-custom-tree-card')).toBe('old')
  })

  it('lists New as the /v2 routes, Old as the legacy ones, Add as the additional demos', () => {
    expect(linksOfGroup(sidebar, 'new').map((l) => l.href)).toEqual(['/examples/v2/1-basic-tree', '/examples/v2/2-basic-tree-curie'])
    expect(linksOfGroup(sidebar, 'old').map((l) => l.href)).toEqual(['/examples/1-basic-tree'])
    expect(linksOfGroup(sidebar, 'add').map((l) => l.href)).toEqual(['/examples/additional/1-private-cards'])
    expect(flattenLinks(sidebar)).toHaveLength(4)
  })

  it('shows Add only on a local host', () => {
    expect(isLocalHost('localhost')).toBe(true)
    expect(isLocalHost('127.0.0.1')).toBe(true)
    expect(isLocalHost('family-chart.dev')).toBe(false)
  })
})
