/** The docs sidebar inside the mobile navbar drawer, with room for a header (the examples group switch). */
import React from 'react'
import clsx from 'clsx'
import { NavbarSecondaryMenuFiller, ThemeClassNames, type NavbarSecondaryMenuComponent } from '@docusaurus/theme-common'
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal'
import DocSidebarItems from '@theme/DocSidebarItems'
import type { Props as DocSidebarProps } from '@theme/DocSidebar/Mobile'

type Props = DocSidebarProps & { header?: React.ReactNode }

const SecondaryMenu: NavbarSecondaryMenuComponent<Props> = ({ sidebar, path, header }) => {
  const mobileSidebar = useNavbarMobileSidebar()
  return (
    <>
      {header}
      <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
        <DocSidebarItems
          items={sidebar}
          activePath={path}
          onItemClick={(item) => {
            if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle()
          }}
          level={1}
        />
      </ul>
    </>
  )
}

export default function DocSidebarMobile(props: Props): React.JSX.Element {
  return <NavbarSecondaryMenuFiller component={SecondaryMenu} props={props} />
}
