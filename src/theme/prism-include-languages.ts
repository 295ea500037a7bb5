/**
 * Replaces the theme's Prism language loader: the site adds no Prism languages (themeConfig.prism has no
 * additionalLanguages), and the theme's loader pulls a dynamic-require context of prismjs (~27 KB) into the bundle
 * every page loads. If languages are ever added, import their prismjs components here.
 */
export default function prismIncludeLanguages(): void {}
