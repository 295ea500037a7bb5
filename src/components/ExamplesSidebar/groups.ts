/** Which examples group (Old, New, Add) a path belongs to, each group's sidebar, and a sidebar's links. */

export type ExampleGroup = 'old' | 'new' | 'add'

export const GROUP_LABELS: Record<ExampleGroup, string> = { old: 'Old', new: 'New', add: 'Add' }

/** The id of each group's sidebar in sidebarsExamples.ts: a page's previous / next links stay inside its sidebar. */
export const SIDEBAR_OF_GROUP: Record<ExampleGroup, string> = { old: 'legacy', new: 'v2', add: 'additional' }

export function groupOfPath(pathname: string): ExampleGroup {
  if (pathname.includes('/v2')) return 'new'
  if (pathname.includes('/additional')) return 'add'
  return 'old'
}

export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
}

interface SidebarItemLike {
  type: string
  href?: string
  items?: SidebarItemLike[]
  [key: string]: unknown
}

/** All links of a sidebar, categories flattened, in order. */
export function flattenLinks<T extends SidebarItemLike>(items: readonly T[]): T[] {
  const out: T[] = []
  for (const item of items) {
    if (item.type === 'category') out.push(...flattenLinks((item.items ?? []) as T[]))
    else if (item.href) out.push(item)
  }
  return out
}
