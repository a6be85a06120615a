// The portal's server rendering as Vite builds it (npm run build:ssr; alias in nitro.config.ts).
declare module '#portal-ssr' {
  export { inRouteTable, type RenderedPage, renderPage } from '#portal/server-render.tsx';
}
