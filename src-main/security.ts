/**
 * The Content-Security-Policy of every renderer page, in Electron and through the web bridge:
 * our own scripts only, no remote content. Styles allow inline attributes (d3 and Svelte set them).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
