/** The 404 page body (swizzled so it carries our own wording and a way home). */
import React from 'react'
import Link from '@docusaurus/Link'
import styles from './styles.module.css'

export default function NotFoundContent(): React.JSX.Element {
  return (
    <main className={styles.main}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Oops! Page Not Found</h1>
      <p>The page you&apos;re looking for seems to have wandered off...</p>
      <Link className="button button--primary" to="/">
        Go Home
      </Link>
    </main>
  )
}
