/** The example gallery page: every example and demo as a picture card, grouped like the examples sidebar. */
import React from 'react'
import Layout from '@theme/Layout'
import Heading from '@theme/Heading'
import Link from '@docusaurus/Link'
import { useAddGroupShown } from '@site/src/components/ExamplesSidebar/useAddGroupShown'
import ExampleCard from './ExampleCard'
import type { GalleryGroup } from './types'
import styles from './styles.module.css'

interface Props {
  gallery: { groups: GalleryGroup[] }
}

const DESCRIPTION = 'Every family-chart example and demo at a glance, with a picture of its chart.'

export default function Gallery({ gallery }: Props): React.JSX.Element {
  // The Add group only where the examples sidebar offers it (a local host), so no card leads to a hidden group.
  const addShown = useAddGroupShown()
  const listed = gallery.groups.filter((g) => g.examples.length)
  const groups = listed.filter((g) => addShown || g.id !== 'add')
  return (
    <Layout title="Example gallery" description={DESCRIPTION}>
      <main className={styles.page}>
        <header className={styles.header}>
          <Heading as="h1">Example gallery</Heading>
          <p className={styles.lead}>
            {DESCRIPTION} Each page runs the chart live, with its code to edit, copy or open in StackBlitz and
            CodeSandbox.
          </p>
          <nav aria-label="Gallery groups" className={styles.jump}>
            {listed.map((g) =>
              groups.includes(g) ? (
                <Link key={g.id} to={`#${g.id}`} className={styles.jumpLink}>
                  {g.title} <span className={styles.count}>{g.examples.length}</span>
                </Link>
              ) : (
                // The hidden group's link keeps its place, unseen: on a phone the Add link (shown after hydration on
                // a local host) wrapped onto a new line and pushed every card down, the page's only layout shift.
                <span key={g.id} aria-hidden="true" className={`${styles.jumpLink} ${styles.jumpHeld}`}>
                  {g.title} <span className={styles.count}>{g.examples.length}</span>
                </span>
              ),
            )}
          </nav>
        </header>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id} className={styles.group} data-group={group.id}>
            <Heading as="h2" id={group.id}>
              {group.title}
            </Heading>
            <p className={styles.blurb}>{group.blurb}</p>
            <ul className={styles.grid}>
              {group.examples.map((example) => (
                <ExampleCard key={example.route} example={example} />
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  )
}
