/** The chart container every snippet renders: its id (the createFnString mounts into '#FamilyChart'), class and inline style. */

export const CONTAINER_ID = 'FamilyChart'

export const CONTAINER_CLASS = 'f3'

/** Inline CSS of the container, for HTML-like templates (HTML, Vue, Svelte, Angular). */
export const CONTAINER_STYLE = 'width:100%;height:900px;margin:auto;background-color:rgb(33,33,33);color:#fff;'

/** The same style as a JSX style object literal, for the React snippet. */
export const CONTAINER_STYLE_JSX = "{{ width: '100%', height: '900px', background: 'rgb(33,33,33)', color: '#fff' }}"
