/** Files in flows/ that are not flows: the app's loader and validate both skip them. */
export const FLOW_DIR_NON_FLOWS = ['routes.json', 'errors.json', 'messages.json'] as const;

/** The build adds a flow's own English texts to its chunk under this key (tooling/build/flow-texts.ts). */
export const FLOW_TEXTS = '$texts';
