import { useEffect, useState } from 'react';

export type ScriptStatus = 'loading' | 'ready' | 'error';

const scripts = new Map<string, Promise<void>>();

/** Adds `<script src>` once per page load; later calls share the same load. */
export function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`script: ${src}`));
      });
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** Loads a third-party script when the screen that needs it mounts (and only then). */
export function useScript(src: string | null): ScriptStatus {
  const [status, setStatus] = useState<ScriptStatus>('loading');
  useEffect(() => {
    if (!src) return;
    let active = true;
    loadScript(src).then(
      () => active && setStatus('ready'),
      () => active && setStatus('error'),
    );
    return () => {
      active = false;
    };
  }, [src]);
  return status;
}
