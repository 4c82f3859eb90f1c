/** The console's image upload (`POST /admin/api/uploads/images`, multipart field `file`). */

/** What the console stores in a form: `url` (absolute, the site's public address) for fields that show images. */
export interface AdminUploadedImage {
  url: string;
  /** The path on this server (`/uploads/console/…`). */
  path: string;
}

/** The largest image the console accepts, in bytes (5 MB); the server answers 413 above it. */
export const CONSOLE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONSOLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
