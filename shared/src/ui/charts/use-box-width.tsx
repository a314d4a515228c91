import { useLayoutEffect, useRef, useState } from 'react';

/** The box's own width in pixels, so axis labels keep their size at 390 and 1280 px (`fallback` before it is measured). */
export function useBoxWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
