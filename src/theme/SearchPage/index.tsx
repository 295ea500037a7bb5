/** The search page of docusaurus-search-local, inside a <main> landmark (it has its own h1). */
import React from 'react'
import SearchPage from '@theme-original/SearchPage'
import { WithMainLandmark } from '@site/src/components/MainLandmark'

export default function SearchPageWrapper(props: Record<string, never>): React.JSX.Element {
  return (
    <WithMainLandmark>
      <SearchPage {...props} />
    </WithMainLandmark>
  )
}
