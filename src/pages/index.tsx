/** Getting Started: what the library is, and the three ways in (examples, builder, Wikidata demo). */
import React from 'react'
import Layout from '@theme/Layout'
import Link from '@docusaurus/Link'
import useBaseUrl from '@docusaurus/useBaseUrl'
import { REPO_URL, REPO_LABEL_SHORT, WIKI_DEFAULT_ID } from '@site/src/constants'
import EntryCard from '@site/src/components/Landing/EntryCard'
import styles from './index.module.css'

const WIKI_DEMO = `/wiki-tree?wiki_id=${WIKI_DEFAULT_ID}`

export default function Home(): React.JSX.Element {
  const image = useBaseUrl('/img/royal-family-tree.png')
  return (
    <Layout title="Getting Started" description="Create interactive family trees with a D3-based library">
      <main className={styles.main}>
        <header className={styles.hero}>
          <h1 className={styles.title}>
            <span className={styles.long}>Family Chart: interactive family trees</span>
            <span className={styles.short}>Family Chart</span>
          </h1>
          <p className={styles.tagline}>
            <span className={styles.long}>
              Create interactive family trees with a D3-based library: pan, zoom, focus on anyone and edit people and
              relations, in plain JavaScript or any framework.
            </span>
            <span className={styles.short}>Create interactive family trees with a D3-based library.</span>
          </p>
          <a
            className={`button button--secondary ${styles.repo}`}
            href={REPO_URL}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="repo-link"
          >
            <span className={styles.long}>View the source on GitHub</span>
            <span className={styles.short}>{REPO_LABEL_SHORT}</span>
          </a>
        </header>
        <hr className={styles.divider} />
        <div className={styles.cards}>
          <EntryCard
            title="Start with Examples"
            text="Live charts with editable code you can copy into your app."
            to="/examples/v2/1-basic-tree"
            action="Browse Examples"
          />
          <EntryCard
            title="Create from Scratch"
            text="Design a chart with the builder and take away the code."
            to="/create-tree"
            action="Start Creating"
          />
          <EntryCard
            title="Try WikiData Integration"
            text="Search Wikidata for a person and explore their family."
            to={WIKI_DEMO}
            action="View WikiData Demo"
          />
        </div>
        <Link
          to={WIKI_DEMO}
          className={styles.imageCard}
          aria-label="Open the British royal family in the Wikidata demo"
        >
          <img src={image} alt="British Royal Family Tree Example" width={1200} height={675} loading="lazy" />
        </Link>
      </main>
    </Layout>
  )
}
