/**
 * The flows a page has at hand, and how it fetches the rest (issue 57). The browser's entry carries
 * no flow document: each is a chunk of its own, and main.tsx loads the shown route's before the
 * first drawing, so /sign-in's code holds /sign-in's flow and not the other routes'. Node tools,
 * tests and the studio have every flow at hand and never load one.
 */
import type { FlowDoc } from './types';

/** Flow id -> a loader of its document (loaded once however often asked: main.tsx wraps them). */
export type FlowLoaders = Readonly<Record<string, () => Promise<FlowDoc>>>;

export interface FlowShelf {
  /** The flow when it is at hand (never a key of Object's prototype). */
  get(id: string): FlowDoc | undefined;
  /** The project has this flow, at hand or to load. */
  knows(id: string): boolean;
  /** The flow, fetched when not at hand; rejects for an id the project does not have. */
  load(id: string): Promise<FlowDoc>;
}

export function createFlowShelf(atHand: Readonly<Record<string, FlowDoc>>, loaders: FlowLoaders = {}): FlowShelf {
  const arrived = new Map<string, FlowDoc>();
  const get = (id: string): FlowDoc | undefined => (Object.hasOwn(atHand, id) ? atHand[id] : arrived.get(id));
  return {
    get,
    knows: (id) => Object.hasOwn(atHand, id) || Object.hasOwn(loaders, id),
    async load(id) {
      const here = get(id);
      if (here) return here;
      if (!Object.hasOwn(loaders, id)) throw new Error(`the project has no flow "${id}"`);
      const flow = await loaders[id]!();
      arrived.set(id, flow);
      return flow;
    },
  };
}
