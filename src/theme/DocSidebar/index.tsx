/**
 * Wraps the docs sidebar: in the examples area it adds the Old / New / Add group switch and lists the chosen group's
 * links, flat. Each group has a sidebar of its own (sidebarsExamples.ts), so the page's previous / next links stay in it.
 */
import React, { useEffect, useMemo, useState } from 'react'
import DocSidebar from '@theme-original/DocSidebar'
import type DocSidebarType from '@theme/DocSidebar'
import type { WrapperProps } from '@docusaurus/types'
import { useActivePlugin, useDocsVersion } from '@docusaurus/plugin-content-docs/client'
import { useLocation } from '@docusaurus/router'
import Link from '@docusaurus/Link'
import GroupToggle from '@site/src/components/ExamplesSidebar/GroupToggle'
import {
  SIDEBAR_OF_GROUP,
  flattenLinks,
  groupOfPath,
  type ExampleGroup,
} from '@site/src/components/ExamplesSidebar/groups'
import { useAddGroupShown } from '@site/src/components/ExamplesSidebar/useAddGroupShown'
import styles from '@site/src/components/ExamplesSidebar/styles.module.css'

type Props = WrapperProps<typeof DocSidebarType>

function ExamplesSidebar(props: Props): React.JSX.Element {
  const { pathname } = useLocation()
  const [group, setGroup] = useState<ExampleGroup>(() => groupOfPath(pathname))
  const local = useAddGroupShown()
  useEffect(() => setGroup(groupOfPath(pathname)), [pathname])
  const groups: ExampleGroup[] = local ? ['old', 'new', 'add'] : ['old', 'new']
  const { docsSidebars } = useDocsVersion()
  const items = useMemo(
    () => flattenLinks((docsSidebars[SIDEBAR_OF_GROUP[group]] ?? []) as any[]),
    [docsSidebars, group],
  )
  const toggle = (
    <>
      <Link to="/examples/gallery" className={styles.galleryLink}>
        All examples, with pictures
      </Link>
      <GroupToggle groups={groups} value={group} onChange={setGroup} />
    </>
  )
  const empty = items.length ? null : <p className={styles.empty}>No examples in this group yet.</p>
  // The desktop sidebar shows the switch above the list; the mobile drawer gets it as the menu's header.
  const header = (
    <div data-testid="examples-sidebar-mobile">
      {toggle}
      {empty}
    </div>
  )
  return (
    <div className={styles.wrapper} data-testid="examples-sidebar">
      <div className={styles.desktopOnly}>
        {toggle}
        {empty}
      </div>
      <DocSidebar {...(props as any)} sidebar={items as any} header={header} />
    </div>
  )
}

export default function DocSidebarWrapper(props: Props): React.JSX.Element {
  const plugin = useActivePlugin()
  if (plugin?.pluginId !== 'examples') return <DocSidebar {...props} />
  return <ExamplesSidebar {...props} />
}
