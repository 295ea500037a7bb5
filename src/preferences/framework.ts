/** The code frameworks the site offers snippets for, and the storage key that remembers the visitor's last choice. */

export const FRAMEWORKS = ['vue', 'react', 'angular', 'svelte'] as const

export type Framework = (typeof FRAMEWORKS)[number]

export const FRAMEWORK_LABELS: Record<Framework, string> = {
  vue: 'Vue',
  react: 'React',
  angular: 'Angular',
  svelte: 'Svelte',
}

/** localStorage key of the last framework chosen in any Frameworks tab. */
export const FRAMEWORK_STORAGE_KEY = 'family-chart.framework'
