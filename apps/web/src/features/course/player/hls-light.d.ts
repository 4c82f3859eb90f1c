// hls.js ships declarations for its full build only; the light build has the same API minus the features it
// leaves out (subtitles, alternate audio, DRM, CMCD).
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
