/** The theme's Markdown elements, with tables a keyboard can scroll (DocTable). */
import MDXComponents from '@theme-original/MDXComponents'
import DocTable from '@site/src/components/DocTable'

export default { ...MDXComponents, table: DocTable }
