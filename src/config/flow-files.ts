/** Files in flows/ that are not flows: the app's loader and validate both skip them. */
export const FLOW_DIR_NON_FLOWS = ['routes.json', 'errors.json', 'messages.json'] as const;
