/** Adds the 'Examples' button that opens the examples sidebar drawer on small screens. */
import React from 'react'
import Layout from '@theme-original/DocItem/Layout'
import type LayoutType from '@theme/DocItem/Layout'
import type { WrapperProps } from '@docusaurus/types'
import { useActivePlugin } from '@docusaurus/plugin-content-docs/client'
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal'
import styles from '@site/src/components/ExamplesSidebar/styles.module.css'

type Props = WrapperProps<typeof LayoutType>

export default function LayoutWrapper(props: Props): React.JSX.Element {
  const plugin = useActivePlugin()
  const mobileSidebar = useNavbarMobileSidebar()
  return (
    <>
      {plugin?.pluginId === 'examples' && (
        <button
          type="button"
          className={`button button--secondary button--sm ${styles.mobileButton}`}
          onClick={() => mobileSidebar.toggle()}
          data-testid="examples-drawer-button"
        >
          Examples
        </button>
      )}
      <Layout {...props} />
    </>
  )
}
