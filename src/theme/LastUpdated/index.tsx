/**
 * "Last updated on <date> by <name>" under a docs page, as the theme writes it, with the date formatted without Intl
 * (see format-date.ts).
 */
import React from 'react'
import Translate from '@docusaurus/Translate'
import { ThemeClassNames } from '@docusaurus/theme-common'
import type { Props } from '@theme/LastUpdated'
import { formatShortUtcDate } from './format-date'

function AtDate({ lastUpdatedAt }: { lastUpdatedAt: number }): React.JSX.Element {
  const date = new Date(lastUpdatedAt)
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {formatShortUtcDate(date)}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  )
}

function ByUser({ lastUpdatedBy }: { lastUpdatedBy: string }): React.JSX.Element {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{ user: <b>{lastUpdatedBy}</b> }}
    >
      {' by {user}'}
    </Translate>
  )
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): React.JSX.Element {
  const valid = lastUpdatedAt != null && !Number.isNaN(new Date(lastUpdatedAt).getTime())
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: valid ? <AtDate lastUpdatedAt={lastUpdatedAt!} /> : '',
          byUser: lastUpdatedBy ? <ByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  )
}
