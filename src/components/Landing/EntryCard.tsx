/** One of the landing page's entry cards: a title, a sentence and a button. */
import React from 'react'
import Link from '@docusaurus/Link'
import styles from './EntryCard.module.css'

interface Props {
  title: string
  text: string
  to: string
  action: string
}

export default function EntryCard({ title, text, to, action }: Props): React.JSX.Element {
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      <Link className={`button button--primary ${styles.button}`} to={to}>
        {action}
      </Link>
    </article>
  )
}
