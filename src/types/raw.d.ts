/** `import text from './file.tsx?raw'`: the file's text (see src/plugins/raw-source.js). */
declare module '*?raw' {
  const source: string
  export default source
}
