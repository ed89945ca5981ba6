// An illustration imported with `?og-image`: the URL of its 1200x630 PNG (see og-image-plugin.ts).
declare module '*.svg?og-image' {
  const src: string;
  export default src;
}
