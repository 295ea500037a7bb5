/** The theme's Layout, with the page body in <main> when the page asked for it (see MainLandmark). */
import React from 'react'
import Layout from '@theme-original/Layout'
import type LayoutType from '@theme/Layout'
import type { WrapperProps } from '@docusaurus/types'
import { useWantsMainLandmark } from '@site/src/components/MainLandmark'

type Props = WrapperProps<typeof LayoutType>

export default function LayoutWrapper(props: Props): React.JSX.Element {
  const wantsMain = useWantsMainLandmark()
  if (!wantsMain) return <Layout {...props} />
  return (
    <Layout {...props}>
      <main>{props.children}</main>
    </Layout>
  )
}
