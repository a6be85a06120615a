// The PDF worker's built file, as a URL (build/pdf-worker-entry.ts, a plugin of nitro.config.ts).
declare module '#pdf-worker' {
  const workerFile: string;
  export default workerFile;
}
