/**
 * Brand code -> a loader of its chunk, as the build writes it from the folders of brands/
 * (tooling/build/vite-brand-chunks.ts, issue 57).
 */
declare module 'virtual:brand-loaders' {
  const loaders: import('./brand-shelf').BrandLoaders;
  export default loaders;
}
