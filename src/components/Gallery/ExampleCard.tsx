/** One gallery card: the example's picture, name and one-line description, all one link to the example. */
import React from 'react'
import Link from '@docusaurus/Link'
import useBaseUrl from '@docusaurus/useBaseUrl'
import type { GalleryExample } from './types'
import styles from './styles.module.css'

export const THUMBNAIL_SIZE = { width: 480, height: 300 }

export default function ExampleCard({ example }: { example: GalleryExample }): React.JSX.Element {
  const src = useBaseUrl(example.thumbnail ?? '')
  return (
    <li className={styles.item}>
      <Link to={example.path} className={styles.card} data-testid="gallery-card">
        <span className={styles.frame}>
          {example.thumbnail ? (
            <img
              src={src}
              alt={`The ${example.title} example's chart`}
              width={THUMBNAIL_SIZE.width}
              height={THUMBNAIL_SIZE.height}
              loading="lazy"
              decoding="async"
              className={styles.image}
            />
          ) : (
            <span className={styles.noImage}>No picture yet</span>
          )}
        </span>
        <span className={styles.body}>
          <span className={styles.title}>{example.title}</span>
          <span className={styles.description}>{example.description}</span>
        </span>
      </Link>
    </li>
  )
}
