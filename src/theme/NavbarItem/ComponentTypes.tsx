/** The navbar's item types: Docusaurus's own and 'custom-versionBadge' (the version the page documents). */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes'
import LibraryVersionBadge from '@site/src/components/LibraryVersionBadge'

export default {
  ...ComponentTypes,
  'custom-versionBadge': LibraryVersionBadge,
}
