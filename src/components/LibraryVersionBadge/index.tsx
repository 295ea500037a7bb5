/** The navbar's version badge (navbar item type 'custom-versionBadge'): the version the page documents. */
import React from 'react'
import clsx from 'clsx'
import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client'
import { LIBRARY_VERSION } from '@site/src/constants'
import { versionBadge } from './version-badge'

interface Props {
  mobile?: boolean
  className?: string
}

export default function LibraryVersionBadge({ mobile = false, className }: Props): React.JSX.Element {
  // The docs plugin (id 'default'); on examples and other pages there is no active version.
  const { activeVersion } = useActiveDocContext('default')
  const badge = versionBadge(activeVersion?.name, LIBRARY_VERSION)
  return (
    <div className={clsx(mobile ? 'menu__list-item' : 'navbar__item', className)}>
      <span className="navbar-version" title={badge.title} data-testid="version-badge">
        {badge.text}
      </span>
    </div>
  )
}
