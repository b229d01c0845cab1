/**
 * The signed upload path moved to modules/uploads (issue 32). The asset images'
 * routes (routes/asset-images.ts) still import it from here until they move too.
 */
export * from '../modules/uploads/routes';
