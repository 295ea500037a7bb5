// React DOM's client entry, imported (for its evaluation only) by src/client/staged-entry.ts. The site has no
// @types/react-dom: nothing else imports React DOM directly.
declare module 'react-dom/client'
