import { ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toast.css';

/** Toast auto-close, spec §9. */
export const TOAST_AUTO_CLOSE_MS = 5000;

// The unstyled entry keeps react-toastify from injecting a <style> tag at run time (CSP `style-src 'self'`).
export function ToastRuntimeContainer() {
  return <ToastContainer theme="dark" position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />;
}

export { toast };
