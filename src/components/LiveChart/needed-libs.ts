/**
 * Which optional libraries a live example's code needs besides family-chart. Each is a chunk of its own that the page
 * loads only for code that uses it: most examples use none, and the d3 namespace alone is ~140 KB of script.
 */
import { usesVue } from '@site/src/snippets/imports'

export interface NeededLibs {
  d3: boolean
  gedcom: boolean
  vue: boolean
}

export function neededLibs(code: string): NeededLibs {
  return {
    // Any mention (`d3.select`, `const { select } = d3`): loading it once too often costs less than a failed run.
    d3: /\bd3\b/.test(code),
    gedcom: /\bf3Gedcom\b/.test(code),
    vue: usesVue(code),
  }
}

/** Whether the loaded libraries cover what the code needs (after an edit, the next chunk may still be on its way). */
export function hasNeeded(libs: { d3?: unknown; f3Gedcom?: unknown; Vue?: unknown }, need: NeededLibs): boolean {
  return (!need.d3 || !!libs.d3) && (!need.gedcom || !!libs.f3Gedcom) && (!need.vue || !!libs.Vue)
}
