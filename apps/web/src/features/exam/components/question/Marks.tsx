/** The tick and cross of screens §16 (text glyphs with names, so no icon font is loaded). */
export const Tick = () => (
  <span className="ex-mark ex-mark--right" role="img" aria-label="正确">
    ✓
  </span>
);
export const Cross = () => (
  <span className="ex-mark ex-mark--wrong" role="img" aria-label="错误">
    ✗
  </span>
);
