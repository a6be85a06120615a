// The catalogue's Arabic names, made at build time by widgets/build/catalogue-labels.ts.
declare module 'virtual:study-catalogue-ar' {
  export const fields: Record<string, string>;
  export const levels: Record<string, string>;
}
