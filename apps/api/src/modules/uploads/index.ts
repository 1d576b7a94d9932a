/** The uploads module's public entry: other modules import it only here. */
export { attachUploadsToOrder, findUploadsByOrder } from './attach-uploads.ts';
export { anonymousAccessMs } from './upload-access.ts';
export { toUploadedFile } from './upload-mappers.ts';
export { findUploadByPublicId, type UploadRow } from './uploads.queries.ts';
export { uploadsRoutes } from './uploads.routes.ts';
export { uploadsTusRoutes } from './uploads.tus.ts';
